import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, outboxMails, placePaidOrder, startTestApp, TEST_KEY_SECRET, type CartItem, type TestApp } from "../../test/harness.js";
import { ORDER_PROCESS } from "./order-process.js";
import { ORDER_STATUSES, PAID_STATUSES } from "./order.entity.js";

const ORDER_FIELDS = `id bookingGroupId providerOrderId status firstName lastName phone address pincode amountPaise courierName trackingId paidAt nextStatuses lines { title quantity frameSize frameName amountPaise categoryName }`;
const MOVE = `mutation($id: ID!, $s: String!, $c: String, $t: String) { transitionOrderToState(id: $id, state: $s, courierName: $c, trackingId: $t) { ${ORDER_FIELDS} } }`;
const LIST = `query($page: Int, $perPage: Int, $filter: OrderFilter) { allOrders(page: $page, perPage: $perPage, sortField: "paidAt", sortOrder: "DESC", filter: $filter) { ${ORDER_FIELDS} } _allOrdersMeta(filter: $filter) { count } }`;

describe("order management", () => {
  let app: TestApp;
  let token: string;
  let kite: { id: string; frames: { id: string; pricePaise: number }[] };
  let robin: { id: string; frames: { id: string; pricePaise: number }[] };
  let orderSeq = 0;

  beforeAll(async () => {
    app = await startTestApp({ RAZORPAY_MODE: "simulated", RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
    token = await app.token();
    kite = await createPrint(app, "Brahminy Kite", [1499, 2499]);
    robin = await createPrint(app, "Indian Robin", [999], "#884422");
  });
  afterAll(() => app?.close());

  const cart = (): CartItem[] => [
    { portfolioItemId: kite.id, frameId: kite.frames[1].id, quantity: 2 },
    { portfolioItemId: robin.id, frameId: robin.frames[0].id, quantity: 1 },
  ];
  /** A paid order of its own buyer (a distinct mobile number per order). */
  const paidOrder = async (items = cart()) => {
    orderSeq += 1;
    const phone = `91${String(10_000_000 + orderSeq).slice(-8)}`;
    const placed = await placePaidOrder(app, items, { phone, firstName: `Buyer${orderSeq}` });
    const found = (await app.gql(LIST, { filter: { q: placed.bookingGroupId } }, { token })).body.data.allOrders[0];
    return { ...placed, id: found.id as string, phone };
  };
  const move = (id: string, state: string, courier: { c?: string; t?: string } = {}) => app.gql(MOVE, { id, s: state, ...courier }, { token });
  const history = async (id: string) =>
    (await app.gql(`query($id: ID!) { orderHistory(orderId: $id) { fromStatus toStatus actor courierName trackingId at } }`, { id }, { token })).body.data
      .orderHistory as {
      fromStatus: string | null;
      toStatus: string;
      actor: string;
      courierName: string | null;
      trackingId: string | null;
      at: string;
    }[];
  const outbox = () => outboxMails(app);

  it("takes a paid order from new to delivered, keeping a history row and writing the buyer a mail at each step", async () => {
    const order = await paidOrder();
    const before = (await outbox()).length;

    const processing = await move(order.id, "processing");
    expect(processing.body.data.transitionOrderToState).toMatchObject({ status: "processing", nextStatuses: ["dispatched"] });
    const dispatched = await move(order.id, "dispatched", { c: " Blue Dart ", t: "BD-4471 2209" });
    expect(dispatched.body.data.transitionOrderToState).toMatchObject({
      status: "dispatched",
      courierName: "Blue Dart",
      trackingId: "BD-4471 2209",
      nextStatuses: ["delivered"],
    });
    const delivered = await move(order.id, "delivered");
    expect(delivered.body.data.transitionOrderToState).toMatchObject({ status: "delivered", nextStatuses: [] });

    const steps = await history(order.id);
    expect(steps.map((s) => [s.fromStatus, s.toStatus, s.actor])).toEqual([
      [null, "pending_payment", "checkout"],
      ["pending_payment", "new", "payment"],
      ["new", "processing", "admin:owner"],
      ["processing", "dispatched", "admin:owner"],
      ["dispatched", "delivered", "admin:owner"],
    ]);
    expect(steps[3]).toMatchObject({ courierName: "Blue Dart", trackingId: "BD-4471 2209" });
    expect(steps.every((s, i) => i === 0 || Date.parse(s.at) >= Date.parse(steps[i - 1].at))).toBe(true);

    const mails = (await outbox()).slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["meena@example.in", `Your order ${order.bookingGroupId} is being prepared`],
      ["meena@example.in", `Your order ${order.bookingGroupId} is on its way`],
      ["meena@example.in", `Your order ${order.bookingGroupId} has been delivered`],
    ]);
    expect(mails[1].text).toContain("Courier: Blue Dart\nTracking ID: BD-4471 2209");
    // Prices read in the Indian format, as everywhere: 2 × ₹2,499.00 + ₹999.00.
    expect(mails[0].text).toContain("2 × Brahminy Kite — 12x18 (Classic Black) — ₹4,998.00");
    expect(mails[0].text).toContain("Total: ₹5,997.00");
    expect(mails[0].text).toContain(`/order-acknowledgment/${order.orderId}`);
  });

  it("refuses every move the process does not declare with 409 and says what the order can do instead", async () => {
    const legal = new Set(ORDER_PROCESS.filter((m) => m.by === "admin").map((m) => `${m.from}>${m.to}`));
    const order = await paidOrder();
    const walk = ["new", "processing", "dispatched", "delivered"] as const;
    for (const [i, at] of walk.entries()) {
      for (const to of PAID_STATUSES) {
        if (legal.has(`${at}>${to}`)) continue;
        const res = await move(order.id, to, { c: "DTDC", t: "X1" });
        expect(res.status, `${at} → ${to}`).toBe(409);
        expect(res.body.errors[0].extensions.code).toBe("CONFLICT");
        expect(res.body.errors[0].message).toContain(`Order ${order.bookingGroupId} is ${at}`);
      }
      const next = walk[i + 1];
      if (next) expect((await move(order.id, next, { c: "DTDC", t: "X1" })).body.data.transitionOrderToState.status).toBe(next);
    }
    expect((await move(order.id, "processing")).body.errors[0].message).toBe(`Order ${order.bookingGroupId} is delivered: it cannot be marked as processing.`);

    // An unpaid order is not the owner's to move, and an unknown status is bad input.
    const unpaid = await app.gql(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { bookingGroupId } }`, {
      c: { firstName: "A", lastName: "B", email: "a@b.in", phone: "9123456780", address: "1 Road", city: "Chennai", state: "Tamil Nadu", pincode: "600001" },
      i: cart(),
    });
    const [{ id: unpaidId }] = await app.ds.query("SELECT id FROM orders WHERE bookingGroupId = ?", [unpaid.body.data.startCheckout.bookingGroupId]);
    const early = await move(String(unpaidId), "processing");
    expect(early.status).toBe(409);
    expect(early.body.errors[0].message).toContain("is awaiting payment");
    const unknown = await move(order.id, "shipped");
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toBe('Unknown status "shipped". Use one of: New Orders, Processing, Dispatched, Delivered');
    expect((await move("999999", "processing")).status).toBe(404);
    // Every state of the entity is known to the process table.
    for (const m of ORDER_PROCESS) expect(ORDER_STATUSES).toContain(m.from);
  });

  it("refuses to dispatch without courier name and tracking id, and changes nothing", async () => {
    const order = await paidOrder();
    await move(order.id, "processing");
    for (const courier of [{}, { c: "Blue Dart" }, { t: "BD1" }, { c: "  ", t: "BD1" }]) {
      const res = await move(order.id, "dispatched", courier);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ message: "Please fill in courier name and tracking ID", extensions: { code: "BAD_USER_INPUT" } });
    }
    const odd = await move(order.id, "dispatched", { c: "Blue Dart", t: "<script>" });
    expect(odd.status).toBe(400);
    const still = (await app.gql(`query($id: ID!) { Order(id: $id) { status courierName trackingId } }`, { id: order.id }, { token })).body.data.Order;
    expect(still).toEqual({ status: "processing", courierName: null, trackingId: null });
    expect((await history(order.id)).map((s) => s.toStatus)).toEqual(["pending_payment", "new", "processing"]);
  });

  it("two admins moving one order at once give one move, one history row and one mail", async () => {
    const order = await paidOrder();
    const before = (await outbox()).length;
    const results = await Promise.all(Array.from({ length: 8 }, () => move(order.id, "processing")));
    const ok = results.filter((r) => r.body.data?.transitionOrderToState);
    expect(ok).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.body.errors[0].message).toMatch(/(just changed by someone else: it is now processing|is processing)/);
    expect((await history(order.id)).filter((s) => s.toStatus === "processing")).toHaveLength(1);
    expect((await outbox()).length - before).toBe(1);

    // The same for two dispatches with different tracking ids: the first one stands.
    const dispatches = await Promise.all([move(order.id, "dispatched", { c: "DTDC", t: "D-1" }), move(order.id, "dispatched", { c: "India Post", t: "IP-2" })]);
    const winner = dispatches.find((r) => r.body.data?.transitionOrderToState)!.body.data.transitionOrderToState;
    expect(dispatches.filter((r) => r.status === 409)).toHaveLength(1);
    const stored = (await app.gql(`query($id: ID!) { Order(id: $id) { courierName trackingId } }`, { id: order.id }, { token })).body.data.Order;
    expect(stored).toEqual({ courierName: winner.courierName, trackingId: winner.trackingId });
  });

  it("lists paid orders newest first, 5 per page, by status, and finds them by mobile number or booking id", async () => {
    // A clean slate of known orders: six more, two of them moved on.
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await paidOrder([{ portfolioItemId: robin.id, frameId: robin.frames[0].id, quantity: 1 }]));
    await move(orders[0].id, "processing");
    await move(orders[1].id, "processing");
    await move(orders[1].id, "dispatched", { c: "DTDC", t: "D-99" });

    const counts = (await app.gql(`{ orderStatusCounts { all new processing dispatched delivered } }`, {}, { token })).body.data.orderStatusCounts;
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM orders WHERE status IN ('new','processing','dispatched','delivered')");
    expect(counts.all).toBe(Number(n));
    expect(counts.new + counts.processing + counts.dispatched + counts.delivered).toBe(counts.all);

    const first = (await app.gql(LIST, { page: 0, perPage: 5 }, { token })).body.data;
    expect(first.allOrders).toHaveLength(5);
    expect(first._allOrdersMeta.count).toBe(counts.all);
    expect(first.allOrders[0].id).toBe(orders[5].id);
    const paidAts = first.allOrders.map((o: { paidAt: string }) => Date.parse(o.paidAt));
    expect([...paidAts].sort((a, b) => b - a)).toEqual(paidAts);
    expect(first.allOrders[0].lines).toEqual([
      { title: "Indian Robin", quantity: 1, frameSize: "8x12", frameName: "Classic Black", amountPaise: 99900, categoryName: "Birds" },
    ]);

    const dispatched = (await app.gql(LIST, { page: 0, perPage: 5, filter: { status: "dispatched" } }, { token })).body.data;
    expect(dispatched._allOrdersMeta.count).toBe(counts.dispatched);
    expect(dispatched.allOrders.every((o: { status: string }) => o.status === "dispatched")).toBe(true);
    expect(dispatched.allOrders.map((o: { id: string }) => o.id)).toContain(orders[1].id);
    // The REST label works as a filter too.
    expect((await app.gql(LIST, { filter: { status: "New Orders" } }, { token })).body.data._allOrdersMeta.count).toBe(counts.new);

    const byPhone = (await app.gql(LIST, { filter: { q: `+91 ${orders[2].phone}` } }, { token })).body.data.allOrders;
    expect(byPhone.map((o: { id: string }) => o.id)).toEqual([orders[2].id]);
    const byGroup = (await app.gql(LIST, { filter: { q: orders[3].bookingGroupId.toLowerCase() } }, { token })).body.data.allOrders;
    expect(byGroup.map((o: { id: string }) => o.id)).toEqual([orders[3].id]);
    expect((await app.gql(LIST, { filter: { q: "nothing like it" } }, { token })).body.data.allOrders).toEqual([]);
    const bad = await app.gql(LIST, { filter: { status: "lost" } }, { token });
    expect(bad.status).toBe(400);
  });

  it("REST: grouped bookings, counts by label, update-booking-status and add-courier with the spec's shapes", async () => {
    const order = await paidOrder();
    const grouped = await app.rest("GET", "/grouped-bookings", { token });
    expect(grouped.status).toBe(200);
    const row = grouped.body.data.find((b: { booking_group_id: string }) => b.booking_group_id === order.bookingGroupId);
    expect(row).toMatchObject({
      booking_group_id: order.bookingGroupId,
      firstname: expect.stringMatching(/^Buyer/),
      lastname: "Iyer",
      phone_number: order.phone,
      address: "12 Besant Avenue, Flat 3B, Chennai, Tamil Nadu",
      pincode: "600090",
      booking_process: "New Orders",
    });
    expect(JSON.parse(row.items)).toEqual([
      { ad_title: "Brahminy Kite", frame_size: "12x18", quantity: 2, amount: 4998, edition_numbers: [] },
      { ad_title: "Indian Robin", frame_size: "8x12", quantity: 1, amount: 999, edition_numbers: [] },
    ]);
    const dates = grouped.body.data.map((b: { booking_date: string }) => Date.parse(b.booking_date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const paged = await app.rest("GET", "/grouped-bookings?status=new&page=0&limit=2", { token });
    expect(paged.body.data).toHaveLength(2);
    expect(paged.body.data.every((b: { booking_process: string }) => b.booking_process === "New Orders")).toBe(true);

    const counts = (await app.rest("GET", "/getBookingProcessCounts", { token })).body;
    expect(Object.keys(counts)).toEqual(["New Orders", "Processing", "Dispatched", "Delivered"]);
    const gqlCounts = (await app.gql(`{ orderStatusCounts { new processing dispatched delivered } }`, {}, { token })).body.data.orderStatusCounts;
    expect(counts).toEqual({ "New Orders": gqlCounts.new, Processing: gqlCounts.processing, Dispatched: gqlCounts.dispatched, Delivered: gqlCounts.delivered });

    const path = (status: string) => `/update-booking-status?bookingGroupId=${order.bookingGroupId}&status=${encodeURIComponent(status)}`;
    expect((await app.rest("PUT", path("Dispatched"), { token })).status).toBe(409);
    expect((await app.rest("PUT", path("Shipped"), { token })).body).toMatchObject({
      status: false,
      message: expect.stringContaining('Unknown status "Shipped"'),
    });
    expect((await app.rest("PUT", path("Shipped"), { token })).status).toBe(400);
    expect((await app.rest("PUT", `/update-booking-status?bookingGroupId=BG1&status=Processing`, { token })).status).toBe(404);
    const processing = await app.rest("PUT", path("Processing"), { token });
    expect(processing.body).toEqual({
      status: true,
      message: "Order marked as processing",
      booking_group_id: order.bookingGroupId,
      booking_process: "Processing",
    });

    // The old client saves the courier first, then moves the order with no body.
    expect((await app.rest("PUT", path("Dispatched"), { token })).body).toMatchObject({
      status: false,
      message: "Please fill in courier name and tracking ID",
    });
    const missing = await app.rest("POST", "/add-courier", { token, json: { booking_group_id: order.bookingGroupId, courier_name: "Blue Dart" } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please fill in courier name and tracking ID");
    const courier = await app.rest("POST", "/add-courier", {
      token,
      json: { booking_group_id: order.bookingGroupId, courier_name: "Blue Dart", tracking_id: "BD99812" },
    });
    expect(courier.body).toMatchObject({ status: true, message: "Courier info saved" });
    const dispatched = await app.rest("PUT", path("Dispatched"), { token });
    expect(dispatched.body).toMatchObject({ status: true, booking_process: "Dispatched" });
    expect((await history(order.id)).at(-1)).toMatchObject({ toStatus: "dispatched", courierName: "Blue Dart", trackingId: "BD99812" });
    expect((await app.rest("PUT", path("delivered"), { token })).body.booking_process).toBe("Delivered");
  });

  it("the buyer sees each step with the visitor's label, and the courier and tracking id once dispatched", async () => {
    const order = await paidOrder();
    const receipt = async () =>
      (await app.gql(`query($o: String!) { order(orderId: $o) { status statusLabel courierName trackingId } }`, { o: order.orderId })).body.data.order;
    expect(await receipt()).toEqual({ status: "new", statusLabel: "Confirmed", courierName: null, trackingId: null });
    await move(order.id, "processing");
    // A courier saved ahead of dispatch is not the buyer's news yet.
    await app.gql(`mutation($id: ID!) { setOrderCourier(id: $id, courierName: "DTDC", trackingId: "Z77") { id } }`, { id: order.id }, { token });
    expect(await receipt()).toEqual({ status: "processing", statusLabel: "Processing", courierName: null, trackingId: null });
    await move(order.id, "dispatched");
    expect(await receipt()).toEqual({ status: "dispatched", statusLabel: "In Transit", courierName: "DTDC", trackingId: "Z77" });
    await move(order.id, "delivered");
    expect(await receipt()).toEqual({ status: "delivered", statusLabel: "Delivered", courierName: "DTDC", trackingId: "Z77" });

    const lookup = (await app.rest("GET", `/getOrdersByMobile?mobile=${order.phone}`)).body;
    expect(lookup[0]).toMatchObject({ booking_group_id: order.bookingGroupId, booking_process: "Delivered", courier_name: "DTDC", tracking_id: "Z77" });
    const ack = (await app.rest("GET", `/acknowledgment?orderId=${order.orderId}`)).body;
    expect(ack).toMatchObject({ booking_status: "delivered", courier_name: "DTDC", tracking_id: "Z77" });
  });

  it("a page far down a long list (the 'Last' button) holds the same orders as reading the whole list", async () => {
    const [{ top }] = await app.ds.query("SELECT MAX(id) AS top FROM orders");
    const base = Number(top) + 1;
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      id: base + i,
      bookingGroupId: `BG${1_600_000_000_000 + base + i}`,
      providerOrderId: `order_far${base + i}`,
      // Some share a payment time, so the id decides their order.
      status: (["new", "processing", "dispatched", "delivered"] as const)[i % 4],
      firstName: "Far",
      lastName: "Page",
      email: "far@example.in",
      phone: "9000012345",
      address: "1 Road",
      apartment: "",
      city: "Chennai",
      state: "Tamil Nadu",
      pincode: "600001",
      amountPaise: 100,
      currency: "INR",
      paidAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 60_000),
      expiresAt: new Date(),
    }));
    for (let i = 0; i < rows.length; i += 300) await app.ds.getRepository("Order").insert(rows.slice(i, i + 300));
    const all: { id: number }[] = await app.ds.query(
      "SELECT id FROM orders WHERE status IN ('new','processing','dispatched','delivered') ORDER BY paidAt DESC, id DESC",
    );
    const ids = all.map((r) => String(r.id));
    const pages = Math.ceil(ids.length / 5);
    for (const page of [pages - 1, pages - 2, Math.floor(pages / 2) + 3, 120]) {
      const got = (await app.gql(LIST, { page, perPage: 5 }, { token })).body.data.allOrders.map((o: { id: string }) => o.id);
      expect(got, `page ${page} of ${pages}`).toEqual(ids.slice(page * 5, page * 5 + 5));
    }
    expect((await app.gql(LIST, { page: pages + 3, perPage: 5 }, { token })).body.data.allOrders).toEqual([]);
    const delivered = (await app.gql(LIST, { page: 59, perPage: 5, filter: { status: "delivered" } }, { token })).body.data.allOrders;
    const [{ n }] = await app.ds.query("SELECT COUNT(*) AS n FROM orders WHERE status = 'delivered'");
    expect(delivered.length).toBe(Math.min(5, Math.max(0, Number(n) - 295)));
    expect(delivered.every((o: { status: string }) => o.status === "delivered")).toBe(true);
  });

  it("refuses every order-management path and operation without a valid token", async () => {
    const order = await paidOrder();
    for (const t of [null, "not-a-token"]) {
      for (const [method, route, json] of [
        ["GET", "/grouped-bookings"],
        ["GET", "/getBookingProcessCounts"],
        ["PUT", `/update-booking-status?bookingGroupId=${order.bookingGroupId}&status=Processing`],
        ["POST", "/add-courier", { booking_group_id: order.bookingGroupId, courier_name: "X", tracking_id: "Y" }],
        ["GET", "/dashboard-stats"],
      ] as [string, string, object?][]) {
        const res = await app.rest(method, route, { token: t, json });
        expect(res.status, `${method} ${route}`).toBe(401);
      }
      for (const query of [
        `{ allOrders { id } }`,
        `{ _allOrdersMeta { count } }`,
        `{ Order(id: "${order.id}") { id } }`,
        `{ orderStatusCounts { all } }`,
        `{ orderHistory(orderId: "${order.id}") { toStatus } }`,
        `{ dashboardStats { totalOrders } }`,
        `mutation { transitionOrderToState(id: "${order.id}", state: "processing") { id } }`,
        `mutation { setOrderCourier(id: "${order.id}", courierName: "X", trackingId: "Y") { id } }`,
      ]) {
        const res = await app.gql(query, {}, { token: t });
        expect(res.status, query).toBe(401);
        expect(res.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
      }
    }
    expect((await app.gql(`query($id: ID!) { Order(id: $id) { status } }`, { id: order.id }, { token })).body.data.Order.status).toBe("new");
  });
});
