// ESLint rule `i18n/no-bare-text` (issue 30): a storefront component that has been moved to the
// catalogues (storefront/src/i18n/en.json, ta.json) holds no visible words of its own: no JSX text
// with a letter in it, and no literal with a letter in an attribute people read or hear (aria-label,
// title, alt, placeholder, aria-description). Its words come from `t("key")`. Applied, in
// eslint.config.js, to the files already moved; the list grows as the pages are done.
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-roledescription", "title", "alt", "placeholder"]);
const LETTER = /\p{L}/u;

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Visible text of a translated storefront component comes from the catalogues" },
    messages: {
      text: "Bare text {{text}}: put it in storefront/src/i18n/en.json and ta.json and use t(key).",
      attribute: "Bare {{name}} {{text}}: put it in storefront/src/i18n/en.json and ta.json and use t(key).",
    },
    schema: [],
  },
  create(context) {
    const quoted = (s) => JSON.stringify(s.trim().slice(0, 40));
    /** A string literal (or a template without expressions) that holds a letter, in JSX. */
    const checkExpression = (node, report) => {
      if (!node) return;
      if (node.type === "Literal" && typeof node.value === "string" && LETTER.test(node.value)) report(node.value);
      else if (node.type === "TemplateLiteral" && node.expressions.length === 0 && LETTER.test(node.quasis[0].value.cooked ?? ""))
        report(node.quasis[0].value.cooked);
      else if (node.type === "ConditionalExpression") {
        checkExpression(node.consequent, report);
        checkExpression(node.alternate, report);
      } else if (node.type === "LogicalExpression") checkExpression(node.right, report);
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: "text", data: { text: quoted(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === "JSXAttribute") return;
        checkExpression(node.expression, (text) => context.report({ node, messageId: "text", data: { text: quoted(text) } }));
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === "string" ? node.name.name : "";
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const report = (text) => context.report({ node, messageId: "attribute", data: { name, text: quoted(text) } });
        if (node.value.type === "Literal") checkExpression(node.value, report);
        else if (node.value.type === "JSXExpressionContainer") checkExpression(node.value.expression, report);
      },
    };
  },
};
