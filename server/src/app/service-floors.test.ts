/**
 * `ctx.services` no longer reaches every domain (issue 43, item 25). Each domain's resolvers and REST
 * shims are typed by its floor (`RequestContext<OrdersFloor>`, `OrdersFloor` in orders/services.ts):
 * its own services and those of the domains below it in DOMAIN_ORDER (.dependency-cruiser.cjs), so a
 * call upward, which dependency-cruiser cannot see because it imports nothing, does not compile.
 * Orders' calls into billing (an order's invoice link, the owner's cancel and refund) moved to
 * billing's resolvers, and the tax report's REST route from analytics to billing.
 *
 * Two proofs: the `@ts-expect-error` lines below are checked by `npx tsc -p server` (each must be an
 * error, or tsc fails); and a probe compiled with TypeScript's compiler while the test runs shows the
 * exact error of an upward call, and none for a call downward.
 */
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { AnalyticsFloor } from "../analytics/services.js";
import type { BillingFloor } from "../billing/services.js";
import type { RequestContext, Services } from "../core/context.js";
import type { MastersFloor } from "../masters/services.js";
import type { OrdersFloor } from "../orders/services.js";

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Type-level: each line marked `@ts-expect-error` is an upward call that must not compile. */
export function upwardCallsDoNotCompile(orders: RequestContext<OrdersFloor>, analytics: AnalyticsFloor, masters: MastersFloor) {
  // @ts-expect-error -- orders stand below billing: an order's refund is billing's resolver's call
  void orders.services.refunds;
  // @ts-expect-error -- nor its invoice link
  void orders.services.invoices;
  // @ts-expect-error -- the dashboard (analytics) stands below billing's tax report
  void analytics.taxReport;
  // @ts-expect-error -- masters stand below gallery
  void masters.gallery;
  // Downward is allowed: orders use payments, billing uses orders.
  return [orders.services.payments, orders.services.orders] as const;
}

/** The diagnostics TypeScript gives each probe (code of a file in `dir`, relative to server/src), compiled as one program. */
function compileProbes(dir: string, probes: string[]): string[][] {
  const files = probes.map((code) => {
    const file = path.join(server, "src", dir, `__floor-probe-${process.pid}-${randomBytes(4).toString("hex")}.ts`);
    writeFileSync(file, code);
    return file;
  });
  try {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(server, "tsconfig.json"),
      { noEmit: true, skipLibCheck: true },
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        },
      },
    )!;
    // Billing's part of Services is in the program, as in the whole server's: the probe's error is its floor's, not a missing file's.
    const program = ts.createProgram([...files, path.join(server, "src/billing/services.ts")], config.options);
    return files.map((f) => ts.getPreEmitDiagnostics(program, program.getSourceFile(f)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")));
  } finally {
    for (const f of files) rmSync(f, { force: true });
  }
}

describe("each domain reaches only its floor of the services", () => {
  it("the floors are slices of the application's services, each lower one inside the one above", () => {
    expectTypeOf<BillingFloor>().toMatchTypeOf<OrdersFloor>();
    expectTypeOf<OrdersFloor>().toMatchTypeOf<MastersFloor>();
    expectTypeOf<Services>().toMatchTypeOf<BillingFloor>();
    expectTypeOf<OrdersFloor>().not.toHaveProperty("refunds");
    expectTypeOf<OrdersFloor>().not.toHaveProperty("invoices");
    expectTypeOf<AnalyticsFloor>().not.toHaveProperty("taxReport");
    expectTypeOf<BillingFloor>().toHaveProperty("refunds");
    expect(upwardCallsDoNotCompile).toBeTypeOf("function");
  });

  it("an order resolver that calls billing does not compile; one that calls payments does", () => {
    const header =
      'import { Ctx, Query, Resolver } from "type-graphql";\nimport type { RequestContext } from "../core/context.js";\nimport type { OrdersFloor } from "./services.js";\n';
    const resolver = (name: string, service: string) =>
      `${header}@Resolver()\nexport class Probe {\n  @Query(() => String)\n  ${name}(@Ctx() ctx: RequestContext<OrdersFloor>): string {\n    return typeof ctx.services.${service};\n  }\n}\n`;
    const [up, down] = compileProbes("orders", [resolver("up", "refunds"), resolver("down", "payments")]);
    expect(up).toEqual([expect.stringMatching(/Property 'refunds' does not exist on type 'OrdersFloor'/)]);
    expect(down).toEqual([]);
  }, 180_000);
});
