// IP addresses as the limits and the push filter need them: parsed to bytes, so that every way of
// writing one address (IPv6 shorthand, an IPv4 address mapped into IPv6, a zone suffix) means the
// same thing, and an IPv6 client is counted by its /64 (one host is usually handed a whole /64, so
// counting single addresses would give it endless fresh ones).
import { BlockList, isIP } from 'node:net';

/** An address as bytes: 4 for IPv4 (IPv4-mapped IPv6 included), 16 for IPv6. */
export type AddressBytes = Uint8Array;

/** The groups of an IPv6 address written without its `::` shorthand or zone, or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  let rest = text;
  const tail: number[] = [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups.
  const dotted = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(rest);
  if (dotted !== null) {
    const four = ipv4Bytes(dotted[1]!);
    if (four === undefined) return undefined;
    tail.push((four[0]! << 8) | four[1]!, (four[2]! << 8) | four[3]!);
    rest = rest.slice(0, rest.length - dotted[1]!.length);
    if (rest.endsWith(':') && !rest.endsWith('::')) rest = rest.slice(0, -1);
  }
  const halves = rest.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((group) => parseInt(group, 16));
  const head = parse(halves[0]!);
  const back = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - back.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...back, ...tail];
}

function ipv4Bytes(text: string): AddressBytes | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return undefined;
  return Uint8Array.from(parts.map(Number));
}

/**
 * The bytes of an address written as text (brackets and a zone suffix allowed), or undefined when
 * it is not an address. An IPv4-mapped IPv6 address comes back as its 4 IPv4 bytes.
 */
export function parseAddress(text: string): AddressBytes | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const kind = isIP(bare);
  if (kind === 4) return ipv4Bytes(bare);
  if (kind !== 6) return undefined;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups === undefined) return undefined;
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    bytes[2 * i] = group >> 8;
    bytes[2 * i + 1] = group & 0xff;
  });
  const mapped = bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

/** The canonical text of an address's bytes (IPv6 in full, lower case, without shorthand). */
export function formatAddress(bytes: AddressBytes): string {
  if (bytes.length === 4) return bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

/**
 * The key a per-address limit counts a client under: an IPv4 address as it is (mapped or not),
 * an IPv6 address by its /64. Anything that is not an address is its own key.
 */
export function addressKey(ip: string): string {
  const bytes = parseAddress(ip);
  if (bytes === undefined) return ip;
  if (bytes.length === 4) return formatAddress(bytes);
  return `${formatAddress(Uint8Array.from([...bytes.subarray(0, 8), ...new Uint8Array(8)]))}/64`;
}

/**
 * Addresses a server must never be sent to on a user's behalf: this host, private networks,
 * link-local, unique-local, carrier-grade NAT, the cloud metadata address, multicast, reserved and
 * documentation ranges.
 */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  const v6: [string, number][] = [
    ['::', 128],
    ['::1', 128],
    ['::', 96], // IPv4-compatible (deprecated) addresses
    ['64:ff9b::', 96], // NAT64: may reach any IPv4 address, private ones included
    ['64:ff9b:1::', 48],
    ['100::', 64], // discard
    ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, ...)
    ['2001:db8::', 32], // documentation
    ['2002::', 16], // 6to4: embeds any IPv4 address
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['fec0::', 10], // site-local (deprecated)
    ['ff00::', 8], // multicast
  ];
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return list;
})();

/** True for an address on the public internet; false for every range in NOT_PUBLIC. */
export function isPublicAddress(bytes: AddressBytes): boolean {
  return !NOT_PUBLIC.check(formatAddress(bytes), bytes.length === 4 ? 'ipv4' : 'ipv6');
}
