// Display formats of the storefront. Money reads as everywhere else in the project (₹1,499.00):
// the formatter is the server's, shared through the `@shop/money` alias.
export { formatPaise, formatRupees } from "@shop/money";
