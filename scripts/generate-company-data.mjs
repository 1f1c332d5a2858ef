#!/usr/bin/env node
/**
 * Writes apps/server/src/companies/companyData.json, the company picker's second company-data
 * source (staff-content.md §3): every brand in the installed simple-icons metadata whose source
 * link is on the company's own domain, as {id, name, domain}. Nothing is fetched; run it again
 * after upgrading simple-icons (`npm run companies:data`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const icons = JSON.parse(readFileSync(require.resolve('simple-icons/icons.json'), 'utf8'));
const fold = (text) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const companies = new Map();
for (const icon of Array.isArray(icons) ? icons : icons.icons) {
  let host;
  try {
    host = new URL(icon.source).hostname.replace(/^www\./, '');
  } catch {
    continue;
  }
  const parts = host.split('.');
  // example.com, example.co.uk: the label before the public suffix names the company.
  const secondLevel = parts.length > 2 && parts.at(-2).length <= 3;
  const label = secondLevel ? parts.at(-3) : parts.at(-2);
  const domain = parts.slice(secondLevel ? -3 : -2).join('.');
  if (!label || fold(icon.title) !== fold(label) || companies.has(domain)) continue;
  companies.set(domain, { id: icon.slug, name: icon.title, domain });
}
const list = [...companies.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
const target = new URL('../apps/server/src/companies/companyData.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(list, null, 0).replaceAll('},{', '},\n{')}\n`);
console.log(`${list.length} companies written to ${target.pathname}`);
