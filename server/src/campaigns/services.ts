/** The campaigns domain's part of the application's services (newsletter campaigns), as `ctx.services` sees it. */
import type { CampaignService } from "./campaign.service.js";

declare module "../core/context.js" {
  interface Services {
    campaigns: CampaignService;
  }
}
