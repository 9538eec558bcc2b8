/**
 * The SMTP connection's TCP socket, opened with Nagle's algorithm off (TCP_NODELAY). nodemailer
 * leaves it on: the short last write of each message (the DATA terminator) then waits for the
 * server's acknowledgement of the write before it, which the server delays (~40 ms on Linux), so a
 * pooled connection sends at most ~22 mails a second whatever the server's speed. Measured into a
 * local smtp-server sink: 22 mails/s as nodemailer opens it, 120 with this socket.
 *
 * Used as nodemailer's `getSocket`: it hands over a connected plain socket (`connection`), which
 * nodemailer upgrades to TLS itself for an `smtps://` server (and by STARTTLS otherwise), as it
 * does with its own; the host and port are nodemailer's (587 by default, 465 when secure).
 *
 * When the server cannot be reached, it hands over nothing, and nodemailer opens its own socket
 * and fails as it always does. An error given back here instead is a dead end in nodemailer's
 * pool: its only connection stays taken, and every later mail waits for ever (met in the outbox's
 * SMTP-down test). The cost is a second connection attempt to a server that is down.
 */
import net from "node:net";

interface SocketOptions {
  host?: string;
  port?: number | string;
  secure?: boolean;
  connectionTimeout?: number;
}

type Callback = (err: null, socket: { connection: net.Socket } | false) => void;

export function connectWithoutDelay(options: SocketOptions, callback: Callback): void {
  const secure = options.secure ?? Number(options.port) === 465;
  const port = Number(options.port) || (secure ? 465 : 587);
  const socket = net.connect({ host: options.host || "localhost", port, noDelay: true });
  let settled = false;
  const fail = () => {
    if (settled) return;
    settled = true;
    socket.destroy();
    callback(null, false);
  };
  socket.setTimeout(options.connectionTimeout ?? 10_000, fail);
  socket.once("error", fail);
  socket.once("connect", () => {
    if (settled) return;
    settled = true;
    socket.setTimeout(0);
    socket.removeListener("error", fail);
    callback(null, { connection: socket });
  });
}
