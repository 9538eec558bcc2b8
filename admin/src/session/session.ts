/**
 * The admin session as the browser keeps it: the token and userId in localStorage (spec admin §3),
 * and one-shot "flash" toasts in sessionStorage that survive the full-page moves between
 * /admin-login and /admin/.
 */
const TOKEN_KEY = "token";
const USER_ID_KEY = "userId";
const FLASH_KEY = "admin.flash";
const SETUP_KEY = "admin.setUpSecondFactor";

export const LOGIN_PATH = "/admin-login";
/** Where an invitation's link leads (issue 47): the invitee sets a password there. */
export const INVITATION_PATH = "/admin-invitation";
export const ADMIN_PATH = "/admin/";

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export function storeSession(token: string, userId: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_ID_KEY, userId);
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_ID_KEY);
    localStorage.removeItem(SETUP_KEY);
  } catch {
    // Storage refused: the server no longer takes the token anyway.
  }
}

/**
 * The sign-in said this account must set up a second factor before anything else (the owner requires
 * one of everyone, issue 47): kept beside the token, in every tab, until one is set up.
 */
export function requireSecondFactorSetup(required: boolean): void {
  try {
    if (required) localStorage.setItem(SETUP_KEY, "1");
    else localStorage.removeItem(SETUP_KEY);
  } catch {
    // Storage refused: the server still refuses everything else until a factor is set up.
  }
}

export const mustSetUpSecondFactor = (): boolean => localStorage.getItem(SETUP_KEY) === "1";

export type FlashType = "success" | "info" | "warning" | "error";
export interface Flash {
  message: string;
  type: FlashType;
}

/**
 * Keeps a toast to show after the next page load. This tab's storage full (or refused) loses the
 * toast, never the move to the next page that follows it.
 */
export function setFlash(message: string, type: FlashType = "success"): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, type }));
  } catch {
    // The toast is lost; the page still moves on.
  }
}

/** Reads and forgets the pending toast, if any. */
export function takeFlash(): Flash | null {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return null;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const flash = JSON.parse(raw) as Flash;
    return typeof flash?.message === "string" ? flash : null;
  } catch {
    return null;
  }
}

/** Absolute URL of the login screen: react-admin leaves the app for redirects starting with http. */
export const loginUrl = (): string => `${window.location.origin}${LOGIN_PATH}`;

const RETURN_KEY = "admin.returnTo";

/** Remembers the back-office page (its hash route) the owner was on when her session ended. */
export function rememberPage(hash: string): void {
  if (!hash.startsWith("#/")) return;
  try {
    sessionStorage.setItem(RETURN_KEY, hash);
  } catch {
    // Storage full: she comes back to the back office's start instead.
  }
}

/** Where to go after signing in: the page she was on, once, or the back office's start. */
export function takeReturnPath(): string {
  const hash = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  // Only a route of the back office itself, never another address.
  return hash && /^#\/[\w\-/?=&%.~]*$/.test(hash) ? `${ADMIN_PATH}${hash}` : ADMIN_PATH;
}
