/**
 * react-admin's view of the session. The token was validated with `me` before <Admin> mounted
 * (main.tsx); from then on a missing token or an UNAUTHENTICATED answer sends the admin to the
 * standalone login screen at /admin-login, outside the hash router.
 *
 * A call the server refused for an ended session must fail for its caller (issue 43 item 21).
 * react-admin's useDataProvider (behind useUpdate, useCreate, useDelete, the lists and every screen's
 * own calls) answers a call with empty data, as if it was done, whenever checkError rejects: the
 * form said 'Blog post updated', the list 'deleted', a custom page 'Author details updated'. So
 * checkError ends the session itself (keeps the open forms, remembers the page, says plainly that
 * the change was not saved, leaves for the sign-in page) and then resolves, and react-admin throws
 * the refusal to the caller like any other error.
 */
import type { AuthProvider } from "react-admin";
import { canAccess, isRole } from "../access/permissions";
import { isUnauthenticated } from "../graphql/request";
import { forgetKeptForms, keepOpenForms } from "./drafts";
import { clearSession, getToken, loginUrl, rememberPage, setFlash } from "./session";

export const SESSION_ENDED = "Your session has ended, so your last change was not saved. Please sign in again.";
export const FORM_KEPT = "What you had typed in the form is kept.";

let sessionEnded = false;

/**
 * Ends the session because the server or the browser no longer has it (not a user's logout). The
 * open forms are kept for `userId`, the id `me` gave when this page loaded: localStorage's userId may
 * already be gone (another tab ended the session first), and a draft without its owner could never
 * be given back. Never throws: a storage write that fails (this tab's sessionStorage full) only loses
 * what it would have kept, and the caller always leaves for the sign-in page.
 */
function expire(userId: string): void {
  if (sessionEnded) return;
  sessionEnded = true;
  const kept = keepOpenForms(userId);
  clearSession();
  rememberPage(window.location.hash);
  // Said plainly: whatever the refused call was (a move, a refund, a form), it was not done.
  setFlash(kept ? `${SESSION_ENDED} ${FORM_KEPT}` : SESSION_ENDED, "warning");
}

export interface Identity {
  id: string;
  username: string;
  name?: string | null;
  role: string;
}

export function buildAuthProvider(identity: Identity): AuthProvider {
  // The role `me` named when this page loaded; a role changed since shows at the next page load (the
  // server refuses at once what the new role may not do).
  const role = isRole(identity.role) ? identity.role : undefined;
  return {
    // Sign-in happens on the standalone /admin-login page (session/LoginPage.tsx).
    login: () => {
      window.location.assign(loginUrl());
      return Promise.resolve();
    },
    logout: () => {
      clearSession();
      if (!sessionEnded) {
        forgetKeptForms();
        setFlash("Logged out successfully!", "success");
      }
      return Promise.resolve(loginUrl());
    },
    checkAuth: () => {
      if (getToken()) return Promise.resolve();
      expire(String(identity.id));
      // react-admin's contract: an ended session rejects with { redirectTo, message }, not an Error.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      return Promise.reject({ redirectTo: loginUrl(), message: false });
    },
    // Resolves even for a refusal (see above): the caller gets the error, the page leaves for sign-in.
    checkError: (error) => {
      if (isUnauthenticated(error)) {
        const first = !sessionEnded;
        try {
          expire(String(identity.id));
        } finally {
          if (first) window.location.assign(loginUrl());
        }
      }
      return Promise.resolve();
    },
    // The admin `me` named when this page loaded; drafts are kept and given back for this id.
    getIdentity: () => Promise.resolve({ id: String(identity.id), fullName: identity.name || identity.username, role }),
    getPermissions: () => Promise.resolve(role),
    // Menu, resources, buttons and pages (access/permissions.ts); the server checks every call anyway.
    canAccess: ({ action, resource }) => Promise.resolve(canAccess(role, action, resource)),
  };
}
