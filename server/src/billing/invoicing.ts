/**
 * Invoice numbers (CGST Rules, rule 46(b)): an order gets its number in the transaction that marks
 * it paid, from a counter per financial year, e.g. WBP/26-27/0001 — consecutive, unique in the
 * year, at most 16 characters of letters, digits, '-' and '/' for every prefix the owner may set
 * (up to 5 characters) and every number a year reaches (documentNumber). A payment confirmed twice (the
 * checkout's confirm and the webhook) moves the order once, so it takes one number. With no GSTIN
 * the same series numbers the receipts.
 */
import type { EntityManager } from "typeorm";
import { INDIA_OFFSET_MS } from "../core/india-time.js";
import { BusinessSettings } from "../content/content.entities.js";
import { DEFAULT_BUSINESS } from "../content/content.service.js";
import { Order } from "../orders/order.entity.js";
import type { OrderMoveListener } from "../orders/order-transitions.js";
import { DocumentCounter } from "./document-counter.entity.js";
import { invoiceOf } from "./invoice.js";
import { Invoice } from "./invoice.entity.js";

/** The Indian financial year (1 April to 31 March, India time) of an instant, as '26-27'. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1; // April is month 3
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The next number of `series` in the financial year of `at`, taken inside the caller's transaction. */
export async function nextNumber(em: EntityManager, series: string, at: Date): Promise<{ financialYear: string; number: number }> {
  const fy = financialYear(at);
  await em.createQueryBuilder().insert().into(DocumentCounter).values({ series, financialYear: fy, last: 0 }).orIgnore().execute();
  await em
    .createQueryBuilder()
    .update(DocumentCounter)
    .set({ last: () => "last + 1" })
    .where("series = :series AND financialYear = :fy", { series, fy })
    .execute();
  const row = await em.getRepository(DocumentCounter).findOneByOrFail({ series, financialYear: fy });
  return { financialYear: fy, number: row.last };
}

/** Rule 46(b): a document number has at most 16 characters. */
const NUMBER_MAX = 16;

/**
 * 'WBP/26-27/0001': the prefix, the financial year and the number. When that would pass 16
 * characters (a 5-character prefix from the 10 000th document of a year), the same parts are written
 * tighter — 'ABCDE/2627/10000', then 'ABCDE2627/100000', 'ABCDE26271000000' — the form is decided by the
 * number's size alone, so the year's numbers stay unique. Never throws:
 * the number is taken in the transaction that records a captured payment, which must not fail on
 * the number's form. Beyond what any year reaches (ten million documents) the year is left out.
 */
export function documentNumber(prefix: string, financialYear: string, number: number): string {
  const year = financialYear.replace("-", "");
  const forms = [
    `${prefix}/${financialYear}/${String(number).padStart(4, "0")}`,
    `${prefix}/${year}/${number}`,
    `${prefix}${year}/${number}`,
    `${prefix}${year}${number}`,
  ];
  const fits = forms.find((f) => f.length <= NUMBER_MAX);
  if (fits) return fits;
  const digits = String(number);
  return `${prefix.slice(0, Math.max(0, NUMBER_MAX - digits.length))}${digits}`.slice(-NUMBER_MAX);
}

/**
 * Issues an order's invoice in the transaction of its move to paid: the next number, and the
 * document with its tax worked out from the settings of this moment, stored.
 */
export const invoiceOnPayment: OrderMoveListener = async (em, { orderId, to }) => {
  if (to !== "new") return;
  const order = await em.getRepository(Order).findOneOrFail({ where: { id: orderId }, relations: { lines: true }, order: { lines: { id: "ASC" } } });
  if (order.invoiceNumber) return;
  const settings = (await em.getRepository(BusinessSettings).findOneBy({ id: 1 })) ?? { id: 1, ...DEFAULT_BUSINESS };
  const at = order.paidAt ?? new Date();
  const { financialYear: fy, number } = await nextNumber(em, "invoice", at);
  order.invoiceNumber = documentNumber(settings.invoicePrefix, fy, number);
  order.invoicedAt = at;
  const doc = invoiceOf(order, settings)!;
  await em.getRepository(Order).update(orderId, { invoiceNumber: order.invoiceNumber, invoicedAt: at });
  await em.getRepository(Invoice).insert({
    orderId,
    number: doc.number,
    issuedAt: at,
    taxed: doc.taxed,
    customerStateCode: doc.customer.stateCode,
    ratePercent: doc.ratePercent,
    taxablePaise: doc.totals.taxablePaise,
    cgstPaise: doc.totals.cgstPaise,
    sgstPaise: doc.totals.sgstPaise,
    igstPaise: doc.totals.igstPaise,
    totalPaise: doc.totals.totalPaise,
    document: JSON.stringify(doc),
  });
};
