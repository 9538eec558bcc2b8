/** A real SMTP server on a local port for tests (smtp-server, by nodemailer's authors): it can refuse mail, then accept it. */
import { createServer } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  /** Every mail accepted, parsed, in order of arrival. */
  received: ParsedMail[];
  /** The same mails as they arrived, byte for byte (what a receiver verifies a DKIM signature on). */
  raw: Buffer[];
  /** Connections opened to this server so far. */
  connections: number;
  /**
   * "refuse": every recipient gets 451 (try again later); "reject": 550 5.1.1 (no such mailbox: a bounce);
   * "policy": 550 5.7.1 (a relay that will not relay for this sender: the mailbox is not at fault);
   * "sender": 553 5.1.8 (Postfix's "Sender address rejected: Domain not found": the SENDER's fault, RFC 3463 X.1.8);
   * "accept": mail is taken.
   */
  mode: "refuse" | "reject" | "policy" | "sender" | "accept";
  /**
   * The answer to MAIL FROM, before any recipient: "sender" 553 5.1.8 (the sender's domain is not found),
   * "auth" 530 5.7.0 (sign in first), "accept" (the default).
   */
  mailFrom: "sender" | "auth" | "accept";
  /** Recipients answered otherwise than `mode` says, by address. */
  byRecipient: Record<string, TestSmtp["mode"]>;
  /** Recipients refused (451 or 550) so far. */
  refusals: number;
  /** A slow server: each recipient is answered this much later (0: at once). */
  delayMs: number;
  /** Recipients being answered now (a sender is waiting on this server). */
  waiting: number;
  close(): Promise<void>;
}

/** A port nothing listens on now (the "SMTP is down" of a test), to start a server on later. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSmtp(port: number, mode: TestSmtp["mode"] = "accept"): Promise<TestSmtp> {
  const state: TestSmtp = {
    received: [],
    raw: [],
    connections: 0,
    mode,
    mailFrom: "accept",
    byRecipient: {},
    refusals: 0,
    delayMs: 0,
    waiting: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Closing does not wait for senders to hang up: a mail worker keeps its pooled connection open
    // until it stops, and smtp-server would otherwise wait 30 s for it.
    closeTimeout: 200,
    onConnect(_session, callback) {
      state.connections += 1;
      callback();
    },
    onMailFrom(_address, _session, callback) {
      if (state.mailFrom === "sender") {
        state.refusals += 1;
        return callback(Object.assign(new Error("5.1.8 <shop@wrong.invalid>: Sender address rejected: Domain not found"), { responseCode: 553 }));
      }
      if (state.mailFrom === "auth") {
        state.refusals += 1;
        return callback(Object.assign(new Error("5.7.0 Authentication required"), { responseCode: 530 }));
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      state.waiting += 1;
      setTimeout(() => {
        state.waiting -= 1;
        const mode = state.byRecipient[address.address] ?? state.mode;
        if (mode === "refuse") {
          state.refusals += 1;
          return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
        }
        if (mode === "reject") {
          state.refusals += 1;
          return callback(Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 }));
        }
        if (mode === "policy") {
          state.refusals += 1;
          return callback(Object.assign(new Error("5.7.1 Relaying denied: this sender may not send through this server"), { responseCode: 550 }));
        }
        if (mode === "sender") {
          state.refusals += 1;
          return callback(Object.assign(new Error("5.1.8 <shop@wrong.invalid>: Sender address rejected: Domain not found"), { responseCode: 553 }));
        }
        callback();
      }, state.delayMs);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (err) => callback(err));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            state.raw.push(raw);
            state.received.push(mail);
            callback();
          },
          (err) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return state;
}
