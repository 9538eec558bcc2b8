/**
 * Programs from Debian's packages that a test runs (nginx, haproxy): installed where missing, as
 * .ci/run installs Chromium, so that the test runs the real thing on any machine of the project.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { userInfo } from "node:os";

/** `{ "/usr/sbin/nginx": "nginx" }`: each program's path and the package that brings it. */
export function ensureDebianPackages(programs: Record<string, string>): void {
  const missing = Object.entries(programs)
    .filter(([program]) => !existsSync(program))
    .map(([, pkg]) => pkg);
  if (!missing.length) return;
  if (userInfo().uid !== 0) throw new Error(`${missing.join(", ")} not installed: apt-get install -y ${missing.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
  if (install.status !== 0) throw new Error(`apt-get install ${missing.join(" ")} failed`);
}
