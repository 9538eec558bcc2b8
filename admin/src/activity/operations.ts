/** The activity log's CSV export (the list itself is ra-data-graphql-simple's allAuditEntries). */
import { graphql } from "../gql";

export const AUDIT_LOG_CSV = graphql(`
  query AuditLogCsv($filter: AuditFilter) {
    auditLogCsv(filter: $filter)
  }
`);
