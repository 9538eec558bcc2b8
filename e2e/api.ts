/** The app under test's GraphQL API, asked as any client asks it (the browser tests' setup and checks). */
import { baseUrl } from "./server.js";

export interface GraphQLAnswer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Sends a query or mutation (with the token, when given) to this worker's server and answers the JSON body, errors included. */
export function graphql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLAnswer> {
  return graphqlAt(baseUrl, query, variables, token);
}

/** As `graphql`, to the server at `base` (a file's server of its own, global-setup.ts › startServer). */
export async function graphqlAt(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  /** A visitor's own headers (browser.ts › visitor): the per-client limits count it apart. */
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLAnswer;
}

/** Runs a call (an owner's with a token); its data, or the test fails with the server's errors. */
export async function owned(token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const answer = await graphql(query, variables, token || undefined);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

/**
 * A print the owner makes of the shop's first print's photograph and category, in the first frame size
 * (an edition of `editionSize` when given); `deletePrint` removes it after the test.
 */
export async function ownersPrint(
  token: string,
  title: string,
  {
    editionSize = null,
    description = "Still in the reeds.",
    pricePaise = 450000,
  }: { editionSize?: number | null; description?: string; pricePaise?: number } = {},
): Promise<{ id: string; frames: { id: string }[] }> {
  const shop = await owned(token, `{ shopItems(limit: 1) { items { image { id } categoryId subcategoryId } } frameSizes { id } }`);
  const [item] = shop.shopItems.items;
  return (
    await owned(
      token,
      `mutation($t: String!, $d: String!, $c: ID!, $s: ID!, $i: ID!, $f: ID!, $p: Int!, $e: Int) { createPortfolioItem(title: $t, description: $d, categoryId: $c, subcategoryId: $s, imageId: $i, framePrices: [{ frameSizeId: $f, pricePaise: $p }], editionSize: $e) { id frames { id } } }`,
      { t: title, d: description, c: item.categoryId, s: item.subcategoryId, i: item.image.id, f: shop.frameSizes[0].id, p: pricePaise, e: editionSize },
    )
  ).createPortfolioItem;
}

/** Deletes a print a test made (its answer is not checked: a limited edition with sales stays, as it must). */
export async function deletePrint(token: string, id: string): Promise<void> {
  await graphql(
    `
      mutation ($id: ID!) {
        deletePortfolioItem(id: $id) {
          id
        }
      }
    `,
    { id },
    token,
  );
}

/**
 * A visitor's purchase through the public API and the simulated Razorpay checkout, paid and confirmed:
 * its payment order id. An open edition only: a limited one another file left on this server may be sold
 * out or reserved.
 */
export async function paidOrder(base: string, buyer: { firstName: string; phone: string; printIndex?: number }): Promise<string> {
  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await graphqlAt(base, query, variables);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  const { shopItems } = await ask(`{ shopItems(limit: 40) { items { id frames { id } edition { size } } } }`);
  const open = (shopItems.items as { id: string; frames: { id: string }[]; edition: unknown }[]).filter((i) => i.edition === null);
  const print = open[(buyer.printIndex ?? 0) % open.length];
  const { startCheckout } = await ask(`mutation($c: CustomerInput!, $i: [CartLineInput!]!) { startCheckout(customer: $c, items: $i) { orderId } }`, {
    c: {
      firstName: buyer.firstName,
      lastName: "Test",
      email: `${buyer.firstName.toLowerCase()}@example.in`,
      phone: buyer.phone,
      address: "7 Marina Road",
      city: "Chennai",
      state: "Tamil Nadu",
      pincode: "600005",
    },
    i: [{ portfolioItemId: print.id, frameId: print.frames[0].id, quantity: 1 }],
  });
  const pay = (await (
    await fetch(`${base}/payments/simulated/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: startCheckout.orderId }),
    })
  ).json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  await ask(`mutation($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`, {
    o: pay.razorpay_order_id,
    p: pay.razorpay_payment_id,
    s: pay.razorpay_signature,
  });
  return startCheckout.orderId as string;
}
