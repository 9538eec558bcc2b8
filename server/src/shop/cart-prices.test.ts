// The cart re-prices its lines when it opens (issue 23, items 4 and 5): one public query answers
// today's unit price of every line, or that its print or frame size is gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrint, startTestApp, type TestApp } from "../../test/harness.js";

const CART_PRICES = `query($lines: [CartPriceInput!]!) { cartPrices(lines: $lines) { portfolioItemId frameId available unitPricePaise title frameSize frameName } }`;

describe("cartPrices: today's prices of a cart's lines", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
  });
  afterAll(() => app?.close());

  it("answers today's unit price after the owner changes it, and marks a removed frame size unavailable", async () => {
    const heron = await createPrint(app, "Grey Heron", [1499, 2999, 3999]);
    const robin = await createPrint(app, "Indian Robin", [999]);
    const lines = [
      { portfolioItemId: heron.id, frameId: heron.frames[0].id },
      { portfolioItemId: heron.id, frameId: heron.frames[1].id },
      { portfolioItemId: robin.id, frameId: robin.frames[0].id },
    ];
    const before = await app.gql(CART_PRICES, { lines });
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data.cartPrices.map((l: { unitPricePaise: number }) => l.unitPricePaise)).toEqual([149900, 299900, 99900]);

    // The owner raises the first frame's price and removes the second frame size of the print
    // (createPrint prices the first frame sizes in order).
    const sizes = (await app.gql(`{ frameSizes { id } }`)).body.data.frameSizes as { id: string }[];
    const update = await app.gql(
      `mutation($id: ID!, $p: [FramePriceInput!]) { updatePortfolioItem(id: $id, framePrices: $p) { id } }`,
      {
        id: heron.id,
        p: [
          { frameSizeId: sizes[0].id, pricePaise: 179900 },
          { frameSizeId: sizes[2].id, pricePaise: 399900 },
        ],
      },
      { token },
    );
    expect(update.body.errors).toBeUndefined();
    await app.gql(`mutation($id: ID!) { deletePortfolioItem(id: $id) { id } }`, { id: robin.id }, { token });

    const after = await app.gql(CART_PRICES, { lines });
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data.cartPrices).toEqual([
      {
        portfolioItemId: heron.id,
        frameId: heron.frames[0].id,
        available: true,
        unitPricePaise: 179900,
        title: "Grey Heron",
        frameSize: "8x12",
        frameName: "Classic Black",
      },
      { portfolioItemId: heron.id, frameId: heron.frames[1].id, available: false, unitPricePaise: null, title: null, frameSize: null, frameName: null },
      { portfolioItemId: robin.id, frameId: robin.frames[0].id, available: false, unitPricePaise: null, title: null, frameSize: null, frameName: null },
    ]);
  });

  it("a frame of another print, or ids that are not ids, are unavailable, never a 500", async () => {
    const kite = await createPrint(app, "Brahminy Kite", [1299]);
    const owl = await createPrint(app, "Spotted Owlet", [1199]);
    const res = await app.gql(CART_PRICES, {
      lines: [
        { portfolioItemId: kite.id, frameId: owl.frames[0].id },
        { portfolioItemId: "x'; DROP TABLE", frameId: "-1" },
        { portfolioItemId: "1e300", frameId: "99999999999999999999" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.cartPrices.map((l: { available: boolean }) => l.available)).toEqual([false, false, false]);
  });

  it("refuses more lines than a cart holds with a 4xx-class error, and prices 30 lines in as many queries as one", async () => {
    const print = await createPrint(app, "Purple Heron", [1599]);
    const line = { portfolioItemId: print.id, frameId: print.frames[0].id };
    const tooMany = await app.gql(CART_PRICES, { lines: Array.from({ length: 31 }, () => line) });
    expect(tooMany.body.errors[0]).toMatchObject({ message: "A cart holds at most 30 lines", extensions: { code: "BAD_USER_INPUT" } });

    // Count the statements the database runs for one line and for thirty (no query per line). The
    // outboxes' workers poll the database every few seconds: stopped first, or a poll that falls in
    // the count (on a busy machine the requests take longer) is counted as the cart's.
    const { webhookWorker, mailWorker, reencodeWorker } = app.services;
    await Promise.all([webhookWorker.stop(), mailWorker.stop(), reencodeWorker.stop()]);
    let statements = 0;
    const logger = app.ds.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (...args: Parameters<typeof logQuery>) => {
      statements += 1;
      return logQuery(...args);
    };
    try {
      statements = 0;
      expect((await app.gql(CART_PRICES, { lines: [line] })).body.data.cartPrices).toHaveLength(1);
      const one = statements;
      const many = await createPrint(app, "Many frames", [100, 200, 300, 400, 500]);
      const thirty = Array.from({ length: 30 }, (_, i) => ({ portfolioItemId: many.id, frameId: many.frames[i % 5].id }));
      statements = 0;
      const res = await app.gql(CART_PRICES, { lines: thirty });
      expect(res.body.data.cartPrices.map((l: { unitPricePaise: number }) => l.unitPricePaise).slice(0, 5)).toEqual([100_00, 200_00, 300_00, 400_00, 500_00]);
      expect(one).toBeGreaterThan(0);
      expect(statements).toBe(one);
    } finally {
      logger.logQuery = logQuery;
    }
  });
});
