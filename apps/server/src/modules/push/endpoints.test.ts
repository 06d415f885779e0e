import { describe, expect, it } from 'vitest';
import { endpointUrl, resolveEndpoint, type Resolve } from './endpoints.js';

/** A resolver answering from a table, as a DNS server an attacker controls might. */
const resolver =
  (table: Record<string, string[]>): Resolve =>
  async (host) => {
    const found = table[host];
    if (found === undefined) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return found;
  };

describe('endpointUrl', () => {
  it('refuses every spelling of a local or private host', () => {
    for (const endpoint of [
      'https://localhost.:8443/x',
      'https://LOCALHOST/x',
      'https://metadata.google.internal./computeMetadata/v1/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://[::127.0.0.1]:8443/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:7f00:1]/x',
      'https://[::ffff:169.254.169.254]/x',
      'https://[0:0:0:0:0:0:0:1]/x',
      'https://[fe80::1]/x',
      'https://0x7f.1/x',
      'https://2130706433/x',
      'https://127.1/x',
      'https://100.64.1.1/x',
      'https://kubernetes.default.svc/x',
      'https://kubernetes.default.svc.cluster.local/x',
      'https://router.home.arpa/x',
      'https://intranet/x',
      'http://push.example.com/x',
    ]) {
      expect(endpointUrl(endpoint, false), endpoint).toBeUndefined();
    }
  });

  it("accepts a push service's public https address", () => {
    expect(endpointUrl('https://fcm.googleapis.com/fcm/send/abc', false)?.hostname).toBe(
      'fcm.googleapis.com',
    );
    expect(endpointUrl('https://[2606:4700::1111]/x', false)).toBeDefined();
  });
});

describe('resolveEndpoint', () => {
  const url = (host: string): URL => new URL(`https://${host}/x`);

  it('refuses a public-looking name that resolves to a private address', async () => {
    const dns = resolver({
      '127.0.0.1.nip.io': ['127.0.0.1'],
      'mixed.example.com': ['8.8.8.8', '10.0.0.5'],
      'mapped.example.com': ['::ffff:169.254.169.254'],
      'six.example.com': ['fd12::1'],
    });
    for (const host of ['127.0.0.1.nip.io', 'mixed.example.com', 'mapped.example.com', 'six.example.com']) {
      const target = await resolveEndpoint(url(host), false, dns);
      expect(target.ok, host).toBe(false);
    }
  });

  it('refuses a name that does not resolve', async () => {
    const target = await resolveEndpoint(url('nowhere.example.com'), false, resolver({}));
    expect(target).toMatchObject({ ok: false });
  });

  it('gives the checked address to connect to', async () => {
    const dns = resolver({ 'push.example.com': ['2606:4700::1111', '1.1.1.1'] });
    expect(await resolveEndpoint(url('push.example.com'), false, dns)).toEqual({
      ok: true,
      address: '2606:4700::1111',
      family: 6,
    });
    expect(await resolveEndpoint(url('8.8.4.4'), false, resolver({}))).toEqual({
      ok: true,
      address: '8.8.4.4',
      family: 4,
    });
  });

  it('lets private addresses through only when they are allowed', async () => {
    const dns = resolver({ 'push.test': ['127.0.0.1'] });
    expect(await resolveEndpoint(url('push.test'), true, dns)).toEqual({
      ok: true,
      address: '127.0.0.1',
      family: 4,
    });
  });
});
