/**
 * A race made to happen: the next call of `target[method]` is held at its start until the test opens
 * the gate (then the object's own method answers it) or fails it (then the call throws that error).
 * Only that call: the method is the object's own again for every later one.
 */
export interface Held {
  /** Resolves once the held call has begun. */
  reached: Promise<void>;
  open(): void;
  fail(err: unknown): void;
}

export function holdNextCall<T extends object, K extends keyof T>(target: T, method: K): Held {
  const own = target[method];
  if (typeof own !== "function") throw new TypeError(`${String(method)} is not a method`);
  let entered!: () => void;
  let open!: () => void;
  let fail!: (err: unknown) => void;
  const reached = new Promise<void>((resolve) => (entered = resolve));
  const opened = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  // Failed before the call came: the call meets the failure when it comes, not an unhandled rejection now.
  opened.catch(() => undefined);
  const hadOwn = Object.prototype.hasOwnProperty.call(target, method);
  const held = async (...args: unknown[]) => {
    // The method it shadowed answers every later call.
    if (hadOwn) target[method] = own;
    else delete target[method];
    entered();
    await opened;
    return (own as (...a: unknown[]) => unknown).apply(target, args);
  };
  target[method] = held as T[K];
  return { reached, open, fail };
}
