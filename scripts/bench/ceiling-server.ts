// The ceiling: a bare node:http server answering each request with the very bytes (status, type,
// encoding) the API answered the same request with, chosen by method, path, accept-encoding and body.
// Whatever our API does on top of that is the cost we measure.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { keyOf, type Recorded } from './bench-kit.ts';

const port = Number(process.env.PORT);
const recorded: Recorded[] = JSON.parse(readFileSync(String(process.env.CEILING_BODIES_FILE), 'utf8'));
const answers = new Map(
  recorded.map((r) => {
    const body = Buffer.from(r.body, 'base64');
    return [r.key, { status: r.status, headers: { ...r.headers, 'content-length': body.length }, body }];
  }),
);
const missing = { status: 404, headers: { 'content-length': 0 }, body: Buffer.alloc(0) };

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const key = keyOf(
      req.method ?? 'GET',
      req.url ?? '/',
      String(req.headers['accept-encoding'] ?? ''),
      Buffer.concat(chunks).toString(),
    );
    const a = answers.get(key) ?? missing;
    res.writeHead(a.status, a.headers);
    res.end(a.body);
  });
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
