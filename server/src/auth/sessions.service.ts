/**
 * An account's sessions (issue 47): each sign-in, with the device it came from, where from, when it
 * began and when it was last seen; its owner ends one or all of them, and the owner ends anyone's.
 * An ended session's token is refused from the next request on, on every instance (auth.service.ts
 * reads the session with every token).
 */
import { IsNull, MoreThan, type DataSource, type Repository } from "typeorm";
import { forbidden, notFound } from "../core/errors.js";
import type { PrincipalAdmin } from "../core/principal.js";
import { AdminSession } from "./admin-session.entity.js";
import { TOKEN_TTL_SECONDS, type AuthService } from "./auth.service.js";

/** A session as its account's list shows it. */
export interface SessionView {
  id: string;
  device: string;
  ip: string;
  signedInAt: Date;
  lastSeenAt: Date;
  /** The session of the request that asks. */
  current: boolean;
}

export class SessionService {
  private readonly sessions: Repository<AdminSession>;

  constructor(
    ds: DataSource,
    private readonly auth: AuthService,
  ) {
    this.sessions = ds.getRepository(AdminSession);
  }

  /** The account's open sessions (not ended, token not yet expired), the last seen first. */
  async list(userId: number, current: string | null): Promise<SessionView[]> {
    const since = new Date(Date.now() - TOKEN_TTL_SECONDS * 1000);
    const rows = await this.sessions.find({
      where: { userId, endedAt: IsNull(), createdAt: MoreThan(since) },
      order: { lastSeenAt: "DESC", createdAt: "DESC" },
    });
    return rows.map((r) => ({
      id: r.id,
      device: deviceOf(r.userAgent),
      ip: r.ip,
      signedInAt: r.createdAt,
      lastSeenAt: r.lastSeenAt,
      current: r.id === current,
    }));
  }

  /** Another account's sessions: the owner's to see. */
  listOf(actor: PrincipalAdmin, userId: number): Promise<SessionView[]> {
    if (actor.id !== userId && actor.role !== "owner") throw othersRefused(actor);
    return this.list(userId, actor.sessionId);
  }

  /** Ends one session: one's own, or anyone's for the owner. Another's session is NOT_FOUND to the rest (its id tells nothing). */
  async end(actor: PrincipalAdmin, id: string): Promise<boolean> {
    const session = await this.sessions.findOneBy({ id });
    if (!session || (session.userId !== actor.id && actor.role !== "owner")) throw notFound("No such session");
    await this.sessions.update({ id, endedAt: IsNull() }, { endedAt: new Date() });
    return true;
  }

  /** Ends every session of an account (one's own, the current one too; anyone's for the owner): how many were open. */
  endAll(actor: PrincipalAdmin, userId: number): Promise<number> {
    if (actor.id !== userId && actor.role !== "owner") throw othersRefused(actor);
    return this.auth.endSessionsOf(userId);
  }
}

function othersRefused(actor: PrincipalAdmin) {
  return forbidden(`Your role (${actor.role}) may manage your own sessions only: another person's need the role owner.`);
}

/**
 * A short description of the browser and system a User-Agent names ("Firefox on Windows", "Safari
 * on iPhone"): enough for a person to tell their sessions apart. Unknown parts read as such.
 */
export function deviceOf(userAgent: string): string {
  const ua = userAgent ?? "";
  if (!ua.trim()) return "Unknown device";
  const browser = /\bEdg(e|A|iOS)?\//.test(ua)
    ? "Edge"
    : /\bOPR\/|\bOpera\b/.test(ua)
      ? "Opera"
      : /\bSamsungBrowser\//.test(ua)
        ? "Samsung Internet"
        : /\b(Firefox|FxiOS)\//.test(ua)
          ? "Firefox"
          : /\b(Chrome|CriOS|Chromium)\//.test(ua)
            ? "Chrome"
            : /\bVersion\/[\d.]+.*\bSafari\//.test(ua)
              ? "Safari"
              : /^curl\//.test(ua)
                ? "curl"
                : /^(python-requests|python-urllib|axios|node-fetch|undici|Go-http-client|PostmanRuntime)\b/i.test(ua)
                  ? ua.split("/")[0]
                  : "Unknown browser";
  const system = /\biPhone\b/.test(ua)
    ? "iPhone"
    : /\biPad\b/.test(ua)
      ? "iPad"
      : /\bAndroid\b/.test(ua)
        ? "Android"
        : /\bWindows\b/.test(ua)
          ? "Windows"
          : /\bCrOS\b/.test(ua)
            ? "ChromeOS"
            : /\bMac OS X\b|\bMacintosh\b/.test(ua)
              ? "macOS"
              : /\bLinux\b/.test(ua)
                ? "Linux"
                : null;
  return system ? `${browser} on ${system}` : browser;
}
