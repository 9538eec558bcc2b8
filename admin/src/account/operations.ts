/** The account page's GraphQL: the second factor, passkeys and sessions of the signed-in admin (issue 47). */
import { graphql } from "../gql";

export const ACCOUNT = graphql(`
  query Account {
    me {
      id
      username
      name
      email
      role
      twoFactor {
        totp
        recoveryCodesLeft
        passkeys {
          id
          name
          createdAt
          lastUsedAt
        }
      }
    }
  }
`);

/** Apart from the account: while a second factor must be set up first, the server answers only me and the setup. */
export const MY_SESSIONS = graphql(`
  query MySessions {
    mySessions {
      id
      device
      ip
      signedInAt
      lastSeenAt
      current
    }
  }
`);

export const START_TOTP_SETUP = graphql(`
  mutation StartTotpSetup($currentPassword: String) {
    startTotpSetup(currentPassword: $currentPassword) {
      secret
      otpauthUrl
      qrCode
    }
  }
`);

export const CONFIRM_TOTP_SETUP = graphql(`
  mutation ConfirmTotpSetup($code: String!) {
    confirmTotpSetup(code: $code) {
      recoveryCodes
    }
  }
`);

export const DISABLE_TOTP = graphql(`
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code)
  }
`);

export const REGENERATE_RECOVERY_CODES = graphql(`
  mutation RegenerateRecoveryCodes($code: String!) {
    regenerateRecoveryCodes(code: $code) {
      recoveryCodes
    }
  }
`);

export const PASSKEY_REGISTRATION_OPTIONS = graphql(`
  query PasskeyRegistrationOptions($currentPassword: String) {
    passkeyRegistrationOptions(currentPassword: $currentPassword)
  }
`);

export const VERIFY_PASSKEY_REGISTRATION = graphql(`
  mutation VerifyPasskeyRegistration($response: String!, $name: String!) {
    verifyPasskeyRegistration(response: $response, name: $name) {
      id
      name
    }
  }
`);

export const REMOVE_PASSKEY = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);

export const END_SESSION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);
