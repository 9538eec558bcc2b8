/**
 * The edition event of the webhooks (issue 45): edition.sold_out, written in the transaction of the
 * paid move that sold an edition's last print (OrderEditions.onSoldOut), so it leaves once that
 * commits and never for a sale rolled back.
 */
import type { EntityManager } from "typeorm";
import type { EventSink } from "../core/events.js";
import { PortfolioItem } from "../shop/portfolio-item.entity.js";

/** What integrators receive: the print's id, its title and the edition's size. */
export async function editionSoldOutData(em: EntityManager, portfolioItemId: number) {
  const p = await em.getRepository(PortfolioItem).findOneOrFail({ where: { id: portfolioItemId }, select: { id: true, title: true, editionSize: true } });
  return { portfolioItemId: p.id, title: p.title, editionSize: p.editionSize };
}

export function editionWebhooks(events: EventSink<"edition.sold_out">): (em: EntityManager, portfolioItemId: number) => Promise<void> {
  return async (em, portfolioItemId) => events.emit(em, "edition.sold_out", await editionSoldOutData(em, portfolioItemId));
}
