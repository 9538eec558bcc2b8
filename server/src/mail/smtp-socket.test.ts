/**
 * The SMTP socket without Nagle's delay (smtp-socket.ts) still carries mail as nodemailer's own
 * does: to a plain server, to an implicit-TLS (smtps) one, which nodemailer upgrades it to, and
 * it reports a server that is not there as an error, not a hang.
 */
import { afterEach, describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../test/smtp.js";
import { connectWithoutDelay } from "./smtp-socket.js";

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

/** A server that keeps what it receives; `secure`: TLS from the first byte (smtp-server's own test certificate). */
async function server(secure: boolean, at?: number) {
  const received: { to: string; secure: boolean; body: string }[] = [];
  const s = new SMTPServer({
    secure,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo[0].address, secure: session.secure, body: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  servers.push(s);
  const port = at ?? (await freePort());
  await new Promise<void>((resolve) => s.listen(port, "127.0.0.1", resolve));
  return { port, received };
}

/** Sends one mail through a pooled transport opened with this socket, then closes the transport. */
async function send(port: number, secure: boolean, to: string) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure,
    pool: true,
    maxConnections: 1,
    getSocket: connectWithoutDelay,
    connectionTimeout: 2000,
    // smtp-server's own test certificate is self-signed (and long expired).
    tls: { rejectUnauthorized: false },
  } as never);
  try {
    return await transport.sendMail({ from: "shop@example.in", to, subject: "Hello", text: "A line of text.\r\n.\r\nand a dot alone above" });
  } finally {
    transport.close();
  }
}

describe("the SMTP socket without Nagle's delay", () => {
  it("carries mails over one pooled connection to a plain server", async () => {
    const { port, received } = await server(false);
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}`, pool: true, maxConnections: 1, getSocket: connectWithoutDelay } as never);
    for (const to of ["a@example.in", "b@example.in", "c@example.in"]) await transport.sendMail({ from: "shop@example.in", to, subject: "Hi", text: "x" });
    transport.close();
    expect(received.map((r) => r.to)).toEqual(["a@example.in", "b@example.in", "c@example.in"]);
  });

  it("is upgraded to TLS for an smtps:// server, and the message arrives whole", async () => {
    const { port, received } = await server(true);
    await send(port, true, "tls@example.in");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: "tls@example.in", secure: true });
    expect(received[0].body).toContain("A line of text.\r\n.\r\nand a dot alone above");
  });

  it("a pooled transport that met a server down sends once it is up (the pool's one connection is not left taken)", async () => {
    const port = await freePort();
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port, pool: true, maxConnections: 1, getSocket: connectWithoutDelay } as never);
    const mail = { from: "shop@example.in", to: "later@example.in", subject: "Hi", text: "x" };
    try {
      await expect(transport.sendMail(mail)).rejects.toMatchObject({ code: expect.stringMatching(/ECONNREFUSED|ECONNECTION|ESOCKET/) });
      const up = await server(false, port);
      await transport.sendMail(mail);
      expect(up.received.map((r) => r.to)).toEqual(["later@example.in"]);
    } finally {
      transport.close();
    }
  });

  it("answers an error when no server listens, and nothing is left open", async () => {
    const port = await freePort();
    await expect(send(port, false, "nobody@example.in")).rejects.toMatchObject({ code: expect.stringMatching(/ECONNREFUSED|ECONNECTION|ESOCKET/) });
  });
});
