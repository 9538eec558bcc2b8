// A page that lives at another address (an old `?print=N` link, a detail page's id without its slug
// or with a wrong one): drawn by the server, the answer is a 301 to it; in the browser, the router
// replaces the address without a trace in the history.
import { useContext } from "react";
import { Redirect as Navigate, useRouter } from "wouter";
import { HeadContext } from "./page-title";

export function Redirect({ to }: { to: string }) {
  const sink = useContext(HeadContext);
  // The address with the router's base: a Tamil page's 301 stays under `/ta` (issue 30).
  const href = useRouter().base + to;
  // On the server the answer is the 301 (a <Navigate> there would only warn); in the browser, the router moves.
  if (sink) {
    sink.redirect(href);
    return null;
  }
  return <Navigate replace to={to} />;
}
