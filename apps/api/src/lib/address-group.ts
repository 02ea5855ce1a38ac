import { isIPv6 } from 'node:net';

/**
 * The budget an address counts against: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber line or host gets a whole /64 and can pick a new address in it for every request).
 */
export function addressGroup(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 and the like) lies in the last 64 bits: not part of the group.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = address.includes('::') ? [...left, ...Array<string>(missing).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
