import type { EntityManager } from "typeorm";

/**
 * Whether a read after a lock (or after a conditional update that failed) must be a locking read
 * (`setLock("pessimistic_write")`) to see what is committed: on MariaDB/MySQL a plain read answers
 * from the transaction's snapshot, fixed by its first read, which may be older than the rows it
 * locked or the update met. SQLite's transactions take turns, so its plain reads are current.
 */
export const lockingReads = (em: EntityManager) => em.connection.options.type === "mysql" || em.connection.options.type === "mariadb";
