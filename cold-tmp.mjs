import { spawn } from "node:child_process";
const dir = process.argv[2];
const t0 = performance.now();
const s = spawn(process.execPath, [process.argv[3] ?? "", "dist/main.js"].filter(Boolean), { env: { ...process.env, PORT: "4932", DATA_DIR: dir, SEED_DEMO: "true", ADMIN_PASSWORD: "x-bench-pass" }, stdio: "ignore" });
for (;;) { try { const r = await fetch("http://127.0.0.1:4932/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{ locations { id } }"}' }); if (r.ok) break; } catch {} await new Promise(r => setTimeout(r, 5)); }
const t1 = performance.now();
await new Promise(r => setTimeout(r, 1500));
const st = (await import("node:fs")).readFileSync(`/proc/${s.pid}/status`, "utf8");
console.log("cold start ms", Math.round(t1 - t0), st.match(/VmRSS:\s+\d+ kB/)[0]);
s.kill();
