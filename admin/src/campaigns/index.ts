import { lazy } from "react";
import MailIcon from "@mui/icons-material/CampaignOutlined";
import { CampaignList } from "./CampaignList";
import { CampaignShow } from "./CampaignShow";

// The rich text editor (tiptap and ProseMirror) is only fetched when a campaign is written or edited.
const CampaignCreate = lazy(() => import("./CampaignCreate").then((m) => ({ default: m.CampaignCreate })));
const CampaignEdit = lazy(() => import("./CampaignEdit").then((m) => ({ default: m.CampaignEdit })));

export default {
  list: CampaignList,
  create: CampaignCreate,
  edit: CampaignEdit,
  show: CampaignShow,
  icon: MailIcon,
  options: { label: "Newsletter" },
  recordRepresentation: "subject",
};
