import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const one = clientNetwork('2001:db8:1234:5678::1');
    expect(one).toBe('2001:db8:1234:5678::/64');
    for (const other of ['2001:0db8:1234:5678:abcd:ef01:2345:6789', '2001:DB8:1234:5678:0:0:0:2', '2001:db8:1234:5678::ffff:1', '2001:db8:1234:5678::9%eth0']) {
      expect(clientNetwork(other)).toBe(one);
    }
    expect(clientNetwork('2001:db8:1234:5679::1')).not.toBe(one);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::FFFF:198.51.100.1')).toBe('198.51.100.1');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('')).toBe('');
  });
});
