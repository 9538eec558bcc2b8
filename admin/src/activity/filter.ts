/**
 * The activity log's filter as the server reads it: the person and entity as typed, the dates (typed
 * as days, India time) as the instants that begin the first day and end the last.
 */
const INDIA = "+05:30";

const day = /^\d{4}-\d{2}-\d{2}$/;

export function auditFilter(values: Record<string, unknown>): { actor?: string; entity?: string; from?: string; to?: string } {
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  const from = text(values.from);
  const to = text(values.to);
  return {
    actor: text(values.actor),
    entity: text(values.entity),
    from: from && day.test(from) ? new Date(`${from}T00:00:00${INDIA}`).toISOString() : undefined,
    to: to && day.test(to) ? new Date(`${to}T23:59:59.999${INDIA}`).toISOString() : undefined,
  };
}
