/**
 * Unique names (locations, gallery and shop categories, subcategories, frame sizes) are compared in
 * code, the same way on SQLite and MariaDB (issue 42 item 23): the database only compares the key
 * bytes (`nameKey` is utf8mb4_bin on MariaDB, as every SQLite text is), so neither dialect's collation
 * decides which names are the same.
 *
 * - A name is stored in Unicode NFC, trimmed, each run of white space one space: `Cafe\u0301` (e and a
 *   combining accent) is stored as `Café`, `'  Tiger   Reserve '` as `'Tiger Reserve'`.
 * - Its key is that name in lower case: two names are the same when they differ only in case, spaces
 *   or composition. Accents, other letters and emoji keep names apart: `Café` and `Cafe`, 🦩 and 🦆,
 *   ஏரி and ஏறி are different names, as a reader sees them.
 */
export function cleanName(raw: string | null | undefined): string {
  return (raw ?? "").normalize("NFC").trim().replace(/\s+/g, " ");
}

/** The key two names share when they are the same name (see above); `name` already cleaned. */
export function nameKeyOf(name: string): string {
  return cleanName(name).toLowerCase().normalize("NFC");
}
