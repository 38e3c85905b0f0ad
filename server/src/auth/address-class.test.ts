import { describe, expect, it } from 'vitest';
import { addressClass } from './address-class';

describe('addressClass', () => {
  it.each([
    ['198.51.100.7', '198.51.100.0/24'],
    ['198.51.100.250', '198.51.100.0/24'],
    ['198.51.101.7', '198.51.101.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['::ffff:cb00:7109', '203.0.113.0/24'],
    ['local', 'local'],
    ['unknown', 'unknown'],
  ])('%s is in %s', (ip, klass) => expect(addressClass(ip)).toBe(klass));
});
