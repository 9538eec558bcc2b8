// Toasts through sonner (spec §9: bottom-right, 'Notifications', Alt+T), loaded on demand so
// the toast library is not part of the first load. The <Toaster> is mounted by the layout;
// sonner replays toasts raised before it subscribed.
import { deferred } from "./deferred";

export const sonner = deferred(() => import("sonner"));

function show(kind: "success" | "error" | "info", message: string) {
  sonner
    .load()
    .then(({ toast }) => toast[kind](message))
    .catch(() => window.alert(message));
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
};
