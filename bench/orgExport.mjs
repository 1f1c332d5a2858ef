// `npm run bench:export` (tsx, for the TypeScript it imports): the organisation export and
// import (apps/server/src/services/dataExport) on an embedded database in a temporary folder,
// files sealed by the EncryptedFileStore as in production:
// - the demo (seedDemo), and a generated organisation of 5,000 items and 500 MB of documents
//   (250 files of 2 MiB of random bytes, linked to the first 250 items);
// - each round exports to a zip and imports it under a new slug; the first round is "cold"
//   (first run in the process), the others "warm": median (min–max);
// - same-run baselines on the same bytes: `cat` of the sealed files, and a plain zip (yazl,
//   stored) of the plaintext files from a folder;
// - the process's peak RSS during each export and import (the export streams; it must never
//   hold the 500 MB).
// Prints figures; asserts nothing. Everything lives in one temporary folder, deleted after.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { buildCard, buildFile, buildOrg } from '../apps/server/src/db/factories.ts';
import { items } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { exportOrganisation } from '../apps/server/src/services/dataExport/exportOrganisation.ts';
import { importOrganisation } from '../apps/server/src/services/dataExport/importOrganisation.ts';
import { EncryptedFileStore } from '../apps/server/src/storage/encryptedFileStore.ts';
import { LocalFileStore } from '../apps/server/src/storage/localFileStore.ts';

const ITEMS = Number(process.env.BENCH_EXPORT_ITEMS ?? 5000);
const FILES = Number(process.env.BENCH_EXPORT_FILES ?? 250);
const FILE_BYTES = 2 * 1024 * 1024;
const DEMO_ROUNDS = Number(process.env.BENCH_EXPORT_DEMO_ROUNDS ?? 5);
const BIG_ROUNDS = Number(process.env.BENCH_EXPORT_BIG_ROUNDS ?? 3);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'candor-bench-export-'));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const spread = (list) =>
  list.length === 0
    ? '—'
    : `${seconds(median(list))} (${seconds(Math.min(...list))}–${seconds(Math.max(...list))})`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs `work`, returning its time and the process's peak RSS meanwhile. */
async function measured(work) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    const result = await work();
    return { ms: performance.now() - started, peak, result };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const database = await openDatabase({ dataDir: path.join(tmp, 'db') });
  await migrate(database);
  const { db } = database;
  const store = new EncryptedFileStore(
    new LocalFileStore(path.join(tmp, 'files')),
    randomBytes(32),
  );

  const demo = await seedDemo(database, { fileStore: store });

  console.log(`Generating ${ITEMS} items and ${FILES} files of ${mb(FILE_BYTES)}…`);
  const { org, product } = await buildOrg(db, { slug: 'bench-big', name: 'Bench Big' });
  const card = await buildCard(db, { product, kind: 'Reports' });
  const rows = Array.from({ length: ITEMS }, (_, i) => ({
    orgId: org.id,
    productId: product.id,
    cardId: card.id,
    uid: randomUUID(),
    kind: 'Reports',
    title: `Generated item ${i + 1}`,
    explanation: `An explanation of generated control ${i + 1}, long enough to look like one.`,
    publicAccess: i % 2 === 0,
  }));
  const created = [];
  for (let i = 0; i < rows.length; i += 500) {
    created.push(
      ...(await db
        .insert(items)
        .values(rows.slice(i, i + 500))
        .returning({ id: items.id })),
    );
  }
  const plainDir = path.join(tmp, 'plain');
  mkdirSync(plainDir);
  for (let i = 0; i < FILES; i++) {
    const bytes = randomBytes(FILE_BYTES);
    writeFileSync(path.join(plainDir, `${i}.pdf`), bytes);
    await buildFile(db, {
      org,
      item: created[i],
      fileStore: store,
      bytes,
      originalName: `report-${i}.pdf`,
    });
  }

  // Baselines on the same bytes, in this run.
  const sealedDir = path.join(tmp, 'files', 'orgs', org.id, 'files');
  const cat = await measured(async () =>
    execFileSync('sh', ['-c', `cat "${sealedDir}"/* > /dev/null`]),
  );
  const plainZip = await measured(async () => {
    const zip = new yazl.ZipFile();
    const out = createWriteStream(path.join(tmp, 'plain.zip'));
    zip.outputStream.pipe(out);
    for (let i = 0; i < FILES; i++) {
      zip.addFile(path.join(plainDir, `${i}.pdf`), `files/${i}.pdf`, { compress: false });
    }
    zip.end();
    await once(out, 'close');
  });
  rmSync(path.join(tmp, 'plain.zip'));
  rmSync(plainDir, { recursive: true });

  const cases = [
    { name: `demo (${demo.orgSlug})`, orgId: demo.orgId, rounds: DEMO_ROUNDS },
    {
      name: `generated (${ITEMS} items, ${mb(FILES * FILE_BYTES)})`,
      orgId: org.id,
      rounds: BIG_ROUNDS,
    },
  ];
  console.log(
    `\nRSS before the rounds (the embedded database included): ${mb(process.memoryUsage().rss)}`,
  );
  for (const c of cases) {
    const exports = [];
    const imports = [];
    let peakExport = 0;
    let peakImport = 0;
    let size = 0;
    let summary = '';
    for (let round = 0; round < c.rounds; round++) {
      const file = path.join(tmp, 'export.candor.zip');
      const exported = await measured(() => exportOrganisation(db, store, c.orgId, file));
      size = statSync(file).size;
      const manifest = exported.result;
      summary = `${manifest.tables.reduce((s, t) => s + t.rows, 0)} rows, ${manifest.files.length} files`;
      const imported = await measured(() =>
        importOrganisation(db, store, file, { slug: `copy-${randomUUID().slice(0, 8)}` }),
      );
      rmSync(file);
      exports.push(exported.ms);
      imports.push(imported.ms);
      peakExport = Math.max(peakExport, exported.peak);
      peakImport = Math.max(peakImport, imported.peak);
    }
    console.log(`${c.name}: ${summary}, zip ${mb(size)}`);
    console.log(
      `  export: cold ${seconds(exports[0])}, warm ${spread(exports.slice(1))}; peak RSS ${mb(peakExport)}`,
    );
    console.log(
      `  import: cold ${seconds(imports[0])}, warm ${spread(imports.slice(1))}; peak RSS ${mb(peakImport)}`,
    );
  }
  console.log(`baseline, the generated organisation's ${mb(FILES * FILE_BYTES)} of documents:`);
  console.log(`  cat of the sealed files: ${seconds(cat.ms)}`);
  console.log(`  plain zip (stored) of the plaintext files: ${seconds(plainZip.ms)}`);
  await database.close();
}

try {
  await main();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
