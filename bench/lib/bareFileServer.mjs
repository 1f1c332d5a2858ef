#!/usr/bin/env node
// A baseline for the document benchmarks: a bare node:http server that answers every request with
// the files named in the JSON list at argv[2], one after the other, read whole and written with
// backpressure. No framework, no checks, no zip: what sending the same bytes over HTTP costs.
// Prints its port on the first line, then serves until killed.
import { readFile } from 'node:fs/promises';
import http from 'node:http';

const files = JSON.parse(await readFile(process.argv[2], 'utf8'));
const server = http.createServer(async (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/octet-stream' });
  for (const file of files) {
    const bytes = await readFile(file);
    if (!response.write(bytes)) await new Promise((resolve) => response.once('drain', resolve));
  }
  response.end();
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => process.exit(0));
