/**
 * The one XML writer of the server (issue 25): the documents for machines (robots aside, the blog
 * and shop feeds, the sitemaps, the Merchant feed) are written through it, so nothing escapes by
 * hand. An element is a small tree (`el(name, attrs, ...children)`), a string child is text; the
 * writer escapes every text and attribute value. Large documents are streamed: `XmlStream` opens
 * the root (and any wrapper such as RSS's `<channel>`), writes one element at a time to the
 * response, waits when the response's buffer is full (backpressure), and closes what it opened.
 */

/**
 * Text safe in XML 1.0 content and attribute values: the five markup characters as entities, and
 * the characters XML cannot hold at all (C0 controls but tab and line ends, lone surrogates,
 * U+FFFE/U+FFFF) left out.
 */
export function xmlEscape(value: string): string {
  return Array.from(value) // by code point: a lone surrogate is one of its own
    .filter((ch) => {
      const c = ch.codePointAt(0)!;
      if (c < 0x20) return c === 0x9 || c === 0xa || c === 0xd;
      return !(c >= 0xd800 && c <= 0xdfff) && c !== 0xfffe && c !== 0xffff;
    })
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Attribute values; an undefined or null one is left out. */
export type XmlAttrs = Record<string, string | number | null | undefined>;

/** A child: text (escaped), an element, or nothing (null, undefined, false: left out, so optional parts read inline). */
export type XmlChild = string | number | XmlElement | null | undefined | false;

export interface XmlElement {
  readonly name: string;
  readonly attrs: XmlAttrs;
  readonly children: readonly XmlChild[];
}

const NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/;

/** An element. Names are the program's own, never data: a name that is not a plain XML name throws. */
export function el(name: string, attrs: XmlAttrs | null = null, ...children: XmlChild[]): XmlElement {
  if (!NAME.test(name)) throw new Error(`Not an XML name: ${name}`);
  return { name, attrs: attrs ?? {}, children };
}

function openTag(node: Pick<XmlElement, "name" | "attrs">, selfClosing = false): string {
  let tag = `<${node.name}`;
  for (const [key, value] of Object.entries(node.attrs)) {
    if (value === null || value === undefined) continue;
    if (!NAME.test(key)) throw new Error(`Not an XML attribute name: ${key}`);
    tag += ` ${key}="${xmlEscape(String(value))}"`;
  }
  return `${tag}${selfClosing ? " />" : ">"}`;
}

/** The element as text, every text and attribute value escaped; an element without children is self-closing. */
export function renderXml(node: XmlElement): string {
  const children = node.children.filter((c): c is string | number | XmlElement => c !== null && c !== undefined && c !== false);
  if (children.length === 0) return openTag(node, true);
  let out = openTag(node);
  for (const child of children) out += typeof child === "object" ? renderXml(child) : xmlEscape(String(child));
  return `${out}</${node.name}>`;
}

/** A whole small document: the declaration and the root. */
export function xmlDocument(root: XmlElement): string {
  return `${XML_DECLARATION}\n${renderXml(root)}\n`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Where a stream writes: an HTTP response (or any writable that says when its buffer is full). */
export interface XmlSink {
  write(chunk: string): boolean;
  on(event: "drain" | "close", listener: () => void): unknown;
  end(): unknown;
  readonly destroyed: boolean;
}

/** Text gathered before it is handed to the sink: a few hundred elements a write, not one write an element. */
const FLUSH_AT = 16 * 1024;

/**
 * A document written as it is read: `open` the root and wrappers, `write` elements one by one,
 * `close`. The text is handed to the sink in pieces of about FLUSH_AT; when the sink's buffer is full,
 * `write` waits for it to drain. When the client has gone (`gone`), the writer stops waiting and
 * writing, and the caller should stop reading.
 */
export class XmlStream {
  private readonly open: string[] = [];
  private pending = "";
  /** Resolves the wait for the sink to drain (or close); the listeners are added once, on the first wait. */
  private wake: (() => void) | null = null;
  private listening = false;

  constructor(private readonly sink: XmlSink) {}

  /** True once the response is destroyed (the client went away): nothing more is written. */
  get gone(): boolean {
    return this.sink.destroyed;
  }

  /** Writes the declaration (first call only) and opens `element`'s tag; its children, if any, are written inside it. */
  async begin(element: XmlElement): Promise<void> {
    if (this.open.length === 0 && this.pending === "") this.pending = `${XML_DECLARATION}\n`;
    this.pending += openTag(element);
    for (const child of element.children) {
      if (child === null || child === undefined || child === false) continue;
      this.pending += typeof child === "object" ? renderXml(child) : xmlEscape(String(child));
    }
    this.open.push(element.name);
    await this.flushIfFull();
  }

  /** Writes one element inside the innermost open one. */
  async write(element: XmlElement): Promise<void> {
    this.pending += renderXml(element);
    await this.flushIfFull();
  }

  /** Closes every open element and ends the response. */
  async close(): Promise<void> {
    while (this.open.length) this.pending += `</${this.open.pop()}>`;
    this.pending += "\n";
    await this.flush();
    if (!this.gone) this.sink.end();
  }

  private async flushIfFull(): Promise<void> {
    if (this.pending.length >= FLUSH_AT) await this.flush();
  }

  private async flush(): Promise<void> {
    const chunk = this.pending;
    this.pending = "";
    if (!chunk || this.gone) return;
    if (this.sink.write(chunk)) return;
    // One listener of each for the whole document: compression's response hands "drain" listeners
    // to its zlib stream, where `once` or `removeListener` on the response would never remove them.
    if (!this.listening) {
      this.listening = true;
      const wake = () => {
        const resolve = this.wake;
        this.wake = null;
        resolve?.();
      };
      this.sink.on("drain", wake);
      this.sink.on("close", wake);
    }
    if (this.gone) return;
    await new Promise<void>((resolve) => (this.wake = resolve));
  }
}
