/** on-exit-leak-free ships no types: the one function used (observability/log.ts). */
declare module "on-exit-leak-free" {
  /** Calls `fn(obj, event)` when the process exits, unless `obj` has been collected by then (it is held weakly). */
  export function register<T extends object>(obj: T, fn: (obj: T, event: "exit") => void): void;
}
