/**
 * The key a rate limit counts a client by (issue 42 item 10): an IPv4 address as it is, an IPv6
 * address by its /64 (one home or one phone's network is given a whole /64, and takes a new address
 * in it at will; those of ::/64, no one's network, one by one), an IPv4 address mapped into IPv6 as
 * the IPv4 address. Any text that is not an address ('unknown', '', or what a client wrote in
 * X-Forwarded-For behind a trusted proxy) is one client, 'unknown': a client that wrote a new text at
 * each request would otherwise be a new client each time.
 */
import ipaddr from "ipaddr.js";

/** The one key of every client whose address is not an address. */
export const UNKNOWN_CLIENT = "unknown";

export function clientKeyOf(ip: string): string {
  // A proxy that writes the client's port too (`203.0.113.7:51234`, `[2001:db8::1]:443`): the address.
  const text = (ip ?? "")
    .trim()
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/, "$1")
    .replace(/^\[([0-9a-fA-F:.]+)\](?::\d{1,5})?$/, "$1");
  if (!ipaddr.isValid(text)) return UNKNOWN_CLIENT;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const words = v6.parts.slice(0, 4).map((p) => p.toString(16));
  // ::/64 is no one's network (the loopback ::1, the old IPv4-compatible ::a.b.c.d): each address on its own.
  if (words.every((w) => w === "0")) return v6.toString();
  return `${words.join(":")}::/64`;
}
