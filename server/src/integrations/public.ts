/** What the storefront's /developers page tells integrators, from the modules the server enforces it with (alias @shop/integrations). */
export { DEFAULT_KEY_REQUESTS_PER_MINUTE, SCOPE_DESCRIPTIONS, SCOPES } from "../core/scopes.js";
export { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS } from "./events.js";
