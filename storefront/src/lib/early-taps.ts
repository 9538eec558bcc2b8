// No tap lost before hydration (issue 27). The server draws every page, so its buttons are on
// screen seconds before React has hydrated them on a slow phone, and a tap in that gap did nothing.
//
// Two halves:
// - `recordEarlyTaps` runs as a tiny inline script in the page's <head> (vite.config.ts's
//   `earlyTaps` plugin puts its minified text into index.html; the server allows that exact script
//   by its sha256 in the content security policy). It listens on the document in the capture phase,
//   before anything else, and holds every tap on a control that only works with JavaScript.
// - `replayEarlyTaps` runs in the app once hydration has committed (main.tsx): it stops the
//   recorder and replays each held control once, so that the control's own handler runs.
// - Should the app not come, the recorder gives up (below): what it held is let go.
//
// What is held: a click inside a `<button type="button">` (such a button does nothing without
// script, whatever it is: Add to Cart, Share, Show Interest, a menu, Load More…) or inside an
// element marked `data-replay`, and the submit of a `<form data-replay>` or of a form that names no
// `action` (issue 43: such a form only works with script; the browser would send it as a GET to the
// page itself, the typed text in the address and lost from the form: a blog post's comment form).
// Real links and everything else are left to the browser, which follows them as it would without
// any script. A form marked `data-replay` that also names an `action` posts there natively when
// scripts are off (the newsletter and contact forms: their REST calls check what they get); with
// scripts on, its early submit waits for the app instead of leaving the page.
//
// Each control and field is also remembered by its place (child positions from <body>): when the
// server's HTML differs from what the app draws, React draws the page again from scratch, and the
// replay finds the new element in the old one's place (the same tag, text and attributes) instead.

declare global {
  interface Window {
    /**
     * Set by the recorder: stops it and hands over the controls tapped, in order, once each, and what
     * the fields of their forms held at the tap.
     */
    __earlyTaps?: () => { held: Used[]; typed: Typed[] };
  }
}

/** An element the visitor used before hydration, and its place then: child positions from <body>. */
interface Used {
  el: Element;
  at: number[];
}

/** A field's last edit before hydration (a select's chosen index, a box's check, an input's text). */
type Typed = Used & { value: string | boolean | number };

/**
 * The recorder. It is sent as its own source text (`(${recordEarlyTaps})()`), so it must stay
 * self-contained: no import, nothing from this module's scope, only what every browser has.
 */
