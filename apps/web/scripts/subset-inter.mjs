#!/usr/bin/env node
// Makes src/styles/fonts/inter-basic-wght-normal.woff2: the installed Inter (variable weight,
// Latin face, from @fontsource-variable/inter) cut to the characters and weights of
// interBasic.mjs. Run it again after upgrading @fontsource-variable/inter; a test compares
// the committed file with a fresh cut. `node apps/web/scripts/subset-inter.mjs`
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { interBasicFont } from './interBasic.mjs';

const target = fileURLToPath(
  new URL('../src/styles/fonts/inter-basic-wght-normal.woff2', import.meta.url),
);
const bytes = await interBasicFont();
writeFileSync(target, bytes);
console.log(`${target}: ${bytes.length} bytes`);
