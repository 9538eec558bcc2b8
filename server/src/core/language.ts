/** The storefront's languages (issue 30): English, and Tamil under `/ta`. */
export const LANGUAGES = ["en", "ta"] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
