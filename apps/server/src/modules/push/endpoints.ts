// Which push endpoints the server will post to. A subscription names a URL the server later posts
// to on the user's behalf, so only a real push service's public https address is accepted, unless
// the operator allows private ones (PUSH_ALLOW_PRIVATE_ENDPOINTS=1: tests, a local push service).
// Three checks, because a form that looks public may not be:
// - the URL's form: https, no credentials, a host that is a public address or a name that is not
//   a local one (trailing dots, IPv6 spellings and IPv4-mapped addresses normalised first);
// - the name resolved, at subscribe time and again before each send, every address it gives public
//   (a public name may point at 127.0.0.1, and may be changed to after subscribing);
// - the connection made to the address that was checked (the sender pins it), so a second lookup
//   an attacker controls cannot swap in another.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress, parseAddress } from '../../lib/ip-address.js';

/** The addresses a name resolves to. */
export type Resolve = (host: string) => Promise<readonly string[]>;

/** The system resolver, every address of the name. */
export const systemResolve: Resolve = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

// Names that only mean something inside a network (and a cluster's service names).
const LOCAL_NAMES = /(^|\.)(localhost|localdomain|local|internal|lan|home|intranet|corp|private|arpa|svc)$/;

/** The host of a URL without brackets or trailing dots, lower case. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/** The endpoint as a URL when its form may be posted to, else undefined. */
export function endpointUrl(endpoint: string, allowPrivate: boolean): URL | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  if (url.protocol !== 'https:') return undefined;
  const host = hostOf(url);
  const address = parseAddress(host);
  if (address !== undefined) return isPublicAddress(address) ? url : undefined;
  return host.includes('.') && !LOCAL_NAMES.test(host) ? url : undefined;
}

/** True when the endpoint's form may be posted to (the name is not resolved). */
export const endpointAllowed = (endpoint: string, allowPrivate: boolean): boolean =>
  endpointUrl(endpoint, allowPrivate) !== undefined;

/** Where to connect for an endpoint: a checked address, or why not. */
export type Target =
  | { readonly ok: true; readonly address: string; readonly family: 4 | 6 }
  | { readonly ok: false; readonly reason: string };

/**
 * Resolves an endpoint's host and picks the address to connect to: refused when the name does not
 * resolve or any of its addresses is not public (with private endpoints allowed, the first address).
 */
export async function resolveEndpoint(url: URL, allowPrivate: boolean, resolve: Resolve): Promise<Target> {
  const host = hostOf(url);
  let addresses: readonly string[];
  if (parseAddress(host) !== undefined) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      return { ok: false, reason: `${host} does not resolve: ${(error as Error).message}` };
    }
  }
  const parsed = addresses.map((address) => ({ address, bytes: parseAddress(address) }));
  if (parsed.length === 0 || parsed.some((p) => p.bytes === undefined)) {
    return { ok: false, reason: `${host} does not resolve to an address` };
  }
  if (!allowPrivate && parsed.some((p) => !isPublicAddress(p.bytes!))) {
    return { ok: false, reason: `${host} resolves to an address that is not public` };
  }
  const chosen = parsed[0]!;
  return { ok: true, address: chosen.address, family: isIP(chosen.address) === 4 ? 4 : 6 };
}
