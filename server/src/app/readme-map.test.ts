/**
 * The README's map of the tree (issue 43, item 27) says what each folder of `server/src` holds: it must
 * name every folder there is and no folder there is not, and a file it places in a folder must be in
 * that folder (the map once put sitemap.ts in core/, and had no campaigns/).
 *
 * The map is the fenced block under "## Map of the tree"; its `server/src/` part runs from the line
 * `server/src/` to the next top-level entry. A folder is a word ending in `/` at the start of an entry
 * (several may share one line: `workshops/ enquiries/ …`); a file it names is a `name.ts` in that
 * entry's lines (or `folder/name.ts`, which is looked for under that folder).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const src = path.join(root, "server/src");

/** The `server/src/` part of the README's map: each folder with the text of its entry. */
function mappedFolders(): { folders: string[]; text: string }[] {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const map = /## Map of the tree\s*\n```[^\n]*\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!map) throw new Error("README.md has no fenced block under '## Map of the tree'");
  const lines = map.split("\n");
  const start = lines.findIndex((l) => l.startsWith("server/src/"));
  if (start < 0) throw new Error("the map has no server/src/ entry");
  const end = lines.findIndex((l, i) => i > start && /^\S/.test(l));
  const entries: { folders: string[]; text: string }[] = [];
  for (const line of lines.slice(start + 1, end < 0 ? undefined : end)) {
    // An entry starts two spaces in with one or more `name/`; a heading (`  ── …`) or a continuation does not.
    const head = /^ {2}((?:[a-z][\w-]*\/ ?)+)(?:\s|$)/.exec(line);
    if (head)
      entries.push({
        folders: head[1]
          .trim()
          .split(/\s+/)
          .map((f) => f.replace(/\/$/, "")),
        text: line.slice(head[0].length),
      });
    else if (entries.length && !/^ {2}──/.test(line)) entries[entries.length - 1].text += `\n${line}`;
    else if (/^ {2}──/.test(line)) entries.push({ folders: [], text: "" });
  }
  return entries.filter((e) => e.folders.length > 0);
}

describe("the README's map of the tree", () => {
  it("names every folder of server/src and only those", () => {
    const onDisk = readdirSync(src, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    const mapped = mappedFolders()
      .flatMap((e) => e.folders)
      .sort();
    expect(mapped).toEqual(onDisk);
  });

  it("places each file it names in the folder that holds it", () => {
    const misplaced: string[] = [];
    let named = 0;
    for (const { folders, text } of mappedFolders()) {
      // Files named with a folder (`orders/order-discounts.ts`) are looked for there; a bare name in any folder of its entry.
      for (const match of text.matchAll(/(?<![\w/.-])((?:[a-z][\w-]*\/)*)([\w.-]+\.ts)\b/g)) {
        const [, dir, file] = match;
        named += 1;
        const places = dir ? [path.join(src, dir, file)] : folders.map((f) => path.join(src, f, file));
        if (!places.some((p) => existsSync(p))) misplaced.push(dir ? `${dir}${file}` : `${file} in ${folders.join("/ ")}/`);
      }
    }
    expect(named).toBeGreaterThan(10);
    expect(misplaced).toEqual([]);
  });
});
