/**
 * The browser's half of a passkey ceremony (@simplewebauthn/browser): the server's options arrive as
 * JSON text and the authenticator's answer goes back as JSON text (issue 47). Loaded only where a
 * passkey is used.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from "@simplewebauthn/browser";

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Signs the server's challenge with a passkey of this device; the answer to send back. */
export async function signWithPasskey(optionsJson: string): Promise<string> {
  const response = await startAuthentication({ optionsJSON: JSON.parse(optionsJson) as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
  return JSON.stringify(response);
}

/** Makes a new passkey on this device for the server's options; the answer to send back. */
export async function createPasskey(optionsJson: string): Promise<string> {
  const response = await startRegistration({ optionsJSON: JSON.parse(optionsJson) as Parameters<typeof startRegistration>[0]["optionsJSON"] });
  return JSON.stringify(response);
}

/**
 * What to tell the admin when the ceremony did not finish. The browser says NotAllowedError both for
 * a cancel and for a time-out, and never which one (so that a page cannot learn which passkeys exist).
 */
export function passkeyErrorMessage(error: unknown): string {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error | null)?.name;
  if (name === "NotAllowedError" || name === "AbortError") return "The passkey was not used: cancelled or timed out.";
  if (name === "InvalidStateError") return "This device already holds a passkey for this account.";
  if (name === "SecurityError") return "Passkeys work only at the shop's own address.";
  const message = (error as Error | null)?.message;
  return message ? message : "The passkey could not be used.";
}
