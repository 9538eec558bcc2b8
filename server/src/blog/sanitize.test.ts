import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uploadImage, type TestApp } from "../../test/harness.js";
import { plainText, sanitizeBlogHtml } from "./sanitize.js";

const MEDIA = `/media/${"ab12".repeat(16)}/960.webp`;

/** Hostile or sloppy input → what a visitor's browser may receive. */
const CASES: [string, string, string][] = [
  ["a script element goes with its code", `<p>Hello</p><script>alert(1)</script>`, `<p>Hello</p>`],
  ["a script hidden in odd case", `<ScRiPt>alert(1)</sCrIpT><p>x</p>`, `<p>x</p>`],
  ["onerror on an image", `<img src="${MEDIA}" onerror="alert(1)" alt="Kite">`, `<img src="${MEDIA}" alt="Kite" />`],
  ["an image from elsewhere", `<p>a<img src="https://evil.example/x.png"></p>`, `<p>a</p>`],
  ["an image with src=x and onerror", `<img src=x onerror=alert(1)>`, ``],
  ["onclick on a paragraph", `<p onclick="alert(1)">Tap</p>`, `<p>Tap</p>`],
  ["a javascript: link", `<a href="javascript:alert(1)">x</a>`, `<a>x</a>`],
  ["a javascript: link with entities and case", `<a href="JaVaScRiPt&#58;alert(1)">x</a>`, `<a>x</a>`],
  ["a javascript: link hidden by a tab", `<a href="java\tscript:alert(1)">x</a>`, `<a>x</a>`],
  ["a data: link", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`, `<a>x</a>`],
  ["a data: image", `<img src="data:image/svg+xml,<svg onload=alert(1)>">`, ``],
  ["a style attribute with an expression", `<p style="width: expression(alert(1))">x</p>`, `<p>x</p>`],
  ["a style element", `<style>body{background:url(javascript:alert(1))}</style><p>x</p>`, `<p>x</p>`],
  ["an iframe", `<iframe src="https://evil.example"></iframe><p>x</p>`, `<p>x</p>`],
  ["an svg with onload", `<svg onload="alert(1)"><circle r="4"/></svg><p>x</p>`, `<p>x</p>`],
  ["a form and input", `<form action="https://evil.example"><input name="p"></form><p>x</p>`, `<p>x</p>`],
  ["nested, unclosed tags are closed", `<p><strong>bold <em>both</p>`, `<p><strong>bold <em>both</em></strong></p>`],
  ["a tag broken across attributes", `<p>a</p><img src="${MEDIA}"/onerror=alert(1)//>`, `<p>a</p><img src="${MEDIA}" />`],
  ["comments are dropped", `<p>x<!-- <script>alert(1)</script> --></p>`, `<p>x</p>`],
  [
    "an https link opens apart, without the opener",
    `<a href="https://ebird.org" target="_self" rel="opener">eBird</a>`,
    `<a href="https://ebird.org" rel="noopener noreferrer nofollow" target="_blank">eBird</a>`,
  ],
  ["a link inside the site keeps its path", `<a href="/shop" target="_blank">Shop</a>`, `<a href="/shop">Shop</a>`],
  ["a mailto link stays", `<a href="mailto:hello@example.in">Write</a>`, `<a href="mailto:hello@example.in">Write</a>`],
  ["headings start below the page's title", `<h1>Big</h1><h2>Mid</h2><h6>Small</h6>`, `<h2>Big</h2><h2>Mid</h2><h4>Small</h4>`],
  [
    "lists, emphasis and quotes stay as written",
    `<ul><li><strong>Kite</strong></li><li><em>Heron</em></li></ul><ol><li>one</li></ol><blockquote><p>Patience.</p></blockquote>`,
    `<ul><li><strong>Kite</strong></li><li><em>Heron</em></li></ul><ol><li>one</li></ol><blockquote><p>Patience.</p></blockquote>`,
  ],
  ["classes and ids are dropped", `<p class="x" id="y" data-a="1">x</p>`, `<p>x</p>`],
];

describe("the blog's HTML sanitiser", () => {
  for (const [name, input, output] of CASES) {
    it(name, () => {
      expect(sanitizeBlogHtml(input)).toBe(output);
    });
  }

  it("nothing that runs survives any case", () => {
    for (const [, input] of CASES) {
      const out = sanitizeBlogHtml(input);
      expect(out).not.toMatch(/<script|<style|<iframe|<svg|\son\w+=|javascript:|data:|expression\(/i);
    }
  });

  it("plainText strips tags and keeps words apart across blocks", () => {
    expect(plainText(`<h2>Dawn</h2><p>At <strong>Pulicat</strong> &amp; the flamingos</p><ul><li>one</li><li>two</li></ul>`)).toBe(
      "Dawn At Pulicat & the flamingos one two",
    );
  });
});

describe("posts are sanitised when saved", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.token();
  });
  afterAll(() => app?.close());

  it("createBlogPost stores only the allowed HTML, with images of the site's media", async () => {
    const imageId = await uploadImage(app, "#224466");
    const media = (
      await app.gql(
        `mutation($i: ID) { createBlogPost(title: "T", excerpt: "E", content: "<p>x</p>", imageId: $i) { image { url } } }`,
        { i: imageId },
        { token },
      )
    ).body.data.createBlogPost.image.url;
    const content = `<h1>Kingfishers</h1><p onmouseover="steal()">Dive <b>fast</b><script>fetch('/x')</script></p><img src="${media}" onerror="x()" alt="Kingfisher"><img src="https://tracker.example/p.gif"><a href="javascript:alert(1)">bad</a>`;
    const res = await app.gql(
      `mutation($c: String!) { createBlogPost(title: "Kingfishers", excerpt: "Blue flashes", content: $c) { id content } }`,
      { c: content },
      { token },
    );
    expect(res.body.data.createBlogPost.content).toBe(`<h2>Kingfishers</h2><p>Dive <b>fast</b></p><img src="${media}" alt="Kingfisher" /><a>bad</a>`);
    const rest = await app.rest("GET", `/blogid/${res.body.data.createBlogPost.id}`);
    expect(rest.body[0].content).toBe(res.body.data.createBlogPost.content);
  });

  it("content that is nothing but what the sanitiser removes is refused as missing", async () => {
    const res = await app.gql(`mutation { createBlogPost(title: "Empty", excerpt: "E", content: "<script>alert(1)</script>") { id } }`, {}, { token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ message: "Please fill in all required fields", extensions: { code: "BAD_USER_INPUT" } });
  });
});
