/** The staff page's GraphQL (the owner's alone) and the switch that requires a second factor of everyone. */
import { graphql } from "../gql";

export const STAFF_USERS = graphql(`
  query StaffUsers {
    staffUsers {
      id
      name
      username
      email
      role
      disabled
      status
      invitedAt
      invitationExpiresAt
      lastSignInAt
      twoFactor
    }
  }
`);

export const INVITE_STAFF = graphql(`
  mutation InviteStaff($name: String!, $username: String!, $email: String!, $role: String!) {
    inviteStaff(name: $name, username: $username, email: $email, role: $role) {
      id
    }
  }
`);

export const UPDATE_STAFF = graphql(`
  mutation UpdateStaff($id: ID!, $role: String, $disabled: Boolean) {
    updateStaff(id: $id, role: $role, disabled: $disabled) {
      id
      role
      disabled
      status
    }
  }
`);

export const RESEND_INVITATION = graphql(`
  mutation ResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      id
      invitationExpiresAt
    }
  }
`);

export const REVOKE_INVITATION = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id)
  }
`);

export const END_ALL_SESSIONS_OF = graphql(`
  mutation EndAllSessionsOf($userId: ID!) {
    endAllSessions(userId: $userId)
  }
`);

export const TWO_FACTOR_SETTINGS = graphql(`
  query TwoFactorSettings {
    twoFactorSettings {
      requireTwoFactor
    }
  }
`);

export const UPDATE_TWO_FACTOR_SETTINGS = graphql(`
  mutation UpdateTwoFactorSettings($requireTwoFactor: Boolean!) {
    updateTwoFactorSettings(requireTwoFactor: $requireTwoFactor) {
      requireTwoFactor
    }
  }
`);
