/**
 * Knowledge-base entries and trust updates limited to products (through kb_entry_products and
 * update_products) show on those products' pages only; unlimited ones show on every product.
 */
import type { PortalView } from '@candor/domain';
import { beforeAll, expect, it } from 'vitest';
import { buildKbEntry, buildUpdateTopic } from '../../db/factories.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { BROWSER } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

beforeAll(async () => {
  const db = t.database.db;
  const { org, product: cloud, mobile } = f;
  await buildKbEntry(db, { org, question: 'Every product?' });
  await buildKbEntry(db, { org, question: 'Cloud only?', products: [cloud] });
  await buildKbEntry(db, { org, question: 'Mobile only?', products: [mobile] });
  await buildKbEntry(db, { org, question: 'Both?', products: [cloud, mobile] });
  await buildUpdateTopic(db, { org, subject: 'For everyone', messages: ['All products.'] });
  await buildUpdateTopic(db, {
    org,
    subject: 'Cloud news',
    messages: ['Cloud.'],
    products: [cloud],
  });
  await buildUpdateTopic(db, {
    org,
    subject: 'Mobile news',
    messages: ['Mobile.'],
    products: [mobile],
  });
});

async function portal(url: string): Promise<PortalView> {
  const response = await t.app.inject({ method: 'GET', url, headers: BROWSER });
  expect(response.statusCode).toBe(200);
  return portalViewOf(response.body);
}

function questionsAndTopics(view: PortalView) {
  const questions: string[] = [];
  const topics: string[] = [];
  for (const section of view.sections) {
    if (section.id === 'knowledge_base') questions.push(...section.entries.map((e) => e.question));
    if (section.id === 'trust_center_updates') topics.push(...section.topics.map((x) => x.subject));
  }
  return { questions: questions.sort(), topics: topics.sort() };
}

it('the default product shows its own entries and updates and the unlimited ones', async () => {
  expect(questionsAndTopics(await portal('/acme'))).toEqual({
    questions: ['Both?', 'Cloud only?', 'Every product?'],
    topics: ['Cloud news', 'For everyone'],
  });
});

it("another product shows its own and the unlimited ones, never the first product's", async () => {
  expect(questionsAndTopics(await portal('/acme?product=mobile'))).toEqual({
    questions: ['Both?', 'Every product?', 'Mobile only?'],
    topics: ['For everyone', 'Mobile news'],
  });
});
