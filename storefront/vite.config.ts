// Vite build of the storefront SPA. The Node server serves `dist/`; in development the
// API, media and REST shims are proxied to it so the app uses the same relative URLs.
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const api = "http://localhost:4000";
const proxy = Object.fromEntries(
  ["/graphql", "/media", "/auth"].map((path) => [path, { target: api, changeOrigin: true }]),
);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
  },
  server: { proxy },
  preview: { proxy },
});
