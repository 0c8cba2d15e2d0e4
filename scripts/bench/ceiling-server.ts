// The ceiling: a bare node:http server answering each request with the bytes the real endpoint
// answered the same request body with. Whatever our API does on top of that is the cost we measure.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const samples: Record<string, string> = JSON.parse(
  readFileSync(String(process.env.CEILING_BODIES_FILE), 'utf8'),
);
const bodies = new Map(Object.entries(samples).map(([req, res]) => [req, Buffer.from(res)]));
const fallback = Buffer.from('[]');

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = bodies.get(Buffer.concat(chunks).toString()) ?? fallback;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
