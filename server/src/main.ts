/** Entry point of `npm start`: validate the environment, start the one process, stop cleanly. */
import { startApp } from "./app.js";
import { ConfigError, loadConfig } from "./config/config.js";

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
  const app = await startApp(config, { log: (m) => console.log(m) });
  if (app.generatedAdminPassword) {
    console.log("");
    console.log("  First admin created. Sign in at /admin-login with:");
    console.log(`    username: ${config.admin.username}`);
    console.log(`    password: ${app.generatedAdminPassword}`);
    console.log("  This password is shown only once. Change it under Settings.");
    console.log("");
  }
  console.log(`Wildlife print shop on http://localhost:${config.port} (${config.dialect === "mysql" ? "MySQL" : `SQLite in ${config.dataDir}`})`);

  const stop = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  console.error("Start-up failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
