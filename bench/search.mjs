// `npm run bench:search` (tsx, for the TypeScript it imports): visitor search at 1k, 5k and 10k
// generated trust items, with FAQs (a tenth as many) and trust updates (a twentieth), each size
// its own organisation on a fresh embedded database. For each size, the browser's index is the
// real search key the server answers (GET …/api/kb/ais), and 200 queries whose right answer is
// known (an item's distinctive word cut to a prefix, or with one typo, with or without a topic
// word) are typed a keystroke at a time. A prefix is cut where it names one item: at its random
// length when no other distinctive word shares it, else typed on until none does (a 5-letter
// prefix is shared by about six of 5,000 items, and which of them is 'right' is unknowable):
// - Candor's browser search (MiniSearch with the portal's exact options, searchEngine.ts):
//   p50 / p95 per keystroke, median (min–max) over rounds, and recall@5 on the whole query;
// - Fuse.js with its default options (the spec names Fuse but no options) over the same fields,
//   the same data and queries in the same run: p50 / p95 of the whole query and recall@5;
// - the search key's size: raw, and as the server sends it gzip and br;
// - the server search (POST …/api/search, the same engine over the viewer's cached search key) at
//   every size: p50 / p95 and recall@5 of the whole query, asked as a visitor's browser asks it;
//   and the first search right after a change to the portal (a revision bump, as every change
//   makes) and its answer (which waits up to 250 ms for the key to be built again): median wall
//   time with its CPU time.
// Prints figures; asserts nothing.
import Fuse from 'fuse.js';
import { buildCard, buildOrg, buildUpdateTopic } from '../apps/server/src/db/factories.ts';
import { items, kbEntries } from '../apps/server/src/db/schema/index.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { createTestDatabase } from '../apps/server/src/db/testing.ts';
import { LocalFileStore } from '../apps/server/src/storage/localFileStore.ts';
import { createSearchEngine } from '../packages/domain/src/search/searchEngine.ts';
import { unpackSearchDocs } from '../packages/domain/src/search/searchIndex.ts';
import { notifyPortalChanged } from '../apps/server/src/fleet/portalChanges.ts';
import { bumpRevision } from '../apps/server/src/services/portal/bumpRevision.ts';

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,5000,10000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 200);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
const SERVER_QUERIES = Number(process.env.BENCH_SEARCH_SERVER_QUERIES ?? 100);
const COLD_SEARCHES = Number(process.env.BENCH_SEARCH_COLD ?? 5);

// A seeded random, so every run searches the same data with the same queries.
let seed = 20_261_124;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const SYLLABLES =
  'ka lo mi ren tor vex sa qui dun bel cor fam gri hol jas kel mor nax pel rud sil tan ulm var wen yor zed bri cla dro fen'.split(
    ' ',
  );
const TOPICS = [
  ['encryption', 'keys', 'rotation'],
  ['access', 'review', 'quarterly'],
  ['backup', 'restore', 'testing'],
  ['incident', 'response', 'plan'],
  ['vulnerability', 'scanning', 'weekly'],
  ['penetration', 'test', 'report'],
  ['logging', 'monitoring', 'alerts'],
  ['vendor', 'risk', 'assessment'],
  ['password', 'policy', 'mfa'],
  ['network', 'segmentation', 'firewall'],
  ['data', 'retention', 'deletion'],
  ['privacy', 'gdpr', 'requests'],
  ['business', 'continuity', 'drills'],
  ['secure', 'development', 'lifecycle'],
  ['endpoint', 'protection', 'agents'],
  ['security', 'awareness', 'training'],
  ['change', 'management', 'approvals'],
  ['physical', 'security', 'datacenter'],
];
const FILLER =
  'we maintain documented controls reviewed annually by independent auditors covering production systems customer data and employee access with evidence retained for twelve months'.split(
    ' ',
  );
