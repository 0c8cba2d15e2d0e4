// The ceiling: a bare node:http server answering every request with a fixed body of the size the real
// endpoint returns. Whatever our API does on top of that is the cost we measure.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const body = Buffer.from(process.env.CEILING_BODY ?? '[]');

createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
