/**
 * The react-admin forms open in this tab, so that what the owner typed survives her session ending
 * (issue 43 item 21): when a save is refused for an ended session, each open form that has unsaved
 * changes is written to sessionStorage under its page's route; after she signs in again and is back
 * on that page, the form takes its changes back once (KeepUnsavedChanges.tsx).
 *
 * A draft is the owner's own text, kept only in this tab (sessionStorage), for the user id the back
 * office was opened for (the identity `me` gave, not localStorage, which another tab may have cleared
 * already), given back only to that same id, read once, and for two hours at most. It holds only the
 * fields she changed (react-hook-form's dirtyFields), so that restoring it onto the record as loaded
 * after the sign-in never puts back an older value of a field she did not touch, saved meanwhile from
 * elsewhere. Files (an image chosen and not yet uploaded) cannot be kept: a value holding one is left
 * out, and the form shows its saved value there. At most MAX_DRAFTS drafts are kept, the newest.
 */

const PREFIX = "admin.draft:";
/** A draft larger than this is not kept (sessionStorage has a few MB for the whole origin). */
const MAX_CHARS = 512 * 1024;
/** A draft older than this is not given back: the record has likely moved on. */
export const DRAFT_TTL_MS = 2 * 60 * 60 * 1000;
/** The most drafts kept in this tab; the oldest go first. */
export const MAX_DRAFTS = 5;

/** What a form has to keep: the values of the fields the owner changed, nothing when none. */
type ReadForm = () => Record<string, unknown>;

interface Draft {
  userId: string;
  savedAt: number;
  values: Record<string, unknown>;
}

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

/** True when react-hook-form's dirtyFields entry (a boolean, or an object/array of them) marks a change. */
export const isDirtyEntry = (entry: unknown): boolean => {
  if (entry === true) return true;
  if (Array.isArray(entry)) return entry.some(isDirtyEntry);
  if (entry && typeof entry === "object") return Object.values(entry).some(isDirtyEntry);
  return false;
};

function parseDraft(raw: string | null): Draft | null {
  if (raw === null) return null;
  try {
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (typeof draft.userId !== "string" || !draft.userId || typeof draft.savedAt !== "number") return null;
    if (!draft.values || typeof draft.values !== "object" || Array.isArray(draft.values)) return null;
    return draft as Draft;
  } catch {
    return null;
  }
}

function draftKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/** Drops the drafts past their time and all but the newest MAX_DRAFTS. */
function pruneDrafts(now: number): void {
  const drafts = draftKeys().map((key) => ({ key, draft: parseDraft(sessionStorage.getItem(key)) }));
  const live = drafts.filter(({ draft }) => draft !== null && now - draft.savedAt <= DRAFT_TTL_MS);
  for (const { key } of drafts) if (!live.some((d) => d.key === key)) sessionStorage.removeItem(key);
  live.sort((a, b) => b.draft!.savedAt - a.draft!.savedAt);
  for (const { key } of live.slice(MAX_DRAFTS)) sessionStorage.removeItem(key);
}

/**
 * Writes every open form with unsaved changes to this tab's storage, for `userId`; true when one was
 * kept. With no user id known nothing is kept (it could never be given back). Never throws.
 */
export function keepOpenForms(userId: string | null | undefined): boolean {
  if (!userId) return false;
  try {
    pruneDrafts(Date.now());
  } catch {
    // Storage refused: the writes below say what is kept.
  }
  let kept = false;
  for (const { route, read } of openForms.values()) {
    try {
      const changed = read();
      const keepable = Object.fromEntries(Object.entries(changed).filter(([, value]) => value !== undefined && !holdsFile(value)));
      if (Object.keys(keepable).length === 0) continue;
      const text = JSON.stringify({ userId, savedAt: Date.now(), values: keepable } satisfies Draft);
      if (text.length > MAX_CHARS) continue;
      sessionStorage.setItem(PREFIX + route, text);
      kept = true;
    } catch {
      // Storage full or refused, or a value that cannot be written: the owner is still told that her
      // change was not saved, and not that it was kept.
    }
  }
  try {
    pruneDrafts(Date.now());
  } catch {
    // Storage refused: nothing more to do.
  }
  return kept;
}

/** The kept changes of the form on `route`, once, for the user who typed them and in time; null otherwise. */
export function takeKeptForm(route: string, userId: string): Record<string, unknown> | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(PREFIX + route);
    if (raw === null) return null;
    sessionStorage.removeItem(PREFIX + route);
  } catch {
    return null;
  }
  const draft = parseDraft(raw);
  if (!draft || draft.userId !== userId) return null;
  const age = Date.now() - draft.savedAt;
  if (age < 0 || age > DRAFT_TTL_MS) return null;
  return draft.values;
}

/** Forgets every kept form (the owner signed out herself). */
export function forgetKeptForms(): void {
  try {
    for (const key of draftKeys()) sessionStorage.removeItem(key);
  } catch {
    // Storage refused: the drafts are read by their user id only anyway.
  }
}
