/**
 * Reads see only committed rows, on the embedded database as on MariaDB (issue 42, item 20). On SQLite
 * every statement once went over one connection, so a read sent while another request's transaction
 * was open saw that transaction's writes before it committed, and kept seeing them in the public cache
 * after it rolled back. Each test writes in a transaction of the app's own data source, reads through
 * the real app (GraphQL over HTTP) while that transaction is open, rolls it back, and reads again; and
 * reads right after a commit, which must not be stale.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../app/app.js";
import { apiClient, createPrint, CUSTOMER, secondInstance, simulatedPayment, startTestApp, TEST_KEY_SECRET, type TestApp } from "../../test/harness.js";

const SHOP_ITEM = `query ($id: ID!) { shopItem(id: $id) { id title } }`;
const ORDER = `query ($o: String!) { order(orderId: $o) { orderId status } }`;

/** Runs `beside` in a transaction that wrote `writes` and is then rolled back; answers what `beside` answered. */
async function besideRolledBack<T>(app: TestApp, writes: [string, unknown[]][], beside: () => Promise<T>): Promise<T> {
  let seen: { value: T } | undefined;
  const rolledBack = new Error("rolled back on purpose");
  await expect(
    app.ds.transaction(async (em) => {
      for (const [sql, params] of writes) await em.query(sql, params);
      seen = { value: await beside() };
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
  return seen!.value;
}

describe("reads see only committed rows", () => {
  let app: TestApp;
  /** A second instance on the same database, whose writes this one learns of only through the cache's version. */
  let other: RunningApp;
  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    other = await secondInstance(app);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const title = async (id: string) => {
    const res = await app.gql(SHOP_ITEM, { id });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.shopItem.title as string;
  };

  it("a print renamed in a transaction that rolls back: the public read beside it shows the committed title, and the cache keeps nothing else", async () => {
    const print = await createPrint(app, "Committed Kingfisher", [1499]);
    const beside = await besideRolledBack(app, [["UPDATE portfolio_items SET title = ? WHERE id = ?", ["Uncommitted Kingfisher", Number(print.id)]]], () =>
      title(print.id),
    );
    expect(beside).toBe("Committed Kingfisher");
    expect(await title(print.id)).toBe("Committed Kingfisher"); // the answer the cache kept from beside the transaction
  });

  it("a cache version moved in a transaction that rolls back: after the next real change, committed on another instance, the read shows that change", async () => {
    const print = await createPrint(app, "Versioned Kingfisher", [1499]);
    const beside = await besideRolledBack(
      app,
      [
        ["UPDATE portfolio_items SET title = ? WHERE id = ?", ["Uncommitted Heron", Number(print.id)]],
        // A write's bump, in the same transaction: the read beside misses the cache and keeps its answer.
        ["UPDATE cache_versions SET version = version + 1 WHERE name = ?", ["public"]],
      ],
      () => title(print.id),
    );
    expect(beside).toBe("Versioned Kingfisher");
    // The rename commits on the other instance and moves the version to the number the rolled-back
    // transaction had given it: what this one kept beside that transaction is not served for it.
    const onOther = apiClient(other.url);
    const token = await onOther.token();
    const renamed = await onOther.gql(`mutation ($id: ID!) { updatePortfolioItem(id: $id, title: "Renamed Kingfisher") { id } }`, { id: print.id }, { token });
    expect(renamed.body.errors).toBeUndefined();
    expect(await title(print.id)).toBe("Renamed Kingfisher");
  });

  it("an order marked paid in a transaction that rolls back reads as awaiting payment beside it and after it; an order is read right after its checkout and its confirmation", async () => {
    const print = await createPrint(app, "Order Kingfisher", [1299]);
    const started = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
      c: CUSTOMER,
      i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
    });
    expect(started.body.errors).toBeUndefined();
    const orderId = started.body.data.startCheckout.orderId as string;
    const status = async () => {
      const res = await app.gql(ORDER, { o: orderId });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.order?.status as string | undefined;
    };
    expect(await status()).toBe("pending_payment"); // right after the checkout's commit

    const beside = await besideRolledBack(app, [["UPDATE orders SET status = 'new', paymentId = 'pay_never' WHERE providerOrderId = ?", [orderId]]], status);
    expect(beside).toBe("pending_payment");
    expect(await status()).toBe("pending_payment");

    const { paymentId, signature } = await simulatedPayment(app, orderId);
    const paid = await app.gql(`mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`, {
      o: orderId,
      p: paymentId,
      s: signature,
    });
    expect(paid.body.errors).toBeUndefined();
    expect(await status()).toBe("new"); // right after the confirmation's commit
  });
});
