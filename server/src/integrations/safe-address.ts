/**
 * Where a webhook may go: https to a public address. An endpoint's host is resolved and every
 * address it resolves to checked — when it is registered and again at every send, in the connection's
 * own lookup, so a name that later resolves to a private address (DNS rebinding) is refused too.
 * `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE=true, for tests and private networks) lifts both rules.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { promisify } from "node:util";
import ipaddr from "ipaddr.js";
import { badInput } from "../core/errors.js";

const lookupAll = promisify(dnsLookup);

/** True for loopback, private, link-local, unique-local, unspecified, multicast and other reserved ranges. */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() !== "unicast";
}

/** The endpoint URL, checked: 400 with the reason otherwise. */
export async function checkEndpointUrl(text: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(String(text ?? "").trim());
  } catch {
    throw badInput("Enter the endpoint's full URL, e.g. https://example.in/hooks/shop", { field: "url" });
  }
  if (url.username || url.password) throw badInput("The URL may not carry a user name or password", { field: "url" });
  if (url.href.length > 500) throw badInput("The URL must be at most 500 characters", { field: "url" });
  const schemes = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) throw badInput("Webhook endpoints must use https", { field: "url" });
  if (!allowPrivate) {
    let addresses: LookupAddress[];
    try {
      addresses = await lookupAll(url.hostname.replace(/^\[|\]$/g, ""), { all: true });
    } catch {
      throw badInput(`The host ${url.hostname} could not be found`, { field: "url" });
    }
    if (addresses.some((a) => isPrivateAddress(a.address)))
      throw badInput(`The host ${url.hostname} resolves to a private, loopback or link-local address: webhooks go to public addresses only`, { field: "url" });
  }
  return url;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http(s).request that refuses private addresses (unless allowed). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "");
      const list = addresses;
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) {
        const refused = Object.assign(new Error(`${hostname} resolves to a private address: refused`), { code: "EPRIVATE" });
        return callback(refused, "");
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