const KINDS = [
  'DataSecurity',
  'AccessControl',
  'Infrastructure',
  'ApplicationSecurity',
  'NetworkSecurity',
  'Policies',
  'BusinessContinuity',
  'IncidentResponse',
];

const used = new Set();
/** The distinctive words of the organisation being seeded (items, FAQs, updates). */
let orgWords = [];
function distinctWord() {
  // The seeded random reaches only part of the 27,000 three-syllable words, and 10k items with
  // their FAQs and updates use most of those: past a few misses a fourth syllable is added.
  for (let tries = 0; ; tries++) {
    let word = pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
    if (tries >= 50) word += pick(SYLLABLES);
    if (!used.has(word)) {
      used.add(word);
      orgWords.push(word);
      return word;
    }
  }
}

/**
 * How far a typist types `word` for its prefix to be a question with one answer: at least `min`
 * letters, and on until no other distinctive word of the organisation starts the same way (a
 * prefix shared by several items — 'renco' for 'rencorpel', 'rencorulm', … — has no knowable
 * right answer, so scoring one of them would only measure a coin toss).
 */
function distinctPrefix(word, min) {
  for (let n = min; n < word.length; n++) {
    const prefix = word.slice(0, n);
    if (!orgWords.some((other) => other !== word && other.startsWith(prefix))) return prefix;
  }
  return word;
}
const sentence = (n) => Array.from({ length: n }, () => pick(FILLER)).join(' ');

/** One edit a typist makes: a swapped, doubled, dropped or wrong letter (never the first). */
function typo(word) {
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word.slice(at + 1);
    default:
      return (
        word.slice(0, at) +
        pick('aeiourst'.split('').filter((c) => c !== word[at])) +
        word.slice(at + 1)
      );
  }
}

/** A query whose right answer is the item titled `${word} ${topic…}`. */
function queryFor({ word, topic }) {
  switch (Math.floor(random() * 4)) {
    case 0:
      return distinctPrefix(word, 4 + Math.floor(random() * 3)) + ' ' + topic[0].slice(0, 4); // prefixes
    case 1:
      return typo(word) + ' ' + topic[1]; // a typo and a topic word
    case 2:
      return typo(word); // a typo alone
    default:
      return distinctPrefix(word, 5 + Math.floor(random() * 2)); // a prefix alone
  }
}

