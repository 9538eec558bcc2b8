/**
 * A MariaDB server of a test's own: its own data directory, port and socket, started from Debian's
 * mariadbd, which the test may stop and start again (the database going away under a running app)
 * without touching the shared server on 3306 that every other test uses.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { createConnection } from "mysql2/promise";
import { freePort } from "./child-server.js";

const MARIADBD = ["/usr/sbin/mariadbd", "/usr/sbin/mysqld"].find((p) => existsSync(p));
const INSTALL_DB = ["/usr/bin/mariadb-install-db", "/usr/bin/mysql_install_db"].find((p) => existsSync(p));

/** Whether this machine has the MariaDB server binaries a private server needs. */
export const canRunPrivateMariaDb = !!MARIADBD && !!INSTALL_DB;

export interface PrivateMariaDb {
  port: number;
  /** `mysql://root@127.0.0.1:<port>/<database>` (the database is created by `createDatabase`). */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** Stops the server (SIGTERM, as a service manager would) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, and waits until it answers. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

/** `args`: more of mariadbd's options, such as a global setting the shared server must keep (`--default-time-zone=+05:30`). */
export async function startPrivateMariaDb(opts: { args?: string[] } = {}): Promise<PrivateMariaDb> {
  if (!MARIADBD || !INSTALL_DB) throw new Error("MariaDB's server is not installed (apt-get install mariadb-server)");
  const dir = mkdtempSync(path.join(tmpdir(), "shop-mariadb-"));
  const data = path.join(dir, "data");
  mkdirSync(data);
  // mariadbd refuses to run as root: as root, it runs as mysql, which must own its directory.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { uid, gid } = mysqlUser();
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  const user = asRoot ? ["--user=mysql"] : [];
  // Its own temporary files from the start: the bootstrap server mariadb-install-db runs takes every
  // '#sql…' file of its tmpdir for a leftover of its own and deletes it; in the shared /tmp those were
  // the shared MariaDB's temporary tables, deleted under a running query ("Error on delete of
  // '/tmp/#sql-temptable-….MAI' (Errcode: 2)", a test of another file failing at random).
  const install = spawnSync(
    INSTALL_DB,
    ["--no-defaults", `--datadir=${data}`, `--tmpdir=${dir}`, "--auth-root-authentication-method=normal", "--skip-test-db", ...user],
    {
      encoding: "utf8",
    },
  );
  if (install.status !== 0) throw new Error(`mariadb-install-db failed:\n${install.stdout}\n${install.stderr}`);
  const port = await freePort();
  const args = [
    "--no-defaults",
    `--datadir=${data}`,
    `--port=${port}`,
    "--bind-address=127.0.0.1",
    `--socket=${path.join(dir, "mysqld.sock")}`,
    `--pid-file=${path.join(dir, "mysqld.pid")}`,
    `--log-error=${path.join(dir, "error.log")}`,
    // Its own temporary files, for the same reason as its installation's.
    `--tmpdir=${dir}`,
    "--skip-log-bin",
    "--innodb-buffer-pool-size=32M",
    "--innodb-log-file-size=8M",
    ...(opts.args ?? []),
    ...user,
  ];
  let server: ChildProcess | undefined;
  const base = `mysql://root@127.0.0.1:${port}`;

  const start = async () => {
    server = spawn(MARIADBD, args, { stdio: "ignore" });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`mariadbd exited (${server.exitCode}):\n${tail(path.join(dir, "error.log"))}`);
      try {
        const conn = await createConnection(base);
        await conn.end();
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`mariadbd did not answer within a minute:\n${tail(path.join(dir, "error.log"))}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const stop = async () => {
    const running = server;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    port,
    url: (database) => `${base}/${database}`,
    async createDatabase(name) {
      const conn = await createConnection(base);
      await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.end();
      return `${base}/${name}`;
    },
    stop,
    start,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The uid and gid of the user mariadbd runs as when started by root. */
export function mysqlUser(): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("mysql:"));
  if (!line) throw new Error("no mysql user on this machine (apt-get install mariadb-server creates it)");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

function tail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-20).join("\n");
  } catch {
    return "(no error log)";
  }
}
