import { expect, hydrated, test } from './fixtures.js';

const BASIC_FACE = /\/assets\/inter-basic-wght-normal-[\w-]+\.woff2$/;
const WHOLE_LATIN_FACE = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

test("an English page is set in Inter's basic face, and a character outside it brings the whole Latin face", async ({
  page,
  problems,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  // The sign-in page: product texts only, which no other spec's edits can change.
  await page.goto('/login');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((path) => BASIC_FACE.test(path))).toHaveLength(1);
  expect(fonts.filter((path) => WHOLE_LATIN_FACE.test(path))).toEqual([]);
  // The faces of the family the browser has loaded: the basic one only (declared twice: in the
  // head's inline styles for the first paint, then by the app's stylesheet; one file either way).
  const loaded = await page.evaluate(() => [
    ...new Set(
      [...document.fonts]
        .filter((face) => face.family.includes('Inter Variable') && face.status === 'loaded')
        .map((face) => face.unicodeRange),
    ),
  ]);
  expect(loaded).toHaveLength(1);
  expect(loaded[0]).toMatch(/^U\+20-7E, /);

  // A name with an accent, as an organisation may write one.
  await page
    .getByRole('heading')
    .first()
    .evaluate((element) => (element.textContent = 'Café Zürich'));
  await expect.poll(() => fonts.filter((path) => WHOLE_LATIN_FACE.test(path))).toHaveLength(1);
  expect(problems).toEqual([]);
});
