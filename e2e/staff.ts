/**
 * The owner's team in the browser tests (issue 47): a staff member invited by the owner and signed up
 * through the invitation's mail, as a new helper would be, and signed in. Each test names its own
 * people, so the files sharing a worker's server never meet one another's.
 */
import { graphqlAt } from "./api.js";
import { mailsTo } from "./outbox.js";

export type Role = "owner" | "manager" | "fulfilment" | "editor";

export interface StaffMember {
  username: string;
  password: string;
  email: string;
  name: string;
  id: string;
}

export interface Session {
  token: string;
  userId: string;
}

/** The invitation link's token in the newest mail to `email` (the outbox is written a moment after the call). */
export async function invitationToken(email: string, dataDir: string): Promise<string> {
  // A plain loop, not expect.poll: a file's beforeAll signs its people up too.
  const until = Date.now() + 15_000;
  for (;;) {
    const token = mailsTo(email, dataDir)
      .at(-1)
      ?.match(/\/admin-invitation\?token=([A-Za-z0-9_-]{20,})/)?.[1];
    if (token) return token;
    if (Date.now() > until) throw new Error(`No invitation mail to ${email} within 15 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Invites someone through the API as the owner; their id. */
export async function invite(base: string, ownerToken: string, who: { name: string; username: string; email: string; role: Role }): Promise<string> {
  const answer = await graphqlAt(
    base,
    `mutation($n: String!, $u: String!, $e: String!, $r: String!) { inviteStaff(name: $n, username: $u, email: $e, role: $r) { id } }`,
    { n: who.name, u: who.username, e: who.email, r: who.role },
    ownerToken,
  );
  if (answer.errors) throw new Error(`inviteStaff: ${JSON.stringify(answer.errors)}`);
  return String(answer.data.inviteStaff.id);
}

/** Accepts an invitation with the password given, as the invitation page does. */
export async function accept(base: string, token: string, password: string): Promise<void> {
  const answer = await graphqlAt(base, `mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) }`, { t: token, p: password });
  if (answer.errors || answer.data?.acceptInvitation !== true) throw new Error(`acceptInvitation: ${JSON.stringify(answer)}`);
}

/** A staff member of `role`, invited by the owner and signed up through the mail's link. */
export async function staffMember(base: string, dataDir: string, ownerToken: string, role: Role, name: string): Promise<StaffMember> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const username = `${name.toLowerCase()}-${suffix}`;
  const email = `${username}@example.in`;
  const id = await invite(base, ownerToken, { name, username, email, role });
  const password = `kingfisher-${suffix}`;
  await accept(base, await invitationToken(email, dataDir), password);
  return { username, password, email, name, id };
}

/** Signs in with a password only (an account without a second factor): its token, as the sign-in page keeps it. */
export async function passwordLogin(base: string, who: { username: string; password: string }): Promise<Session> {
  const answer = await graphqlAt(base, `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token userId } }`, {
    u: who.username,
    p: who.password,
  });
  if (!answer.data?.login?.token) throw new Error(`login: ${JSON.stringify(answer)}`);
  return { token: answer.data.login.token, userId: String(answer.data.login.userId) };
}
