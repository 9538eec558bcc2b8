/**
 * react-admin's view of the session. The token was validated with `me` before <Admin> mounted
 * (main.tsx); from then on a missing token or an UNAUTHENTICATED answer sends the admin to the
 * standalone login screen at /admin-login, outside the hash router.
 */
import type { AuthProvider } from "react-admin";
import { isUnauthenticated } from "../graphql/request";
import { clearSession, getToken, getUserId, loginUrl, rememberPage, setFlash } from "./session";

/** Ends the session because the server or the browser no longer has it (not a user's logout). */
function expire(): { redirectTo: string; message: false } {
  clearSession();
  rememberPage(window.location.hash);
  // Said plainly: whatever the refused call was (a move, a refund, a form), it was not done.
  setFlash("Your session has ended, so your last change was not saved. Please sign in again.", "warning");
  sessionEnded = true;
  return { redirectTo: loginUrl(), message: false };
}

let sessionEnded = false;

export function buildAuthProvider(identity: { id: string; username: string }): AuthProvider {
  return {
    // Sign-in happens on the standalone /admin-login page (session/LoginPage.tsx).
    login: () => {
      window.location.assign(loginUrl());
      return Promise.resolve();
    },
    logout: () => {
      clearSession();
      if (!sessionEnded) setFlash("Logged out successfully!", "success");
      return Promise.resolve(loginUrl());
    },
    // react-admin's contract: an ended session rejects with { redirectTo, message }, not an Error.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    checkAuth: () => (getToken() ? Promise.resolve() : Promise.reject(expire())),
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    checkError: (error) => (isUnauthenticated(error) ? Promise.reject(expire()) : Promise.resolve()),
    getIdentity: () => Promise.resolve({ id: getUserId() ?? identity.id, fullName: identity.username }),
    getPermissions: () => Promise.resolve(undefined),
  };
}
