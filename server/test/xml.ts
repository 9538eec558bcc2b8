/**
 * XML as the tests read it (issue 25's feeds and sitemaps): parsed with htmlparser2, the tree's
 * XML-capable parser, in XML mode, refusing what is not well-formed.
 */
import { Parser } from "htmlparser2";

export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/**
 * The feed parsed as XML (htmlparser2, the tree's XML-capable parser, in XML mode), refusing what is
 * not well-formed: an element closed by the parser rather than by the document, a stray close tag,
 * an `&` that starts no entity.
 */
export function parseXml(xml: string): XmlNode {
  const bare = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.exec(xml);
  if (bare) throw new Error(`A bare & at ${bare.index}`);
  const root: XmlNode = { name: "#document", attrs: {}, text: "", children: [] };
  const open: XmlNode[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const node = { name, attrs, text: "", children: [] };
        open[open.length - 1].children.push(node);
        open.push(node);
      },
      ontext(text) {
        open[open.length - 1].text += text;
      },
      onclosetag(name, isImplied) {
        // A self-closing element (`<x />`) is closed by the parser too: anything else it closes was left open.
        if (isImplied && !xml.slice(0, parser.endIndex + 1).endsWith("/>")) throw new Error(`<${name}> is not closed`);
        if (open.pop()?.name !== name) throw new Error(`</${name}> closes another element`);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  if (open.length !== 1) throw new Error("Elements left open");
  parser.end();
  return root;
}

export const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
export const textOf = (node: XmlNode, name: string) => child(node, name)?.text.trim();

/** Every element named `name` under `node`, at any depth, in document order. */
export function all(node: XmlNode, name: string): XmlNode[] {
  return node.children.flatMap((c) => [...(c.name === name ? [c] : []), ...all(c, name)]);
}
