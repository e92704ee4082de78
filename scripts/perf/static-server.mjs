// The ceiling of a response: one saved body served from memory by a bare node:http server.
// Usage: node static-server.mjs <body file> <content-type> [content-encoding]; prints the port it
// listens on. The body is sent as saved: compressed bytes with the encoding they came in.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2]);
const headers = { 'content-type': process.argv[3] || 'text/html; charset=utf-8', 'content-length': body.length };
if (process.argv[4]) headers['content-encoding'] = process.argv[4];
const server = createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
