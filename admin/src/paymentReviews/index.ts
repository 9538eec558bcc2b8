import PaymentsIcon from "@mui/icons-material/ReportProblemOutlined";
import { PaymentReviewList } from "./PaymentReviewList";

export default {
  list: PaymentReviewList,
  icon: PaymentsIcon,
  options: { label: "Payments to review" },
  recordRepresentation: "paymentId",
};
