import { isIPv4, isIPv6 } from 'node:net';

/**
 * The block an address belongs to for the new-number limits: its /24 for IPv4 (one customer's network,
 * or one cloud host's neighbours), its /64 for IPv6 (what one subscriber is given). An IPv4 address
 * written as IPv6 (::ffff:1.2.3.4) is IPv4. Anything else counts as a block of its own.
 */
export function addressBlock(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip) || ip.includes('.')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
