// Which push endpoints the server will post to. A subscription names a URL the server later posts
// to on the user's behalf, so a real push service's only (public https) is accepted unless the
// operator allows private ones (PUSH_ALLOW_PRIVATE_ENDPOINTS=1: tests, a local push service). Names
// are not resolved here: a public name that resolves to a private address is not caught.
import { BlockList, isIP } from 'node:net';

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home|intranet)$/;

/** True when the server may post pushes to `endpoint`. */
export function endpointAllowed(endpoint: string, allowPrivate: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(host);
  if (family !== 0) return !PRIVATE.check(host, family === 4 ? 'ipv4' : 'ipv6');
  return host.includes('.') && !LOCAL_NAMES.test(host);
}
