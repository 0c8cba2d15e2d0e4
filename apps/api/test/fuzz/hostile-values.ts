// What a careless or hostile client sends: values for JSON fields, raw (already percent-encoded) values
// for URL parameters and query strings, and whole bodies.

const deep = (levels: number, open: string, close: string, inner = '1') =>
  open.repeat(levels) + inner + close.repeat(levels);

/** JSON field values: each replaces one field of an otherwise good request. */
export const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'Park\u0000Street',
  '\ud800',
  'x\udfffy',
  'x'.repeat(10_000),
  '',
  '0x10',
  '1e21',
  '-1',
  'Infinity',
  '9'.repeat(30),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '😀🍛',
  '\u202e\u0007\u001b[31m',
  2_147_483_647,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  1e21,
  -1,
  0,
  1.5,
  null,
  true,
  false,
  'false',
  [5],
  {},
  JSON.parse(deep(40, '[', ']')),
];

/** Percent-encoded values for a path parameter or a query string. */
export const HOSTILE_URL_VALUES: string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '%',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '0x10',
  '2147483648',
  '99999999999999999999999',
  '-1',
  '1e21',
  '%20',
  'x'.repeat(3_000),
  encodeURIComponent("' or 1=1 --"),
  encodeURIComponent('😀'),
];

/** Whole bodies: [content-type, body]. */
export const HOSTILE_BODIES: Array<[string, string | Buffer]> = [
  ['application/json', '{'],
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '"text"'],
  ['application/json', '1e400'],
  ['application/json', '{"a":1,"a":{"b":2}}'],
  ['application/json', deep(30_000, '[', ']')],
  ['application/json', deep(30_000, '{"a":', '}')],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
  ['application/json', `{"q":"${'x'.repeat(70 * 1024)}"}`],
  ['application/json', Buffer.from([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', 'hello\u0000'],
  ['application/x-www-form-urlencoded', 'q=%00&latitude=1e21'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="q"\r\n\r\n\u0000'],
  ['application/xml', '<q/>'],
];
