/** The sign-in's second step, the passkey sign-in, the step-up and the invitation's acceptance (issue 47). */
import { graphql } from "../gql";

export const LOGIN_SECOND_FACTOR = graphql(`
  mutation LoginSecondFactor($challenge: String!, $code: String, $recoveryCode: String) {
    loginSecondFactor(challenge: $challenge, code: $code, recoveryCode: $recoveryCode) {
      ...SignIn
    }
  }
`);

export const PASSKEY_LOGIN_OPTIONS = graphql(`
  query PasskeyLoginOptions {
    passkeyLoginOptions
  }
`);

export const VERIFY_PASSKEY_LOGIN = graphql(`
  mutation VerifyPasskeyLogin($response: String!) {
    verifyPasskeyLogin(response: $response) {
      ...SignIn
    }
  }
`);

export const STEP_UP = graphql(`
  mutation StepUp($code: String, $recoveryCode: String) {
    stepUp(code: $code, recoveryCode: $recoveryCode)
  }
`);

export const PASSKEY_STEP_UP_OPTIONS = graphql(`
  query PasskeyStepUpOptions {
    passkeyStepUpOptions
  }
`);

export const VERIFY_PASSKEY_STEP_UP = graphql(`
  mutation VerifyPasskeyStepUp($response: String!) {
    verifyPasskeyStepUp(response: $response)
  }
`);

export const ACCEPT_INVITATION = graphql(`
  mutation AcceptInvitation($token: String!, $password: String!) {
    acceptInvitation(token: $token, password: $password)
  }
`);

/** What the step-up dialog offers: the second factors this account has. */
export const MY_SECOND_FACTORS = graphql(`
  query MySecondFactors {
    me {
      id
      twoFactor {
        totp
        recoveryCodesLeft
        passkeys {
          id
        }
      }
    }
  }
`);
