// `npm run openapi` (tsx, for the server's TypeScript): writes the server's OpenAPI document and
// the web app's types generated from it (apps/server/src/openApiDocument.ts), then prints how
// long it took and how big they are. Commit both files; a server test fails when they drift.
import { writeFileSync } from 'node:fs';
import { generateOpenApi, openApiPath, OPENAPI_FILES } from '../apps/server/src/openApiDocument.ts';

const started = performance.now();
const generated = await generateOpenApi();
for (const file of /** @type {const} */ (['document', 'types'])) {
  writeFileSync(openApiPath(file), generated[file]);
  console.log(`${OPENAPI_FILES[file]}: ${Buffer.byteLength(generated[file])} bytes`);
}
console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
