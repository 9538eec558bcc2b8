/**
 * A record a page loads when it opens and again when the owner retries (LoadState shows which):
 * `loading` while it runs, `failed` (with a notice) when it did not arrive.
 */
import { useEffect, useRef, useState } from "react";
import { useNotify } from "react-admin";
import { errorMessage } from "../graphql/request";

export function useLoad(run: () => Promise<unknown>, failedText: string): { loading: boolean; failed: boolean; retry: () => void } {
  const notify = useNotify();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // The latest closure, so that a retry loads with what the page holds now.
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const start = () =>
    void latest
      .current()
      .catch((error: unknown) => {
        setFailed(true);
        // The server's own message when it sent one (e.g. why it refused), the page's text otherwise.
        notify(errorMessage(error, failedText), { type: "error" });
      })
      .finally(() => setLoading(false));
  // Once, when the page opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(start, []);
  const retry = () => {
    setLoading(true);
    setFailed(false);
    start();
  };
  return { loading, failed, retry };
}
