/**
 * Put inside a react-admin form (SimpleForm): if the owner's session ends while she fills it, what
 * she typed is kept (drafts.ts), and when she is back on the page after signing in again the form
 * shows it again, marked unsaved, with a plain note saying so (issue 43 item 21).
 */
import { useEffect, useRef } from "react";
import { useFormContext } from "react-hook-form";
import { useNotify } from "react-admin";
import { registerForm, takeKeptForm } from "./drafts";

export const CHANGES_KEPT = "You were signed out before this form was saved. What you had typed is back: check it and save again.";

export function KeepUnsavedChanges() {
  const { getValues, reset, formState } = useFormContext();
  const notify = useNotify();
  // Read during render, so that react-hook-form keeps these two up to date.
  const { isDirty, isReady } = formState;
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const route = useRef(window.location.hash);

  useEffect(() => registerForm(route.current, () => ({ dirty: dirty.current, values: getValues() })), [getValues]);

  // Once the form has its saved values (react-admin resets it to them on mount), the kept ones go on
  // top, the saved ones staying its defaults: the form is unsaved until she saves it.
  const restored = useRef(false);
  useEffect(() => {
    if (!isReady || restored.current) return;
    restored.current = true;
    const kept = takeKeptForm(route.current);
    if (!kept) return;
    reset({ ...getValues(), ...kept }, { keepDefaultValues: true });
    notify(CHANGES_KEPT, { type: "warning", autoHideDuration: 15_000 });
  }, [isReady, getValues, reset, notify]);

  return null;
}
