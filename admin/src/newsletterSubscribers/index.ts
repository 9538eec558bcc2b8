import AlternateEmailIcon from "@mui/icons-material/AlternateEmail";
import { NewsletterSubscriberList } from "./NewsletterSubscriberList";

export default {
  list: NewsletterSubscriberList,
  icon: AlternateEmailIcon,
  options: { label: "Subscribers" },
  recordRepresentation: "email",
};
