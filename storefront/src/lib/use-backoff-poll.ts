// Asks again and again while `active`, waiting longer each time: 2 s, then ×1.5 up to 30 s
// (an answer that takes long delays the next question; nothing piles up).
import { useEffect, useRef } from "react";

export const POLL_FIRST_MS = 2_000;
export const POLL_MAX_MS = 30_000;

export function useBackoffPoll(active: boolean, poll: () => Promise<unknown>) {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  }, [poll]);
  useEffect(() => {
    if (!active) return;
    let delay = POLL_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = () => {
      timer = setTimeout(() => {
        void latest
          .current()
          .catch(() => undefined)
          .finally(() => {
            if (stopped) return;
            delay = Math.min(POLL_MAX_MS, Math.round(delay * 1.5));
            tick();
          });
      }, delay);
    };
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active]);
}
