/** What the benches print of a list of timings, and what they read of a process from Linux's /proc (CPU, memory, the listener of a port). */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** The q-quantile (0–1) of timings sorted ascending, by the nearest rank; NaN when there are none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * The CPU time (user + system, ms) a process has used so far, from Linux's /proc; NaN where there is no
 * /proc or the process is gone. A count of work, not of waiting: it tells a slower host from more work.
 */
export function cpuMs(pid: number): number {
  try {
    // The fields after the command's name (which may hold spaces) start at its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name; in clock ticks (USER_HZ, 100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** A process's program name (/proc/PID/comm), or undefined once it is gone. */
export function nameOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** The process ids of a program by its name (`pgrep -x`), or none. */
export function pidsOf(name: string): number[] {
  try {
    return execFileSync("pgrep", ["-x", name], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The process listening on this TCP port of this machine (from /proc/net/tcp and tcp6: the listening
 * socket's inode, then the process holding it), or undefined. Where two database servers run, the one
 * the bench talks to, not both.
 */
export function listenerOf(port: number): number | undefined {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    // sl local_address rem_address st … inode: the local port in hex after the colon, 0A is LISTEN.
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[3] === "0A" && parseInt(fields[1].split(":")[1], 16) === port) inodes.add(`socket:[${fields[9]}]`);
    }
  }
  if (!inodes.size) return undefined;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // Closed in the meantime.
      }
    }
  }
  return undefined;
}

/** A process's resident memory and its peak so far (MB), from /proc/PID/status (VmRSS, VmHWM). */
export type Rss = { rss: number; peak: number };
export function rss(pid: number): Rss {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}
