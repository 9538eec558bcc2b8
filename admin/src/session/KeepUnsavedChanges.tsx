/**
 * Put inside a react-admin form (SimpleForm): if the owner's session ends while she fills it, the
 * fields she changed are kept (drafts.ts), and when she is back on the page after signing in again
 * they go back on top of the record as loaded then, marked unsaved, with a plain note saying so
 * (issue 43 item 21). A field she did not touch shows the record as it is now, so a change saved
 * meanwhile from elsewhere is not silently undone.
 */
import { useEffect, useRef } from "react";
import { useFormContext } from "react-hook-form";
import { useGetIdentity, useNotify } from "react-admin";
import { isDirtyEntry, registerForm, takeKeptForm } from "./drafts";

export const CHANGES_KEPT = "You were signed out before this form was saved. What you had typed is back: check it and save again.";

export function KeepUnsavedChanges() {
  const { getValues, reset, formState } = useFormContext();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  // Read during render, so that react-hook-form keeps these up to date.
  const { dirtyFields, isReady } = formState;
  const dirty = useRef<Record<string, unknown>>(dirtyFields);
  useEffect(() => {
    dirty.current = dirtyFields;
  }, [dirtyFields]);
  const route = useRef(window.location.hash);

  useEffect(
    () =>
      registerForm(route.current, () =>
        Object.fromEntries(
          Object.entries(dirty.current)
            .filter(([, entry]) => isDirtyEntry(entry))
            .map(([name]) => [name, getValues(name) as unknown]),
        ),
      ),
    [getValues],
  );

  // Once the form has its saved values (react-admin resets it to them on mount) and the owner is
  // known, the kept fields go on top, the saved values staying its defaults: the form is unsaved
  // until she saves it.
  const restored = useRef(false);
  const userId = identity?.id;
  useEffect(() => {
    if (!isReady || userId === undefined || restored.current) return;
    restored.current = true;
    const kept = takeKeptForm(route.current, String(userId));
    if (!kept) return;
    reset({ ...getValues(), ...kept }, { keepDefaultValues: true });
    notify(CHANGES_KEPT, { type: "warning", autoHideDuration: 15_000 });
  }, [isReady, userId, getValues, reset, notify]);

  return null;
}
