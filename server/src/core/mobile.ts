/**
 * A phone number as one key (issue 42 item 10): an Indian mobile number however it is typed —
 * '+91 98400 11223', '098400-11223', '0091 9840011223', '(98400) 11223' — is its 10 digits; any
 * other number is its digits, with '+' kept in front of an international one. Two spellings of one
 * number give one key; the key is at most as long as the number typed.
 */
export function mobileKeyOf(raw: string | null | undefined): string {
  const text = (raw ?? "").trim();
  const plus = text.startsWith("+");
  const digits = text.replace(/\D/g, "");
  const indian = (plus ? digits.replace(/^91(?=\d{10}$)/, "") : digits.replace(/^(?:0091|91|0)(?=\d{10}$)/, "")).match(/^[6-9]\d{9}$/);
  if (indian) return indian[0];
  return plus ? `+${digits}` : digits;
}
