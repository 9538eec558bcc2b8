import { createPrint, CUSTOMER, startTestApp, TEST_KEY_SECRET, ADMIN, simulatedPayment } from "./test/harness.js";
import { SimulatedProvider } from "./src/payments/payment-provider.js";
import { launch, desktop, ownerLogin, signedIn } from "../e2e/browser.js";

const app = await startTestApp({ RAZORPAY_KEY_SECRET: TEST_KEY_SECRET });
try {
  const print = await createPrint(app, "Spot-bellied Eagle-Owl", [5000]);
  const START = `mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId bookingGroupId amountPaise } }`;
  const provider = app.services.payments as SimulatedProvider;
  for (let i = 0; i < 2; i++) {
    const s = (await app.gql(START, { c: CUSTOMER, i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }] })).body.data.startCheckout;
    const cheap = await provider.pay(s.orderId, 10000);
    const r = await app.rest("POST", "/Confirm", { json: cheap });
    console.log("confirm", r.status, r.body.message);
  }
  const s = (await app.gql(START, { c: CUSTOMER, i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }] })).body.data.startCheckout;
  const a = await simulatedPayment(app, s.orderId);
  const b = await simulatedPayment(app, s.orderId);
  const CONFIRM = `mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`;
  console.log((await app.gql(CONFIRM, { o: s.orderId, p: a.paymentId, s: a.signature })).body);
  console.log((await app.gql(CONFIRM, { o: s.orderId, p: b.paymentId, s: b.signature })).body.errors?.[0]?.message);
  const first = (await app.gql(`{ allPaymentReviews { id } }`, {}, { token: await app.token() })).body.data.allPaymentReviews;
  await app.gql(`mutation($id: ID!) { refundPaymentReview(id: $id) { state } }`, { id: first[first.length - 1].id }, { token: await app.token() });

  const browser = await launch();
  const owner = await ownerLogin(app.url, ADMIN);
  const ctx = await signedIn(await desktop(browser), owner);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`${app.url}/admin/#/PaymentReview`);
  await page.getByText("Payments to review").first().waitFor();
  await page.getByRole("button", { name: /Refund payment/ }).first().waitFor();
  await page.screenshot({ path: "/tmp/reviews.png", fullPage: true });
  await page.getByRole("button", { name: /Refund payment/ }).first().click();
  await page.getByRole("dialog").waitFor();
  await page.screenshot({ path: "/tmp/reviews-dialog.png" });
  await page.getByRole("dialog").getByRole("button", { name: "Refund" }).click();
  await page.getByText(/refunded/).first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: "/tmp/reviews-after.png", fullPage: true });
  console.log("console errors", errors);
  await browser.close();
} finally {
  await app.close();
}
