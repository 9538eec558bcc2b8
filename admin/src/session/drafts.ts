/**
 * The react-admin forms open in this tab, so that what the owner typed survives her session ending
 * (issue 43 item 21): when a save is refused for an ended session, each open form that has unsaved
 * changes is written to sessionStorage under its page's route; after she signs in again and is back
 * on that page, the form takes its values back once (KeepUnsavedChanges.tsx).
 *
 * A draft is the owner's own text, kept only in this tab (sessionStorage), given back only to the
 * same user id, and read once. Files (an image chosen and not yet uploaded) cannot be kept: a value
 * holding one is left out, and the form shows its saved value there.
 */
import { getUserId } from "./session";

const PREFIX = "admin.draft:";
/** A draft larger than this is not kept (sessionStorage has a few MB for the whole origin). */
const MAX_CHARS = 512 * 1024;

type ReadForm = () => { dirty: boolean; values: Record<string, unknown> };

const openForms = new Map<symbol, { route: string; read: ReadForm }>();

/** Called by a form while it is on screen; the returned function forgets it. */
export function registerForm(route: string, read: ReadForm): () => void {
  const key = Symbol(route);
  openForms.set(key, { route, read });
  return () => void openForms.delete(key);
}

const holdsFile = (value: unknown): boolean => {
  if (typeof Blob !== "undefined" && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(holdsFile);
  if (value && typeof value === "object") return Object.values(value).some(holdsFile);
  return false;
};

/** Writes every open form with unsaved changes to this tab's storage; true when one was kept. */
export function keepOpenForms(): boolean {
  const userId = getUserId();
  let kept = false;
  for (const { route, read } of openForms.values()) {
    const { dirty, values } = read();
    if (!dirty) continue;
    const keepable = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && !holdsFile(value)));
    const text = JSON.stringify({ userId, values: keepable });
    if (text.length > MAX_CHARS) continue;
    try {
      sessionStorage.setItem(PREFIX + route, text);
      kept = true;
    } catch {
      // Storage full or refused: the owner is still told that her change was not saved.
    }
  }
  return kept;
}

/** The kept values of the form on `route`, once, for the user who typed them; null otherwise. */
export function takeKeptForm(route: string): Record<string, unknown> | null {
  const raw = sessionStorage.getItem(PREFIX + route);
  if (raw === null) return null;
  sessionStorage.removeItem(PREFIX + route);
  try {
    const draft = JSON.parse(raw) as { userId?: unknown; values?: unknown };
    if (draft.userId !== getUserId() || !draft.values || typeof draft.values !== "object" || Array.isArray(draft.values)) return null;
    return draft.values as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Forgets every kept form (the owner signed out herself). */
export function forgetKeptForms(): void {
  for (let i = sessionStorage.length - 1; i >= 0; i--) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }
}
