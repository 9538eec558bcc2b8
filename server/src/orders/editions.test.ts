/**
 * Limited editions (issue 45): the shop never sells more prints than the edition's size, never gives
 * two prints the same number, gives an abandoned order's prints back, and frees the numbers of an
 * order cancelled after payment. On both databases, with two instances serving the same rush.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPrint,
  CUSTOMER,
  dialect,
  secondInstance,
  simulatedPayment,
  startTestApp,
  TEST_KEY_SECRET,
  type TestApp,
  restCartRow,
} from "../../test/harness.js";
import type { RunningApp } from "../app/app.js";
import { EDITION_SOLD_WHILE_PAYING } from "./order-editions.js";
import { EDITION_HOLDS_PER_CLIENT, tooManyEditionHolds } from "./order.service.js";

const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId bookingGroupId amountPaise } }`;
const CONFIRM = `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status items { quantity editionNumbers } } }`;
const EDITION = `query($id: ID!) { PortfolioItem(id: $id) { edition { size artistProofs sold reserved remaining closed } } }`;
const UPDATE = `mutation($id: ID!, $size: Int, $proofs: Int, $closed: Boolean) { updatePortfolioItem(id: $id, editionSize: $size, artistProofs: $proofs, editionClosed: $closed) { id edition { size remaining closed } } }`;
const CANCEL = `mutation($o: String!, $r: String!) { cancelOrder(orderId: $o, reason: $r) { status } }`;

describe(`limited editions (${dialect})`, () => {
  let app: TestApp;
  let other: RunningApp;

  beforeAll(async () => {
    // Behind a proxy, as deployed: each buyer is a client of its own to the per-client limits (X-Forwarded-For).
    app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, TRUST_PROXY: "1" });
    other = await secondInstance(app, { RAZORPAY_KEY_SECRET: TEST_KEY_SECRET, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const admin = async (query: string, variables: Record<string, unknown>) => app.gql(query, variables, { token: await app.token() });
  /** A print made a limited edition of `size` by the owner. */
  const editionPrint = async (title: string, size: number) => {
    const print = await createPrint(app, title, [2500]);
    const res = await admin(UPDATE, { id: print.id, size, proofs: 2 });
    expect(res.body.errors).toBeUndefined();
    return print;
  };
  const edition = async (id: string) => (await app.gql(EDITION, { id }, { token: await app.token() })).body.data.PortfolioItem.edition;
  const line = (print: { id: string; frames: { id: string }[] }, quantity = 1) => [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity }];
  let clients = 0;
  /** A buyer's own address: the limit of edition prints held per client counts each apart, as it counts real buyers. */
  const newClient = () => `10.45.${++clients >> 8}.${clients & 255}`;
  /** A checkout against one instance or the other, by a new buyer unless `client` is given. */
  const start = async (url: string, items: ReturnType<typeof line>, phone = CUSTOMER.phone, client = newClient()) => {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify({ query: START, variables: { c: { ...CUSTOMER, phone }, i: items } }),
    });
    const body = (await res.json()) as { data?: { startCheckout: { orderId: string } }; errors?: { message: string; extensions: { code: string } }[] };
    return { ...body, status: res.status };
  };
  const pay = async (url: string, orderId: string) => {
    const { paymentId, signature } = await simulatedPayment({ url }, orderId);
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: CONFIRM, variables: { o: orderId, p: paymentId, s: signature } }),
    });
    return ((await res.json()) as { data: { confirmPayment: { status: string; items: { quantity: number; editionNumbers: number[] }[] } } }).data
      .confirmPayment;
  };
  const buy = async (items: ReturnType<typeof line>) => {
    const started = await start(app.url, items);
    expect(started.errors).toBeUndefined();
    return { orderId: started.data!.startCheckout.orderId, receipt: await pay(app.url, started.data!.startCheckout.orderId) };
  };

  it("the owner's edition: 1–500 prints and 0–5 proofs, never raised, lowered only to what is sold and reserved, closed for good", async () => {
    const print = await createPrint(app, "Painted Stork", [1800]);
    expect(await edition(print.id)).toBeNull();
    for (const [size, proofs] of [
      [0, 0],
      [501, 0],
      [25, 6],
    ]) {
      const res = await admin(UPDATE, { id: print.id, size, proofs });
      expect(res.body.errors?.[0].extensions.code).toBe("BAD_USER_INPUT");
    }
    expect((await admin(UPDATE, { id: print.id, size: 10 })).body.data.updatePortfolioItem.edition).toEqual({ size: 10, remaining: 10, closed: false });
    const raised = await admin(UPDATE, { id: print.id, size: 11 });
    expect(raised.body.errors?.[0]).toMatchObject({ message: "An edition's size can never be raised (it is 10)", extensions: { code: "BAD_USER_INPUT" } });
    await buy(line(print, 3));
    await start(app.url, line(print, 2));
    const below = await admin(UPDATE, { id: print.id, size: 4 });
    expect(below.body.errors?.[0].message).toBe("The edition cannot be smaller than the prints sold and reserved (5)");
    expect((await admin(UPDATE, { id: print.id, size: 5 })).body.data.updatePortfolioItem.edition).toEqual({ size: 5, remaining: 0, closed: false });
    expect(await edition(print.id)).toEqual({ size: 5, artistProofs: 0, sold: 3, reserved: 2, remaining: 0, closed: false });
    const closed = await admin(UPDATE, { id: print.id, closed: true });
    expect(closed.body.data.updatePortfolioItem.edition).toMatchObject({ closed: true, remaining: 0 });
    expect((await admin(UPDATE, { id: print.id, closed: false })).body.errors?.[0].message).toBe("A closed edition cannot be reopened");
    // Sold and reserved: neither the print nor its last frame can be deleted (its ledger stands for it).
    const deleted = await admin(`mutation($id: ID!) { deletePortfolioItem(id: $id) { id } }`, { id: print.id });
    expect(deleted.body.errors?.[0]).toMatchObject({
      message: "A limited edition with prints sold or reserved cannot be deleted: close the edition instead",
      extensions: { code: "CONFLICT" },
    });
    expect((await admin(`mutation($id: ID!) { deleteFramePrice(id: $id) }`, { id: print.frames[0].id })).body.errors?.[0].extensions.code).toBe("CONFLICT");
    expect(await edition(print.id)).toMatchObject({ sold: 3, reserved: 2 });
  });

  it("a size is never lowered below the highest number sold, even when fewer prints are sold now", async () => {
    const print = await editionPrint("Purple Heron", 5);
    const first = await buy(line(print, 3));
    await buy(line(print));
    // No. 4 stands, Nos. 1–3 go back: 1 sold, but the edition cannot be smaller than 4.
    expect((await admin(CANCEL, { o: first.orderId, r: "Returned" })).body.data.cancelOrder.status).toBe("cancelled");
    expect(await edition(print.id)).toMatchObject({ sold: 1, remaining: 4 });
    const lowered = await admin(UPDATE, { id: print.id, size: 3 });
    expect(lowered.body.errors?.[0]).toMatchObject({
      message: "The edition cannot be smaller than its highest number sold (4)",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await admin(UPDATE, { id: print.id, size: 4 })).body.data.updatePortfolioItem.edition).toEqual({ size: 4, remaining: 3, closed: false });
  });

  it("an edition with prints sold or reserved never becomes an open edition: a size of null keeps it", async () => {
    const print = await editionPrint("Eurasian Spoonbill", 6);
    await buy(line(print, 2));
    await start(app.url, line(print));
    const res = await admin(UPDATE, { id: print.id, size: null });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updatePortfolioItem.edition).toEqual({ size: 6, remaining: 3, closed: false });
    expect(await edition(print.id)).toMatchObject({ size: 6, sold: 2, reserved: 1 });
  });

  // MariaDB only: its REPEATABLE READ answers a plain read from the transaction's snapshot (SQLite's
  // writers take turns, so no reservation can come between the read and the update there).
  it.runIf(dialect === "mysql")(
    "a lowering refused because another instance reserved prints after the update's first read names the count committed, not the snapshot's",
    async () => {
      const print = await editionPrint("Asian Openbill", 10);
      await buy(line(print, 3));
      const shop = app.services.shop;
      const highest = shop.highestEditionNumber!;
      let reserved: Awaited<ReturnType<typeof start>> | undefined;
      // The update asks the highest number sold after its first read of the print and before its
      // conditional update: there, the other instance reserves 2 and commits. The real check runs as ever.
      shop.highestEditionNumber = async (em, id) => {
        reserved ??= await start(other.url, line(print, 2));
        return highest(em, id);
      };
      try {
        const lowered = await admin(UPDATE, { id: print.id, size: 4 });
        expect(reserved?.errors).toBeUndefined();
        expect(lowered.body.errors?.[0]).toMatchObject({
          message: "The edition cannot be smaller than the prints sold and reserved (5)",
          extensions: { code: "BAD_USER_INPUT" },
        });
      } finally {
        shop.highestEditionNumber = highest;
      }
      expect(await edition(print.id)).toMatchObject({ size: 10, sold: 3, reserved: 2, remaining: 5 });
    },
  );

  it("a rush of 50 buyers, on two instances, for the last 3 prints: exactly 3 paid orders numbered 23, 24 and 25, and 47 clear refusals", async () => {
    const print = await editionPrint("Indian Pitta", 25);
    // 22 sold to three buyers (one checkout holds at most EDITION_HOLDS_PER_CLIENT prints).
    for (const quantity of [10, 10, 2]) await buy(line(print, quantity));
    expect(await edition(print.id)).toMatchObject({ sold: 22, reserved: 0, remaining: 3 });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const url = i % 2 ? other.url : app.url;
        const started = await start(url, line(print), `98400${String(10000 + i).padStart(5, "0")}`);
        if (started.errors) return { refused: started.errors[0] };
        return { receipt: await pay(url, started.data!.startCheckout.orderId) };
      }),
    );
    const paid = outcomes.flatMap((o) => (o.receipt ? [o.receipt] : []));
    const refused = outcomes.flatMap((o) => (o.refused ? [o.refused] : []));
    expect(paid).toHaveLength(3);
    expect(paid.every((r) => r.status === "new")).toBe(true);
    expect(paid.flatMap((r) => r.items[0].editionNumbers).sort((a, b) => a - b)).toEqual([23, 24, 25]);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      expect(r.extensions.code).toBe("BAD_USER_INPUT");
      expect(r.message).toMatch(/^(This edition is sold out|Only [12] prints? of this edition (is|are) left)$/);
    }
    expect(await edition(print.id)).toMatchObject({ sold: 25, reserved: 0, remaining: 0 });
    const numbers = await app.ds.query("SELECT number FROM edition_certificates WHERE portfolioItemId = ? AND activeNumber IS NOT NULL ORDER BY number", [
      Number(print.id),
    ]);
    expect(numbers.map((r: { number: number }) => Number(r.number))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // Sold out: the cart is refused with the buyer's message, before any write.
    const after = await start(app.url, line(print));
    expect(after.errors?.[0]).toMatchObject({ message: "This edition is sold out", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("ten orders of one edition paid at once, on two instances, hold ten different numbers, lowest first", async () => {
    const print = await editionPrint("Oriental Darter", 20);
    const started = await Promise.all(Array.from({ length: 10 }, (_, i) => start(app.url, line(print), `98410${String(10000 + i).padStart(5, "0")}`)));
    expect(await edition(print.id)).toMatchObject({ reserved: 10, sold: 0, remaining: 10 });
    const receipts = await Promise.all(started.map((s, i) => pay(i % 2 ? other.url : app.url, s.data!.startCheckout.orderId)));
    expect(receipts.flatMap((r) => r.items[0].editionNumbers).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await edition(print.id)).toMatchObject({ reserved: 0, sold: 10, remaining: 10 });
  });

  it("the REST checkout reserves the edition's prints when create_order seals it, and refuses the seal when too few are left", async () => {
    const print = await editionPrint("Spot-billed Pelican", 3);
    const row = (group: string, quantity: number) => restCartRow(group, print.id, print.frames[0].id, quantity);
    const first = `BG${Date.now()}1`;
    const second = `BG${Date.now()}2`;
    expect((await app.rest("POST", "/saveInTemp", { form: row(first, 2) })).status).toBe(201);
    expect((await app.rest("POST", "/saveInTemp", { form: row(second, 2) })).status).toBe(201);
    // Saved rows reserve nothing: the seal does.
    expect(await edition(print.id)).toMatchObject({ reserved: 0, remaining: 3 });
    expect((await app.rest("POST", `/create_order?id=${first}`)).status).toBe(200);
    expect(await edition(print.id)).toMatchObject({ reserved: 2, remaining: 1 });
    const refused = await app.rest("POST", `/create_order?id=${second}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Only 1 print of this edition is left");
    const [unsealed] = await app.ds.query("SELECT paymentAmountPaise, editionHeld FROM orders WHERE bookingGroupId = ?", [second]);
    expect(unsealed.paymentAmountPaise).toBeNull();
    expect(Number(unsealed.editionHeld)).toBe(0);
    expect(await edition(print.id)).toMatchObject({ reserved: 2, remaining: 1 });
  });

  it("a cart asking for more than is left is refused with how many are, two frame sizes of one print counted together", async () => {
    const print = await editionPrint("Black Baza", 4);
    const res = await start(app.url, [...line(print, 3), { portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 2 }]);
    expect(res.errors?.[0]).toMatchObject({ message: "Only 4 prints of this edition are left", extensions: { code: "BAD_USER_INPUT" } });
    await buy(line(print, 3));
    expect((await start(app.url, line(print, 2))).errors?.[0].message).toBe("Only 1 print of this edition is left");
  });

  it("an expired order gives its reservation back; paid late, it takes the prints anew if the edition has them", async () => {
    const print = await editionPrint("Malabar Trogon", 3);
    const started = await start(app.url, line(print, 2));
    const orderId = started.data!.startCheckout.orderId;
    const { paymentId, signature } = await simulatedPayment(app, orderId);
    expect(await edition(print.id)).toMatchObject({ reserved: 2, remaining: 1 });
    await app.services.orders.expireUnpaid(new Date(Date.now() + 31 * 60_000));
    expect(await edition(print.id)).toMatchObject({ reserved: 0, remaining: 3 });
    // Expired twice over (two sweeps): given back once.
    await app.services.orders.expireUnpaid(new Date(Date.now() + 32 * 60_000));
    expect(await edition(print.id)).toMatchObject({ reserved: 0, sold: 0 });
    const late = await app.gql(CONFIRM, { o: orderId, p: paymentId, s: signature });
    expect(late.body.data.confirmPayment).toEqual({ status: "new", items: [{ quantity: 2, editionNumbers: [1, 2] }] });
    expect(await edition(print.id)).toMatchObject({ sold: 2, reserved: 0, remaining: 1 });
  });

  it("a late capture of an expired order the edition no longer has prints for goes to payment review, never to a print beyond the size", async () => {
    const print = await editionPrint("Nilgiri Flycatcher", 1);
    const started = await start(app.url, line(print));
    const orderId = started.data!.startCheckout.orderId;
    const { paymentId, signature } = await simulatedPayment(app, orderId);
    await app.services.orders.expireUnpaid(new Date(Date.now() + 31 * 60_000));
    const other = await buy(line(print));
    expect(other.receipt.items[0].editionNumbers).toEqual([1]);
    // The buyer is told why, in their language: not that the payment does not match the order.
    const late = await app.gql(CONFIRM, { o: orderId, p: paymentId, s: signature });
    expect(late.body.errors?.[0]).toMatchObject({
      message: EDITION_SOLD_WHILE_PAYING,
      extensions: { code: "CONFLICT", messageCode: "payment.editionSoldOut" },
    });
    // Told again (the browser retries): the same answer, one review.
    expect((await app.gql(CONFIRM, { o: orderId, p: paymentId, s: signature })).body.errors?.[0]).toMatchObject({
      extensions: { messageCode: "payment.editionSoldOut" },
    });
    const [order] = await app.ds.query("SELECT status, cancelReason FROM orders WHERE providerOrderId = ?", [orderId]);
    expect(order).toMatchObject({ status: "cancelled", cancelReason: "expired" });
    const reviews = await app.ds.query("SELECT reason FROM payment_reviews WHERE paymentId = ?", [paymentId]);
    expect(reviews).toEqual([{ reason: "order_not_payable" }]);
    expect(await edition(print.id)).toMatchObject({ size: 1, sold: 1, reserved: 0, remaining: 0 });
    expect(await app.ds.query("SELECT number FROM edition_certificates WHERE portfolioItemId = ?", [Number(print.id)])).toHaveLength(1);
  });

  it("cancelling a paid order voids its certificates and returns their numbers: the next buyer gets the lowest free one", async () => {
    const print = await editionPrint("Great Hornbill", 3);
    const first = await buy(line(print, 2));
    const second = await buy(line(print));
    expect([first.receipt.items[0].editionNumbers, second.receipt.items[0].editionNumbers]).toEqual([[1, 2], [3]]);
    expect((await admin(CANCEL, { o: first.orderId, r: "The buyer changed their mind" })).body.data.cancelOrder.status).toBe("cancelled");
    expect(await edition(print.id)).toMatchObject({ sold: 1, remaining: 2 });
    const certificates = await app.ds.query("SELECT number, activeNumber, voidReason FROM edition_certificates WHERE portfolioItemId = ? ORDER BY id", [
      Number(print.id),
    ]);
    expect(
      certificates.map((c: { number: number; activeNumber: number | null; voidReason: string | null }) => [Number(c.number), c.activeNumber, c.voidReason]),
    ).toEqual([
      [1, null, "The order was cancelled"],
      [2, null, "The order was cancelled"],
      [3, 3, null],
    ]);
    const third = await buy(line(print));
    expect(third.receipt.items[0].editionNumbers).toEqual([1]);
  });
  describe("the prints of limited editions one client's unpaid checkouts hold", () => {
    const TOO_MANY = tooManyEditionHolds(30);
    const orderCount = async () => Number((await app.ds.query("SELECT COUNT(*) AS n FROM orders"))[0].n);
    /** A REST cart saved (saveInTemp) by `client`, one row of `quantity` prints. */
    const saveRow = async (client: string, group: string, print: { id: string; frames: { id: string }[] }, quantity: number) => {
      const form = restCartRow(group, print.id, print.frames[0].id, quantity);
      expect((await app.rest("POST", "/saveInTemp", { form, headers: { "x-forwarded-for": client } })).status).toBe(201);
    };

    it(`are at most ${EDITION_HOLDS_PER_CLIENT} in 30 minutes: past it a 429 with the buyer's message and nothing written; another client and open editions are not limited`, async () => {
      expect(EDITION_HOLDS_PER_CLIENT).toBe(20);
      const print = await editionPrint("Greater Flamingo", 40);
      const open = await createPrint(app, "House Sparrow", [900]);
      const holder = newClient();
      expect((await start(app.url, line(print, 12), CUSTOMER.phone, holder)).errors).toBeUndefined();
      // Counted across instances: the second instance sees the first's twelve.
      expect((await start(other.url, line(print, 8), CUSTOMER.phone, holder)).errors).toBeUndefined();
      expect(await edition(print.id)).toMatchObject({ reserved: 20, remaining: 20 });
      const orders = await orderCount();
      for (const url of [app.url, other.url]) {
        const refused = await start(url, line(print), CUSTOMER.phone, holder);
        expect(refused.status).toBe(429);
        expect(refused.errors?.[0]).toMatchObject({
          message: TOO_MANY,
          extensions: { code: "TOO_MANY_REQUESTS", messageCode: "checkout.tooManyEditionHolds" },
        });
      }
      // A cart of open-edition prints and one edition print is refused whole: nothing is written, nothing reserved.
      expect((await start(app.url, [...line(open, 2), ...line(print)], CUSTOMER.phone, holder)).status).toBe(429);
      expect(await orderCount()).toBe(orders);
      expect(await edition(print.id)).toMatchObject({ reserved: 20, remaining: 20 });
      // Ordinary shopping is never limited: open-edition prints count nothing.
      for (let i = 0; i < 3; i++) expect((await start(app.url, line(open, 12), CUSTOMER.phone, holder)).errors).toBeUndefined();
      // Another buyer is not affected.
      expect((await start(app.url, line(print, 10))).errors).toBeUndefined();
      expect(await edition(print.id)).toMatchObject({ reserved: 30, remaining: 10 });
      // One checkout of more than the limit is refused however little the client holds, as bad input: no wait would let it through.
      // (Two editions: a line holds at most MAX_LINE_QUANTITY, 20.)
      const large = await editionPrint("Chilean Flamingo", 40);
      const also = await editionPrint("American Flamingo", 40);
      const tooLarge = await start(app.url, [...line(large, 11), ...line(also, EDITION_HOLDS_PER_CLIENT - 10)], CUSTOMER.phone, newClient());
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.errors?.[0]).toMatchObject({
        message: "One order may hold at most 20 prints of limited editions. Please write to us for more.",
        extensions: { code: "BAD_USER_INPUT", messageCode: "checkout.editionOrderTooLarge", messageValues: { max: 20 } },
      });
      expect(await edition(large.id)).toMatchObject({ reserved: 0 });
      expect(await edition(also.id)).toMatchObject({ reserved: 0 });
    });

    it("two checkouts of one client at once cannot both pass on the same room, and a refusal holds nothing against the client", async () => {
      const print = await editionPrint("Lesser Flamingo", 25);
      const client = newClient();
      const both = await Promise.all([app.url, other.url].map((url) => start(url, line(print, 12), CUSTOMER.phone, client)));
      expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
      expect(await edition(print.id)).toMatchObject({ reserved: 12 });
      // The refused twelve went back: eight more fit (12 + 8), a ninth does not.
      expect((await start(app.url, line(print, 8), CUSTOMER.phone, client)).errors).toBeUndefined();
      expect((await start(app.url, line(print), CUSTOMER.phone, client)).status).toBe(429);
      expect(await edition(print.id)).toMatchObject({ reserved: 20 });
    });

    it("a seal refused because the prints went meanwhile gives the client's points back", async () => {
      const print = await editionPrint("Demoiselle Crane", 25);
      const client = newClient();
      expect((await start(app.url, line(print, 18), CUSTOMER.phone, client)).errors).toBeUndefined();
      // The last prints of another edition go to another buyer between this client's cart and its seal (REST).
      const scarce = await editionPrint("Siberian Crane", 3);
      const group = `BG${Date.now()}7`;
      await saveRow(client, group, scarce, 2);
      expect((await start(app.url, line(scarce, 2))).errors).toBeUndefined();
      const refused = await app.rest("POST", `/create_order?id=${group}`, { headers: { "x-forwarded-for": client } });
      expect(refused).toMatchObject({ status: 400, body: { message: "Only 1 print of this edition is left" } });
      // Its two went back: two more fit (18 + 2), as they would not had the refused seal kept them.
      expect((await start(app.url, line(print, 2), CUSTOMER.phone, client)).errors).toBeUndefined();
      expect((await start(app.url, line(print), CUSTOMER.phone, client)).status).toBe(429);
    });

    it("the REST checkout counts its seal's prints: past the limit create_order answers 429 and the order stays unsealed, holding nothing", async () => {
      const print = await editionPrint("Sarus Crane", 25);
      const client = newClient();
      const first = `BG${Date.now()}3`;
      const second = `BG${Date.now()}4`;
      await saveRow(client, first, print, 14);
      await saveRow(client, second, print, 7);
      expect((await app.rest("POST", `/create_order?id=${first}`, { headers: { "x-forwarded-for": client } })).status).toBe(200);
      // The second is refused before its seal.
      const refused = await app.rest("POST", `/create_order?id=${second}`, { headers: { "x-forwarded-for": client } });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: TOO_MANY, messageCode: "checkout.tooManyEditionHolds" });
      const [unsealed] = await app.ds.query("SELECT paymentAmountPaise, providerOrderId, editionHeld FROM orders WHERE bookingGroupId = ?", [second]);
      expect(unsealed).toMatchObject({ paymentAmountPaise: null, providerOrderId: null });
      expect(Number(unsealed.editionHeld)).toBe(0);
      expect(await edition(print.id)).toMatchObject({ reserved: 14 });
      // Another buyer seals the same cart.
      expect((await app.rest("POST", `/create_order?id=${second}`, { headers: { "x-forwarded-for": newClient() } })).status).toBe(200);
      expect(await edition(print.id)).toMatchObject({ reserved: 21 });
    });
  });
});
