/**
 * Issue 46, the owner's search log: how many times a query was searched on a day (India time), apart
 * for the searches that found something and those that found nothing. Nothing else is kept: no
 * visitor, no time of day, no address, no filter. SearchLog writes it, one upsert a search.
 */
import { Column, Entity, PrimaryColumn } from "typeorm";

@Entity({ name: "search_queries" })
export class SearchQueryDay {
  /** The day in India, 'YYYY-MM-DD' (as sales_monthly keeps its month: text that sorts and compares alike on both databases). */
  @PrimaryColumn({ type: "varchar", length: 10 })
  day: string;

  /** The query normalised (trimmed, spaces collapsed, lower case, NFC), at most 100 characters; compared by its bytes on MariaDB as on SQLite. */
  @PrimaryColumn({ type: "varchar", length: 100 })
  query: string;

  /** Whether these searches found something. */
  @PrimaryColumn({ type: "boolean" })
  found: boolean;

  @Column({ type: "int", default: 0 })
  count: number;
}
