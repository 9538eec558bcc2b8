// Toasts through sonner (spec §9: bottom-right, 'Notifications', Alt+T), loaded on demand so
// the toast library is not part of the first load. The <Toaster> is mounted by the layout;
// sonner replays toasts raised before it subscribed.
import { deferred } from "./deferred";

export const sonner = deferred(() => import("sonner"));

/** A toast; with a description, `message` is its title (e.g. 'Validation Error'). */
function show(kind: "success" | "error" | "info", message: string, description?: string) {
  sonner
    .load()
    .then(({ toast }) => toast[kind](message, description ? { description } : undefined))
    .catch(() => window.alert(description ? `${message}: ${description}` : message));
}

export const toast = {
  success: (message: string, description?: string) => show("success", message, description),
  error: (message: string, description?: string) => show("error", message, description),
  info: (message: string, description?: string) => show("info", message, description),
};
