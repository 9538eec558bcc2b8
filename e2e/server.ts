/**
 * This test file's server. The browser run starts one production server per worker (global-setup.ts),
 * and two files never share one at the same time: each worker slot (VITEST_POOL_ID, 1 to the number
 * of workers, never the same for two files running at once) has its own, as the one server was each
 * file's alone while the files ran one after another.
 */
import { inject } from "vitest";

const servers = inject("servers");
const slot = Math.max(1, Number(process.env.VITEST_POOL_ID ?? 1));
const mine = servers[(slot - 1) % servers.length];

export const baseUrl = mine.baseUrl;
/** The server's DATA_DIR: its outbox holds the mails it wrote (no SMTP_URL), e.g. a confirmation link. */
export const dataDir = mine.dataDir;
