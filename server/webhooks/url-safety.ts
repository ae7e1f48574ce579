import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { lookup as lookupCallback } from "node:dns";

/** Addresses a webhook may never reach: this host, private networks, link-local (cloud metadata), multicast. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  PRIVATE.addSubnet(net, bits, "ipv6");
}

/** Whether `address` (IPv4 or IPv6, IPv4-mapped included) is one a webhook may not reach. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class UnsafeWebhookUrlError extends Error {}

const MAX_URL_LENGTH = 2000;

/**
 * The endpoint URL as it is stored, or UnsafeWebhookUrlError with what is wrong: https only (http too
 * when `allowPrivate`, for a receiver on this machine in tests), no credentials, and a host that
 * resolves only to public addresses. Delivery checks the address again as it connects (safeLookup).
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UnsafeWebhookUrlError("Enter a full URL starting with https://.");
  }
  if (raw.length > MAX_URL_LENGTH) throw new UnsafeWebhookUrlError("The URL is too long.");
  const schemes = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) throw new UnsafeWebhookUrlError("The URL must start with https://.");
  if (url.username || url.password)
    throw new UnsafeWebhookUrlError("The URL may not carry a user name or password.");
  if (url.hash) throw new UnsafeWebhookUrlError("The URL may not carry a #fragment.");
  if (!allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const addresses = isIP(host)
      ? [host]
      : await lookup(host, { all: true }).then(
          (found) => found.map((a) => a.address),
          () => [],
        );
    if (addresses.length === 0) throw new UnsafeWebhookUrlError(`The host ${url.hostname} does not resolve.`);
    if (addresses.some(isPrivateAddress)) {
      throw new UnsafeWebhookUrlError("The URL must reach a public address, not a private or local network.");
    }
  }
  return url.toString();
}

/**
 * The DNS lookup a delivery connects with: it refuses private addresses at connect time, so a name
 * that resolved publicly at registration cannot be pointed at this network later (DNS rebinding).
 */
export function safeLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookupCallback(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const usable = allowPrivate ? list : list.filter((a) => !isPrivateAddress(a.address));
      if (usable.length === 0) {
        return callback(new UnsafeWebhookUrlError(`${hostname} resolves only to private addresses`), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
      callback(null, usable[0].address, usable[0].family);
    });
  };
}
