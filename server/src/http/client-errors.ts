/**
 * What Node's HTTP parser refuses before any handler runs — a request line or headers past its
 * 16 KB limit, bytes that are not HTTP, a request too slow to arrive — answered like every other
 * refusal: a 4xx with a JSON message (Node's own answer has no body).
 */
import type { Duplex } from "node:stream";

const ANSWERS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "The request's address or headers are too long"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long to arrive"],
};

export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = ANSWERS[err.code ?? ""] ?? [400, "Bad Request", "Malformed HTTP request"];
  const body = JSON.stringify({ status: false, message, error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
