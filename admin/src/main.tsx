/**
 * Entry of the back office. The server serves this same page at /admin-login and at /admin/:
 * - at /admin-login it renders the standalone sign-in screen, and at /admin-invitation the page
 *   where an invited staff member sets a password;
 * - at /admin/ it renders nothing until the stored token has been validated with `me`
 *   (spec admin §2 "Access guard", §4), and sends the visitor to /admin-login when it is missing
 *   or refused. Only then does react-admin load and mount.
 */
// Tamil text (the owner's Tamil fields) in one font on every computer: fetched only when a page shows Tamil.
import "@fontsource-variable/noto-sans-tamil/index.css";
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { graphqlRequest } from "./graphql/request";
import { ME } from "./graphql/operations";
import type { MeQuery } from "./gql/graphql";
import { clearSession, getToken, INVITATION_PATH, LOGIN_PATH } from "./session/session";

const root = createRoot(document.getElementById("root")!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

async function showLogin() {
  const { LoginPage } = await import("./session/LoginPage");
  render(<LoginPage />);
}

/** The admin the stored token belongs to, or null. A failure to validate counts as no session (spec §8). */
async function validateSession(): Promise<MeQuery["me"]> {
  if (!getToken()) return null;
  try {
    return (await graphqlRequest(ME)).me;
  } catch (error) {
    console.warn("Token validation failed", error);
    return null;
  }
}

async function showAdmin() {
  // Start loading react-admin while the token is being checked.
  const app = import("./App");
  const me = await validateSession();
  if (!me) {
    clearSession();
    window.location.replace(LOGIN_PATH);
    return;
  }
  const { App } = await app;
  render(<App identity={me} />);
}

/** Where an invitation's link leads: the invitee sets a password (issue 47). */
async function showInvitation() {
  const { InvitationPage } = await import("./session/InvitationPage");
  render(<InvitationPage />);
}

if (window.location.pathname.startsWith(LOGIN_PATH)) void showLogin();
else if (window.location.pathname.startsWith(INVITATION_PATH)) void showInvitation();
else void showAdmin();
