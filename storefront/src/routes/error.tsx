// Error boundary (spec §8): an uncaught rendering error shows 'Unexpected Application Error!'.
// It wraps the page inside the layout, so the navigation stays usable, and resets on navigation.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { localized, useLocale, useT } from "../i18n";
import { replayEarlyTaps } from "../lib/early-taps";

interface Props {
  /** Changes on every navigation; a new location clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
    // A page that failed never hydrates: the early-tap recorder lets go now (lib/early-taps.ts), or it
    // would go on holding every tap; what was tapped and is still there is pressed as asked.
    replayEarlyTaps();
  }

  render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "";
}

export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const detail = describe(error);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-alert uppercase">{t("error.eyebrow")}</p>
      <h1 className="mt-3 text-3xl font-semibold text-ink sm:text-4xl">{t("error.heading")}</h1>
      {detail && (
        <pre className="mt-6 max-w-full overflow-x-auto rounded-lg bg-ink/5 px-4 py-3 text-left text-sm whitespace-pre-wrap text-ink-muted">{detail}</pre>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t("error.reload")}
        </button>
        <a href={localized(useLocale(), "/")} className="btn btn-outline">
          {t("error.home")}
        </a>
      </div>
    </section>
  );
}