export function recordEarlyTaps(): void {
  const held: Used[] = [];
  // What the visitor typed or chose, field by field, the last edit of each: React writes its own
  // (empty) state into a field drawn before hydration whenever it renders the form again (a later
  // field typed into once hydrated), and the replay gives the visitor's value back.
  const typed: Typed[] = [];
  const placeOf = (el: Element) => {
    const at: number[] = [];
    for (let e: Element | null = el; e?.parentElement && e !== document.body; e = e.parentElement) at.unshift([...e.parentElement.children].indexOf(e));
    return at;
  };
  const edited = (event: Event) => {
    const field = event.target;
    let value: string | boolean | number | undefined;
    if (field instanceof HTMLSelectElement) value = field.selectedIndex;
    else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) value = field.checked;
    else if ((field instanceof HTMLInputElement && field.type !== "file") || field instanceof HTMLTextAreaElement) value = field.value;
    if (value !== undefined) typed.push({ el: field as Element, at: placeOf(field as Element), value });
  };
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    // A submit is the form's own event; a click counts inside a JS-only button or a marked element
    // (a click inside a marked form is not its submit: that one comes as a submit event).
    const control =
      event.type === "submit"
        ? target.matches("form[data-replay],form:not([action])")
          ? target
          : null
        : target.closest("button[type=button],[data-replay]:not(form)");
    if (!control) return;
    // Neither the browser (a form would leave the page) nor React, which listens at the root from the
    // moment hydration starts and would otherwise also see a tap that is replayed later.
    event.preventDefault();
    event.stopPropagation();
    // A second tap on the same control is the same request: held once. aria-busy tells the visitor
    // (and assistive technology) that the tap was taken and is being worked on.
    if (!held.some((h) => h.el === control)) {
      held.push({ el: control, at: placeOf(control) });
      control.setAttribute("aria-busy", "true");
    }
  };
  // Where the recorder is: holding taps (until hydration, or until it gives up), given up (taps go to
  // the browser; edits are still noted for the app, should it come late), or handed over to the app.
  let holding = true;
  const stopHolding = () => {
    holding = false;
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
    removeEventListener("error", failed, true);
    clearTimeout(timer);
  };
  const stop = () => {
    stopHolding();
    document.removeEventListener("input", edited, true);
    document.removeEventListener("change", edited, true);
    document.removeEventListener("submit", refuse, true);
    delete window.__earlyTaps;
  };
  // The app's code may never come (issue 43): an old chunk answered 404 after a deploy, a time-out on
  // 2G, a browser too old for it. Then nothing would ever replay what is held: the recorder gives up,
  // lets go of what it held and every later tap does what the browser does without script, but for a
  // form that names no action (below).
  //
  // A held form is sent natively only where it names an `action` of its own (the newsletter and
  // contact forms: their REST calls take a plain form post and check it as they check the app's): the
  // visitor's press is not lost. Not `form.action`, which the browser fills with the page's own
  // address when the form names none. Every other held control is only released (aria-busy cleared):
  // it did nothing without script, and a form without an action would be sent as a GET to this very
  // page (a discount code or a comment in the address bar, in the history and the server's log, and
  // the typed text gone when the page comes back).
  const giveUp = (late = false) => {
    if (!holding || performance.getEntriesByName("hydrated").length > 0) return;
    // Once hydration is under way (main.tsx marks its start), React listens at the root and replays
    // the held taps once it has committed: a slow phone is given 20 s more. Not for ever: a hydration
    // that never commits (a chunk that stalls, an error above the page's boundary) would hold every
    // tap, aria-busy, for as long as the page lives.
    if (!late && performance.getEntriesByName("hydrating").length > 0) {
      clearTimeout(timer);
      timer = setTimeout(() => giveUp(true), 20_000);
      return;
    }
    stopHolding();
    document.addEventListener("submit", refuse, true);
    for (const { el } of held) {
      el.removeAttribute("aria-busy");
      if (el instanceof HTMLFormElement && el.getAttribute("action")) {
        if (el.requestSubmit) el.requestSubmit();
        else el.submit();
      }
    }
    // Handed over as nothing: the app, should it hydrate after all (the entry still downloading at ten
    // seconds on 2G), replays no tap made so long ago (a held form has already been sent), but it is
    // told what was typed, so that a press once hydrated sends what the fields show.
    held.length = 0;
  };
  // After giving up, a form that names no action is never sent by the browser: on a phone whose script
  // never came, a press on 'Apply' or 'Post Comment' does nothing, as every JS-only button does,
  // rather than reloading the page with the fields in its address and the typing lost. (The app's own
  // handler, should it come late, still gets the event: only the browser's default is refused.)
  const refuse = (event: Event) => {
    if (event.target instanceof HTMLFormElement && !event.target.getAttribute("action") && performance.getEntriesByName("hydrated").length === 0)
      event.preventDefault();
  };
  // A script of the page's own that failed to load (the entry, or a module it imports: the entry's
  // script element reports the failure of its whole graph). Another site's script (a payment
  // provider's) says nothing about the app's.
  const failed = (event: Event) => {
    const script = event.target;
    if (script instanceof HTMLScriptElement && script.src && new URL(script.src, location.href).origin === location.origin) giveUp();
  };
  let timer = setTimeout(giveUp, 10_000);
  // The language switch is a real link, followed without script, but the choice it remembers
  // (i18n/choice.ts's `lang` cookie) was written only by React's handler: a tap before hydration, or
  // on a page whose code never came, was forgotten (issue 43). Written here, for as long as the page lives.
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-language]") : null;
      const language = link?.getAttribute("data-language");
      if (language === "en" || language === "ta")
        document.cookie = `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
    },
    true,
  );
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  document.addEventListener("input", edited, true);
  document.addEventListener("change", edited, true);
  addEventListener("error", failed, true);
  window.__earlyTaps = () => {
    stop();
    return { held, typed };
  };
}

/** Attributes a redraw changes by itself: the recorder's mark, and the ids React makes (useId) and those naming them. */
const REDRAWN = new Set(["aria-busy", "id", "for", "aria-controls", "aria-describedby", "aria-labelledby", "aria-owns"]);

/**
 * The element the visitor used, or the one in its place once React has drawn the page again: the same
 * tag, text and attributes (an Add to Cart's label names its print; ids aside); null when nothing like it is there now.
 */
function current({ el, at }: Used): Element | null {
  if (el.isConnected) return el;
  let now: Element | undefined = document.body;
  for (const i of at) now = now?.children[i];
  if (!now || now.tagName !== el.tagName || now.textContent !== el.textContent) return null;
  const attributes = (e: Element) =>
    e
      .getAttributeNames()
      .filter((name) => !REDRAWN.has(name))
      .map((name) => `${name}=${e.getAttribute(name)}`)
      .sort()
      .join("\n");
  return attributes(now) === attributes(el) ? now : null;
}

/** The native setter of a field's value, which React's tracking of the value does not see. */
function setValueUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
}

/**
 * What the visitor typed or chose before hydration is in the page but not in React's state (React
 * keeps the field's text and tracks it as the starting value, so no change is ever reported): each
 * field that differs from what the server drew is reported to React as the change it was.
 *
 * Every edit is read before the first is reported: React renders a controlled form again at the end
 * of each change event, and writes its state (still empty for the fields not yet reported) into the
 * other fields, so each field is given the visitor's value again just before its own report.
 */
function reportEarlyEdits(root: ParentNode) {
  const edits: (() => void)[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (field instanceof HTMLInputElement && field.type === "file") continue;
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      const chosen = options.map((option) => option.selected);
      if (options.some((option) => option.selected !== option.defaultSelected))
        edits.push(() => {
          options.forEach((option, i) => (option.selected = chosen[i]!));
          field.dispatchEvent(new Event("change", { bubbles: true }));
        });
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      const wanted = field.checked;
      if (wanted !== field.defaultChecked)
        edits.push(() => {
          // Back to the drawn state as React sees it, then the visitor's click again.
          field.checked = !wanted;
          field.click();
        });
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      edits.push(() => {
        // The drawn value as React sees it, the visitor's text as the page has it, then the input event.
        field.value = field.defaultValue;
        setValueUnseen(field, typed);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      });
    }
  }
  for (const edit of edits) edit();
}

/**
 * Gives each field the visitor edited before now its last edit back, where a render since has put
 * React's state there instead (the recorder saw every edit; a render is not one).
 */
function restoreTyped(typed: Typed[]) {
  // The last edit of each field, each field found once.
  for (const last of new Map(typed.map((t) => [t.el, t])).values()) {
    const field = current(last);
    const value = last.value;
    if (!field) continue;
    if (field instanceof HTMLSelectElement && typeof value === "number") {
      if (field.selectedIndex !== value) field.selectedIndex = value;
    } else if (field instanceof HTMLInputElement && typeof value === "boolean") {
      if (field.checked !== value) field.checked = value;
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && typeof value === "string") {
      if (field.value !== value) setValueUnseen(field, value);
    }
  }
}

/** After hydration has committed: stops the recorder and replays each held control once. */
export function replayEarlyTaps(root: ParentNode = document): void {
  const stop = window.__earlyTaps;
  if (!stop) return;
  delete window.__earlyTaps;
  // In a task of its own, not inside the effect that calls this: React renders the state each reported
  // edit sets only at the end of its event, which it cannot do while it is still committing, and a
  // form's handler must read what the visitor typed, not the empty state the form was drawn with.
  // The recorder holds taps until then: a tap in between would reach a form whose typing React has
  // not been told of yet.
  setTimeout(() => {
    const { held, typed } = stop();
    restoreTyped(typed);
    reportEarlyEdits(root);
    // Each control found now, once: after a redraw, a tap on the new element before this task ran was
    // held beside the one on the old element in its place, and both resolve to the same control
    // (issue 43: Load More ran twice).
    const controls = new Set<Element>();
    for (const used of held) {
      used.el.removeAttribute("aria-busy");
      const control = current(used);
      if (control) controls.add(control); // gone with a re-render, nothing like it in its place: nothing left to press
    }
    for (const control of controls) {
      if (control instanceof HTMLFormElement) control.requestSubmit();
      else if (control instanceof HTMLElement) control.click();
    }
  }, 0);
}
