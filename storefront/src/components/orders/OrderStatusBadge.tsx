// An order's status as visitors see it (spec §4 "Order status"): Processing yellow, In Transit
// blue, Delivered green, anything else gray.
const TONES: Record<string, string> = {
  Processing: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  "In Transit": "bg-blue-100 text-blue-900 ring-blue-300",
  Delivered: "bg-green-100 text-green-900 ring-green-300",
};
const GRAY = "bg-gray-100 text-gray-800 ring-gray-300";

export function statusTone(label: string): "yellow" | "blue" | "green" | "gray" {
  return label === "Processing" ? "yellow" : label === "In Transit" ? "blue" : label === "Delivered" ? "green" : "gray";
}

export function OrderStatusBadge({ label }: { label: string }) {
  return (
    <span
      data-status={statusTone(label)}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${TONES[label] ?? GRAY}`}
    >
      {label}
    </span>
  );
}