async function seedOrg(db, size) {
  const { org, product } = await buildOrg(db, {
    slug: `bench${size}`,
    name: `Bench ${size}`,
    product: { slug: 'core', name: 'Core' },
  });
  orgWords = [];
  const cards = [];
  for (const kind of KINDS) cards.push(await buildCard(db, { product, kind }));
  const targets = [];
  const rows = [];
  for (let i = 0; i < size; i++) {
    const word = distinctWord();
    const topic = pick(TOPICS);
    const card = cards[i % cards.length];
    const uid = `bench-${size}-${i}`;
    targets.push({ uid, word, topic });
    rows.push({
      orgId: org.id,
      productId: product.id,
      cardId: card.id,
      kind: card.kind,
      uid,
      title: `${word[0].toUpperCase()}${word.slice(1)} ${topic.join(' ')}`,
      explanation: `${sentence(18)} ${topic.join(' ')}.`,
      publicAccess: true,
      position: i,
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(items).values(rows.slice(i, i + 1000));
  const faqs = Array.from({ length: Math.round(size / 10) }, () => {
    const topic = pick(TOPICS);
    return {
      orgId: org.id,
      question: `How does ${distinctWord()} handle ${topic.join(' ')}?`,
      answer: sentence(30),
    };
  });
  for (let i = 0; i < faqs.length; i += 1000)
    await db.insert(kbEntries).values(faqs.slice(i, i + 1000));
  for (let i = 0; i < Math.round(size / 20); i++) {
    await buildUpdateTopic(db, {
      org,
      subject: `${distinctWord()} ${pick(TOPICS).join(' ')} update`,
      messages: [sentence(25)],
    });
  }
  return { org, product, targets };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const median = (values) => percentile(values, 50);
const ms = (n) => (n < 1 ? n.toFixed(3) : n.toFixed(1));
const recallAt5 = (queries, run) =>
  queries.filter(({ query, uid }) =>
    run(query)
      .slice(0, 5)
      .some((doc) => doc.u === uid),
  ).length / queries.length;

// The real app on a fresh migrated PGlite; no page is rendered here, so no web renderer.
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'candor-bench-search-'));
const database = await createTestDatabase();
const app = await buildApp({
  config: {
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: 'http://localhost:3000' }),
    sessionSecret: 'bench-secret-bench-secret-bench-secret',
    dataDir: filesDir,
  },
  database,
  fileStore: new LocalFileStore(filesDir),
  renderer: () => {
    throw new Error('no pages in this benchmark');
  },
});
const t = { app, database };
const rowsOut = [];
try {
  for (const size of SIZES) {
    const progress = (step) => process.stderr.write(`[${size}] ${step}\n`);
    const { org, product, targets } = await seedOrg(t.database.db, size);
    progress('seeded');
    const base = `/${org.slug}/api`;
    const key = await t.app.inject({
      method: 'GET',
      url: `${base}/kb/ais?productId=${product.id}`,
    });
    const payload = { ...key.json(), docs: unpackSearchDocs(key.json().docs) };
    const raw = Buffer.byteLength(key.body);
    // What a browser downloads: the key as the server sends it, gzip or br (its own encoding).
    const sent = async (encoding) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}/kb/ais?productId=${product.id}`,
        headers: { 'accept-encoding': encoding },
      });
      if (response.headers['content-encoding'] !== encoding) throw new Error(`no ${encoding}`);
      return response.rawPayload.length;
    };
    const gzip = await sent('gzip');
    const br = await sent('br');
    const queries = Array.from({ length: QUERIES }, () => {
      const target = pick(targets);
      return { query: queryFor(target), uid: target.uid };
    });

    // Candor's browser search: every keystroke of every query, several rounds.
    let started = performance.now();
    const engine = createSearchEngine(payload.docs);
    const buildMs = performance.now() - started;
    const p50s = [];
    const p95s = [];
    for (let round = 0; round < ROUNDS; round++) {
      const times = [];
      for (const { query } of queries) {
        for (let n = 1; n <= query.length; n++) {
          const typed = query.slice(0, n);
          started = performance.now();
          engine.search(typed, 50);
          times.push(performance.now() - started);
        }
      }
      p50s.push(median(times));
      p95s.push(percentile(times, 95));
    }
    progress('browser search timed');
    const miniRecall = recallAt5(queries, (q) => engine.search(q, 5));

    // Fuse.js, default options, the same fields: the whole query (each is one keystroke's work).
    const fuse = new Fuse(payload.docs, { keys: ['t', 'g', 's', 'b'] });
    const fuseTimes = [];
    const fuseRecall = recallAt5(queries, (q) => {
      const at = performance.now();
      const found = fuse.search(q, { limit: 5 }).map((r) => r.item);
      fuseTimes.push(performance.now() - at);
      return found;
    });

    progress('Fuse.js timed');
    // The server search as a visitor's browser asks it, without fetching the search key first
    // (each size is its own organisation: its 120 searches a minute per address are enough for
    // the default 100 queries and the cold ones).
    const serverSearch = async (term) => {
      const at = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: `${base}/search`,
        headers: { 'content-type': 'application/json' },
        payload: { query: { term, filters: { products: [product.id] } } },
      });
      if (response.statusCode !== 200) throw new Error(`search: ${response.statusCode}`);
      return { ms: performance.now() - at, matches: response.json().result.matches };
    };
    // Cold: the first search after a change to the portal (a revision bump, as `mutate` does),
    // made once the change would be answered: the answer waits for the key this visitor used to
    // be built again (ssr/hotPages.ts), 250 ms at most.
    const cold = [];
    const coldCpu = [];
    for (let i = 0; i < COLD_SEARCHES; i++) {
      const changedAt = performance.now();
      await t.database.db.transaction((tx) => bumpRevision(tx, org.id, product.id));
      notifyPortalChanged(org.id, t.database.db);
      await t.app.hotPages.rendered(changedAt);
      const cpuAt = process.cpuUsage();
      cold.push((await serverSearch(queries[i].query)).ms);
      const cpu = process.cpuUsage(cpuAt);
      coldCpu.push((cpu.user + cpu.system) / 1000);
    }
    const times = [];
    let found = 0;
    for (const { query, uid } of queries.slice(0, SERVER_QUERIES)) {
      const { ms, matches } = await serverSearch(query);
      times.push(ms);
      if (matches.slice(0, 5).some((d) => d.u === uid)) found++;
    }
    const server = {
      p50: median(times),
      p95: percentile(times, 95),
      recall: found / times.length,
      cold: median(cold),
      coldMax: Math.max(...cold),
      coldCpu: median(coldCpu),
    };
    progress('server search timed');

    const row = {
      size,
      docs: payload.docs.length,
      raw,
      gzip,
      br,
      buildMs,
      mini: {
        p50: median(p50s),
        p50min: Math.min(...p50s),
        p50max: Math.max(...p50s),
        p95: median(p95s),
        recall: miniRecall,
      },
      fuse: { p50: median(fuseTimes), p95: percentile(fuseTimes, 95), recall: fuseRecall },
      server,
    };
    rowsOut.push(row);
    console.log(
      `\n${size} items (${row.docs} documents in the search key: items, FAQs, updates)\n` +
        `  search key: ${(raw / 1000).toFixed(0)} kB raw, ${(gzip / 1000).toFixed(0)} kB gzip, ${(br / 1000).toFixed(0)} kB br as sent; MiniSearch index built in ${ms(buildMs)} ms\n` +
        `  Candor (MiniSearch) per keystroke: p50 ${ms(row.mini.p50)} ms (${ms(row.mini.p50min)}–${ms(row.mini.p50max)} over ${ROUNDS} rounds), p95 ${ms(row.mini.p95)} ms; recall@5 ${row.mini.recall.toFixed(3)}\n` +
        `  Fuse.js (defaults) per query:       p50 ${ms(row.fuse.p50)} ms, p95 ${ms(row.fuse.p95)} ms; recall@5 ${row.fuse.recall.toFixed(3)}\n` +
        `  Candor is ${(row.fuse.p50 / row.mini.p50).toFixed(0)}× faster than Fuse.js at p50` +
        `\n  server search (POST …/api/search, the same engine): p50 ${ms(server.p50)} ms, p95 ${ms(server.p95)} ms over ${times.length} queries; recall@5 ${server.recall.toFixed(3)}` +
        `\n  server search right after a change's answer (the key rebuilt as it arrives): median ${ms(server.cold)} ms (CPU ${ms(server.coldCpu)} ms), max ${ms(server.coldMax)} ms over ${cold.length}`,
    );
  }
  const at5k = rowsOut.find((r) => r.size === 5000);
  if (at5k) {
    console.log(
      `\nAims at 5k: p50 ≤ 0.5 ms → ${ms(at5k.mini.p50)} ms; ≥100× Fuse → ${(at5k.fuse.p50 / at5k.mini.p50).toFixed(0)}×; recall@5 ≥ 0.95 → ${at5k.mini.recall.toFixed(3)}; search key ≤ 150 kB gzip → ${(at5k.gzip / 1000).toFixed(0)} kB gzip, ${(at5k.br / 1000).toFixed(0)} kB br; server p50 ≤ 5 ms → ${ms(at5k.server.p50)} ms, p95 ≤ 20 ms → ${ms(at5k.server.p95)} ms, recall@5 ≥ 0.95 → ${at5k.server.recall.toFixed(3)}`,
    );
  }
} finally {
  await app.close();
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
}
