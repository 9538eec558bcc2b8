/**
 * Build of the back office. The Node server serves admin/dist at /admin (and the same index.html at
 * /admin-login), so assets live under the base /admin/. react-admin uses a hash router, so no
 * server-side routes are needed beyond those two.
 */
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/** The Node server the dev server proxies to (`API_URL=http://localhost:4100 npm run dev -w admin`). */
const API = process.env.API_URL ?? "http://localhost:4000";

/** In development, answer /admin-login and /admin-invitation with the same index.html, as the server does in production. */
const adminLoginInDev = (): Plugin => ({
  name: "admin-login-dev",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (/^\/admin-(login|invitation)(\?|$)/.test(req.url ?? "")) req.url = "/admin/";
      next();
    });
  },
});

/** Vendor groups, so the login page loads only React and MUI, and no single chunk is huge. */
const vendor = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join("|")})[\\\\/]`);

/** The blog's rich text editor: ra-input-rich-text, tiptap and ProseMirror. */
const RICH_TEXT = ["ra-input-rich-text", "@tiptap", "prosemirror-[a-z-]+", "orderedmap", "rope-sequence", "w3c-keyname", "linkifyjs"];

export default defineConfig({
  base: "/admin/",
  plugins: [react(), adminLoginInDev()],
  resolve: {
    alias: [
      // The one rupee formatter, shared with the server's mails and the storefront.
      { find: /^@shop\/money$/, replacement: fileURLToPath(new URL("../server/src/core/money.ts", import.meta.url)) },
      // The states with their GST codes and the GST rules, shared with the server.
      { find: /^@shop\/gst$/, replacement: fileURLToPath(new URL("../server/src/core/gst.ts", import.meta.url)) },
      // The staff's roles and what each is for, as the server checks them (issue 47).
      { find: /^@shop\/roles$/, replacement: fileURLToPath(new URL("../server/src/core/roles.ts", import.meta.url)) },
      // Only ra-data-graphql imports @apollo/client here, and we hand it our own client.
      { find: /^@apollo\/client$/, replacement: fileURLToPath(new URL("./src/dataProvider/apolloShim.ts", import.meta.url)) },
    ],
  },
  server: {
    port: 5174,
    proxy: {
      "/graphql": API,
      "/media": API,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: vendor("react", "react-dom", "scheduler"), priority: 40 },
            { name: "mui", test: vendor("@mui", "@emotion", "@popperjs", "react-transition-group", "stylis", "clsx"), priority: 30, entriesAware: true },
            {
              name: "graphql",
              test: vendor(
                "graphql",
                "@apollo",
                "ra-data-graphql",
                "ra-data-graphql-simple",
                "graphql-ast-types-browser",
                "pluralize",
                "@wry",
                "optimism",
                "zen-observable",
                "zen-observable-ts",
                "ts-invariant",
                "symbol-observable",
                "tslib",
                "rehackt",
              ),
              priority: 20,
            },
            { name: "router", test: vendor("react-router", "react-router-dom", "cookie", "set-cookie-parser"), priority: 25 },
            {
              name: "ra-core",
              test: vendor("ra-core", "@tanstack", "react-hook-form", "lodash", "node-polyglot", "inflection", "ra-i18n-polyglot", "ra-language-english"),
              priority: 15,
            },
            // Everything else but the blog's rich text editor, which only the blog form loads. The
            // editor's group ranks below this one, so react-admin modules it imports stay here.
            { name: "react-admin", test: new RegExp(`[\\\\/]node_modules[\\\\/](?!${RICH_TEXT.join("|")})`), priority: 10 },
            { name: "rich-text", test: vendor(...RICH_TEXT), priority: 5 },
          ],
        },
      },
    },
  },
});
