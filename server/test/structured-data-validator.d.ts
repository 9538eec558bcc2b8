// Types of the two untyped packages the structured-data test uses (issue 25): Adobe's validator of
// Google's rich-result requirements and the extractor whose output it reads. Only what the test calls.
declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ("rdfa" | "microdata")[] });
    parse(html: string): unknown;
  }
}

declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    rootType: string;
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    fieldNames: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}
