/** The search domain's part of the application's services (issue 46), as `ctx.services` sees it. */
import type { SearchLog } from "./search-log.js";
import type { SearchService } from "./search.service.js";
import type { WorkshopsFloor } from "../workshops/services.js";

/** The search domain's own services. */
export interface SearchPart {
  search: SearchService;
  /** What visitors searched for, per day (the owner's Analytics). */
  searchLog: SearchLog;
}

/** What search's resolvers may reach: its own services and those of the domains below it (it reads prints, groups, posts and workshops). */
export type SearchFloor = SearchPart & WorkshopsFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends SearchPart {}
}
