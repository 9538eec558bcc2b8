/** The campaigns domain's part of the application's services (newsletter campaigns), as `ctx.services` sees it. */
import type { CampaignService } from "./campaign.service.js";
import type { WorkshopsFloor } from "../workshops/services.js";

/** The campaigns domain's own services. */
export interface CampaignsPart {
  campaigns: CampaignService;
}

/** What campaigns' resolvers and shims may reach: its own services and those of the domains below it (issue 43); one above is a compile error. */
export type CampaignsFloor = CampaignsPart & WorkshopsFloor;

declare module "../core/context.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the application's services are every domain's part
  interface Services extends CampaignsPart {}
}
