import { BlockList, isIP } from 'node:net';

/**
 * An allow-list of client addresses from a setting: addresses and CIDR ranges, IPv4 or IPv6,
 * comma-separated ("203.0.113.0/24, 2001:db8:1::/48"). Empty: everyone (null). A malformed entry
 * throws, so a typo never opens (or closes) the door silently.
 */
export function addressAllowList(setting: string): ((address: string | undefined) => boolean) | null {
  const entries = setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`not an address or CIDR range: ${entry}`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const family = address ? isIP(address) : 0;
    return family !== 0 && list.check(address!, family === 6 ? 'ipv6' : 'ipv4');
  };
}
