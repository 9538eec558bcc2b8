/**
 * The key a per-client rate limit counts under. An IPv4 client is its address; an IPv6 client is its
 * /64 network (issue 42), because a subscriber line or a cloud host is handed a whole /64 and can
 * send each request from another of its 2^64 addresses. An IPv4 address written as IPv6
 * (`::ffff:203.0.113.9`, a dual-stack socket's form) is the IPv4 address.
 */
import ipaddr from "ipaddr.js";

export function networkKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}
