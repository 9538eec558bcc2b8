/**
 * Entry point of `npm start`: validate the environment, start the one process, and stop it
 * gracefully on SIGTERM or SIGINT (see RunningApp.close): the requests in flight finish, then the
 * process exits 0. A second signal during the drain stops it at once (exit 1).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { startApp } from "./app.js";
import { ConfigError, loadConfig } from "../config/config.js";
import { createLogger, routeConsole } from "../observability/log.js";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config.log);
  // The modules' own console.error(...) lines become JSON lines of the same log, scrubbed alike.
  routeConsole(logger);
  process.on("uncaughtException", (err) => {
    logger.fatal({ err }, "Uncaught exception: stopping");
    logger.flush();
    process.exit(1);
  });
  process.on("unhandledRejection", (err) => logger.error({ err }, "Unhandled promise rejection"));

  const app = await startApp(config, { logger });
  if (app.generatedAdminPassword) {
    if (config.log.format === "pretty") {
      // Someone is at the terminal: the password is shown to them once, and never written to a log.
      process.stdout.write(
        `\n  First admin created. Sign in at /admin-login with:\n    username: ${config.admin.username}\n    password: ${app.generatedAdminPassword}\n  This password is shown only once. Change it under Settings.\n\n`,
      );
    } else {
      // A service's output is a log kept for months: the password goes to a file only its owner reads.
      const file = path.join(config.dataDir, "secrets", "first-admin-password");
      writeFileSync(file, `${app.generatedAdminPassword}\n`, { mode: 0o600 });
      logger.warn(
        { username: config.admin.username, file },
        "First admin created: its password is in the file named here (read it once, delete it, change the password under Settings)",
      );
    }
  }
  logger.info(
    { url: app.url.replace("127.0.0.1", "localhost"), database: config.dialect === "mysql" ? "MySQL" : `SQLite in ${config.dataDir}` },
    "Wildlife print shop listening",
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "Second signal during the shutdown: stopping now");
      logger.flush();
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, graceS: config.shutdownGraceMs / 1000 }, "Shutting down: draining the requests in flight");
    try {
      await app.close();
      logger.flush();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, "Shutdown failed");
      logger.flush();
      process.exit(1);
    }
  };
  process.on("SIGINT", (s) => void stop(s));
  process.on("SIGTERM", (s) => void stop(s));
}

main().catch((err) => {
  console.error("Start-up failed:", err);
  process.exit(1);
});
