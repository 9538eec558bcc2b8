// The kernel's XML writer (issue 25): escaping, elements, and a stream that waits for a slow reader.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { parseXml, all } from "../../test/xml.js";
import { el, renderXml, xmlDocument, xmlEscape, XmlStream } from "./xml.js";

describe("text in XML", () => {
  it("escapes the markup characters and leaves out what XML 1.0 cannot hold", () => {
    expect(xmlEscape(`a & b < c > d "e" 'f'`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
    expect(xmlEscape("tab\tline\nend\r\u0000\u0007\u001f\ufffe\uffff")).toBe("tab\tline\nend\r");
    expect(xmlEscape("lone \ud800 and \udc00, paired \ud83e\udd85")).toBe("lone  and , paired \ud83e\udd85");
  });
});

describe("elements", () => {
  it("escape every text and attribute value, leave out empty children and attributes, and close empty elements", () => {
    const xml = renderXml(
      el(
        "item",
        { title: `"Kites" & <herons>`, missing: undefined, none: null, n: 3 },
        el("g:title", null, "5 < 6 & 'x'\u0007"),
        null,
        false,
        undefined,
        el("empty"),
      ),
    );
    expect(xml).toBe(`<item title="&quot;Kites&quot; &amp; &lt;herons&gt;" n="3"><g:title>5 &lt; 6 &amp; &apos;x&apos;</g:title><empty /></item>`);
    const parsed = parseXml(xmlDocument(el("root", null, el("a", { href: "x?a=1&b=2" }, "é ☀ \ud83e\udd85"))));
    expect(all(parsed, "a")[0]).toMatchObject({ attrs: { href: "x?a=1&b=2" }, text: "é ☀ \ud83e\udd85" });
  });

  it("refuse a name that is not a plain XML name (names are the program's, never data)", () => {
    expect(() => el("a b")).toThrow(/Not an XML name/);
    expect(() => el("x><script")).toThrow(/Not an XML name/);
    expect(() => renderXml(el("x", { 'a="1" onload': "y" }))).toThrow(/attribute name/);
  });
});

describe("a streamed document", () => {
  it("is whole and well-formed, written in pieces, and waits while the reader's buffer is full", async () => {
    const received: string[] = [];
    let waits = 0;
    // A slow reader: a small buffer, each piece taken 5 ms after it arrives.
    const sink = new Writable({
      highWaterMark: 1024,
      decodeStrings: false,
      write(chunk: string, _enc, done) {
        received.push(chunk);
        setTimeout(done, 5);
      },
    });
    const write = sink.write.bind(sink);
    const counted = Object.assign(sink, {
      write: (chunk: string) => {
        const ok = write(chunk);
        if (!ok) waits += 1;
        return ok;
      },
    });
    const xml = new XmlStream(counted);
    await xml.begin(el("urlset", { xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9" }, el("title", null, "A & B")));
    for (let i = 0; i < 2000; i++) {
      await xml.write(el("url", null, el("loc", null, `https://prints.example.in/shop/${i}/a-b?x=1&y=2`)));
      // Never more than a piece and the buffer waiting: the writer does not run ahead of the reader.
      expect(sink.writableLength).toBeLessThanOrEqual(64 * 1024);
    }
    await xml.close();
    await new Promise((resolve) => sink.once("finish", resolve));
    const doc = received.join("");
    expect(received.length).toBeGreaterThan(3);
    expect(waits).toBeGreaterThan(0);
    expect(doc.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const locs = all(parseXml(doc), "loc");
    expect(locs).toHaveLength(2000);
    expect(locs[1999].text).toBe("https://prints.example.in/shop/1999/a-b?x=1&y=2");
  });

  it("stops writing once the reader has gone", async () => {
    const sink = new Writable({ write: (_c, _e, done) => done() });
    const xml = new XmlStream(sink);
    await xml.begin(el("rss"));
    sink.destroy();
    expect(xml.gone).toBe(true);
    await xml.write(el("item"));
    await xml.close();
    expect(sink.writableEnded).toBe(false);
  });
});
