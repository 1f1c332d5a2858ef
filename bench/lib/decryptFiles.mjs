#!/usr/bin/env node
// A floor for the document benchmarks: reads each file named on the command line and runs it
// through AES-256-GCM decryption (node:crypto, as EncryptedFileStore does), one after the other,
// writing nothing. The key is a random one, so the tag is not checked (final() is skipped): the
// cost of reading and decrypting the bytes, which no zip of sealed documents can go below.
// Prints {bytes, ms, cpu} timed from the first read, so node's start-up is not counted.
import { createDecipheriv, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const key = randomBytes(32);
const started = performance.now();
const cpu = process.cpuUsage();
let bytes = 0;
for (const file of process.argv.slice(2)) {
  const sealed = await readFile(file);
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  bytes += decipher.update(sealed).length;
}
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({ bytes, ms: performance.now() - started, cpu: (used.user + used.system) / 1000 }),
);
