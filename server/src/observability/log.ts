/**
 * The process's log: pino, one JSON object a line (or coloured lines on a terminal), at LOG_LEVEL.
 * Nothing personal or secret reaches a line: errors are reduced to their type, code, message and
 * stack (never a failed query's parameters or a driver's copy of the SQL values), and every message
 * and stack is scrubbed of what looks like an email address, a phone or card number, a bearer or
 * JSON web token, a webhook secret or a signature. `routeConsole` sends the modules' own
 * `console.error(...)` calls through the same logger, so that they too are JSON lines.
 */
import { createRequire } from "node:module";
import { format } from "node:util";
import { register } from "on-exit-leak-free";
import pino, { type DestinationStream, type Logger } from "pino";
import type PinoPretty from "pino-pretty";
import type { AppConfig } from "../config/config.js";

export type { Logger } from "pino";

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
/** Bearer tokens, JWTs (three base64url parts, the first `eyJ`), Standard Webhooks secrets, API keys. */
const TOKENS = /\b(?:Bearer\s+[A-Za-z0-9._~+/=-]+|eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*|whsec_[A-Za-z0-9+/=]+|sk_[A-Za-z0-9_]{16,})/g;
/** Hex or base64 runs long enough to be a signature or secret (a payment signature is 64 hex digits). */
const LONG_SECRETISH = /\b[A-Fa-f0-9]{32,}\b/g;
/** 10 to 19 digits, possibly grouped by spaces or dashes, possibly after +91: phone and card numbers. */
const NUMBERS = /(?<![\w.])(?:\+?\d{1,3}[\s-]?)?\d(?:[\s-]?\d){9,18}(?![\w.])/g;

/** The text with personal and secret values masked (an email keeps its first letter and its domain). */
export function scrub(text: string): string {
  return text
    .replace(TOKENS, "[redacted]")
    .replace(EMAIL, "$1***@$2")
    .replace(LONG_SECRETISH, "[redacted]")
    .replace(NUMBERS, (digits) => `***${digits.replace(/\D/g, "").slice(-2)}`);
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  status?: number;
}

/** An error as a log line shows it: type, code, message and stack (with its causes), scrubbed; nothing else of it. */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return typeof err === "string" ? scrub(err) : err;
  const e = err as Error & { code?: unknown; errno?: unknown; status?: unknown; driverError?: { code?: unknown } };
  let stack = e.stack ?? `${e.name}: ${e.message}`;
  for (let cause = e.cause, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++)
    stack += `\ncaused by: ${cause.stack ?? cause.message}`;
  const code = e.code ?? e.driverError?.code;
  const line: SerializedError = {
    type: e.constructor?.name ?? e.name,
    message: scrub(e.message),
    stack: scrub(stack),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(typeof e.status === "number" ? { status: e.status } : {}),
  };
  return line;
}

/** Keys whose values never reach a line, wherever they appear in an object logged. */
const REDACTED_KEYS = ["password", "token", "secret", "authorization", "cookie", "email", "phone", "signature", "keySecret", "webhookSecret", "parameters"];

/**
 * pino's ISO time, worked out once a millisecond: a busy server writes tens of lines in the same
 * one, and formatting the date was a tenth of what a line cost (measured under load).
 */
function isoTimeOncePerMs(): () => string {
  let ms = -1;
  let stamp = "";
  return () => {
    const now = Date.now();
    if (now !== ms) {
      ms = now;
      stamp = `,"time":"${new Date(now).toISOString()}"`;
    }
    return stamp;
  };
}

export function createLogger(log: AppConfig["log"], destination?: DestinationStream): Logger {
  const stream =
    destination ??
    (log.format === "pretty"
      ? // Loaded only for a terminal: a server writing JSON lines does not carry it (~1.5 MB of heap).
        (createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty)({
          colorize: true,
          sync: true,
          translateTime: "SYS:HH:MM:ss.l",
          ignore: "pid,hostname",
        })
      : // Written asynchronously (flushed at exit): a busy server does not wait on its log.
        new LinesByTurn(pino.destination({ fd: 1, sync: false })));
  return pino(
    {
      level: log.level,
      base: { pid: process.pid },
      timestamp: isoTimeOncePerMs(),
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      // Top-level keys only: wildcard paths cost every line a walk of its object.
      redact: { paths: REDACTED_KEYS, censor: "[redacted]" },
      hooks: {
        // The message of every line is scrubbed too (`log.info(obj, "… text …")`, and console's lines).
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) if (typeof args[i] === "string") args[i] = scrub(args[i] as string);
          return method.apply(this, args);
        },
      },
    },
    stream,
  );
}

/** What LinesByTurn hands its lines to: pino's SonicBoom destination. */
interface Sink {
  write(text: string): unknown;
  flush(cb?: (err?: Error) => void): void;
  flushSync(): void;
}

/**
 * The lines of one turn of the event loop, handed to the destination as one string at the end of
 * the turn. SonicBoom (pino's destination) appends each write to the string it has not yet written
 * and measures that string's byte length on the next write, which flattens it: under load every
 * line copied the lines queued before it, some 7 KB of garbage a line, and a quarter of a cache
 * hit's CPU went to the garbage collector (measured, 2026-11-28). Joined once a turn, a line is
 * copied once. `flush` and `flushSync` pass on what is waiting first; at exit it is written too.
 */
export class LinesByTurn implements DestinationStream {
  private lines: string[] = [];
  private scheduled = false;

  constructor(private readonly sink: Sink) {
    register(this, (self) => self.flushSync());
  }

  write(line: string): void {
    this.lines.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.handOver);
    }
  }

  flush(cb?: (err?: Error) => void): void {
    this.handOver();
    this.sink.flush(cb);
  }

  flushSync(): void {
    this.handOver();
    this.sink.flushSync();
  }

  private readonly handOver = (): void => {
    this.scheduled = false;
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? this.lines[0] : this.lines.join("");
    this.lines = [];
    this.sink.write(text);
  };
}

/**
 * `console.log/info/warn/error` of every module, written as lines of `logger`: an Error among the
 * arguments becomes the line's `err` (with its stack), the rest its message.
 */
export function routeConsole(logger: Logger): void {
  const route =
    (level: "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      const rest = args.filter((a) => a !== err).map((a) => (typeof a === "string" ? a.replace(/:\s*$/, "") : a));
      const message = format(...rest);
      if (err) logger[level]({ err }, message);
      else logger[level](message);
    };
  console.log = route("info");
  console.info = route("info");
  console.warn = route("warn");
  console.error = route("error");
}
