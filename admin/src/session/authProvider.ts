/**
 * react-admin's view of the session. The token was validated with `me` before <Admin> mounted
 * (main.tsx); from then on a missing token or an UNAUTHENTICATED answer sends the admin to the
 * standalone login screen at /admin-login, outside the hash router.
 */
import type { AuthProvider } from "react-admin";
import { isUnauthenticated } from "../graphql/request";
import { clearSession, getToken, getUserId, loginUrl, setFlash } from "./session";

/** Ends the session because the server or the browser no longer has it (not a user's logout). */
function expire(): { redirectTo: string; message: false } {
  clearSession();
  setFlash("Your session has ended. Please sign in again.", "info");
  sessionEnded = true;
  return { redirectTo: loginUrl(), message: false };
}

let sessionEnded = false;

export function buildAuthProvider(identity: { id: string; username: string }): AuthProvider {
  return {
    // Sign-in happens on the standalone /admin-login page (session/LoginPage.tsx).
    login: async () => {
      window.location.assign(loginUrl());
    },
    logout: async () => {
      clearSession();
      if (!sessionEnded) setFlash("Logged out successfully!", "success");
      return loginUrl();
    },
    checkAuth: async () => {
      if (!getToken()) throw expire();
    },
    checkError: async (error) => {
      if (isUnauthenticated(error)) throw expire();
    },
    getIdentity: async () => ({ id: getUserId() ?? identity.id, fullName: identity.username }),
    getPermissions: async () => undefined,
  };
}
