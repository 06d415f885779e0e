import { describe, expect, it } from 'vitest';
import { addressKey, formatAddress, isPublicAddress, parseAddress } from './ip-address.js';

const text = (ip: string): string | undefined => {
  const bytes = parseAddress(ip);
  return bytes === undefined ? undefined : formatAddress(bytes);
};

describe('parseAddress', () => {
  it('reads every way of writing one address as the same bytes', () => {
    expect(text('127.0.0.1')).toBe('127.0.0.1');
    expect(text('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(text('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(text('[::ffff:127.0.0.1]')).toBe('127.0.0.1');
    expect(text('::1')).toBe('0:0:0:0:0:0:0:1');
    expect(text('[::1]')).toBe('0:0:0:0:0:0:0:1');
    expect(text('::127.0.0.1')).toBe('0:0:0:0:0:0:7f00:1');
    expect(text('FE80::1%eth0')).toBe('fe80:0:0:0:0:0:0:1');
    expect(text('2001:DB8:0:0:1::1')).toBe('2001:db8:0:0:1:0:0:1');
    expect(text('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3:4:5:6:102:304');
  });

  it('refuses what is not an address', () => {
    for (const bad of ['', 'localhost', '1.2.3', '256.1.1.1', '1.2.3.4.5', ':::', '1::2::3', 'example.com']) {
      expect(parseAddress(bad), bad).toBeUndefined();
    }
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses apart and folds the mapped form into them', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts an IPv6 client by its /64', () => {
    const one = addressKey('2001:db8:1:2:aaaa::1');
    expect(one).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(one);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(one);
  });
});

describe('isPublicAddress', () => {
  const isPublic = (ip: string): boolean => isPublicAddress(parseAddress(ip)!);

  it('refuses loopback, private, link-local, unique-local, CGNAT and metadata addresses in every form', () => {
    for (const ip of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      'fe80::1',
      'fd00::1',
      'fc00::1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      '224.0.0.1',
      'ff02::1',
    ]) {
      expect(isPublic(ip), ip).toBe(false);
    }
  });

  it('lets public addresses through', () => {
    for (const ip of ['8.8.8.8', '142.250.74.46', '2606:4700:4700::1111', '2a00:1450:4007:80e::200e']) {
      expect(isPublic(ip), ip).toBe(true);
    }
  });
});
