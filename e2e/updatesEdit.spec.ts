/**
 * Staff edit what they published on the updates card: the topic (subject, pinned), an update's
 * message, and delete an update and then the topic, each after confirming.
 */
import { expect, hydrated, portalPath, signInAsStaff, test } from './fixtures.js';

test.setTimeout(60_000);

test('staff edit and delete topics and updates from the updates card', async ({
  page,
  problems,
}) => {
  await signInAsStaff(page, await portalPath(page));
  await hydrated(page);
  const card = page.locator('[data-section="trust_center_updates"]');
  const subject = `Key rotation ${Date.now()}`;

  await card.getByRole('button', { name: 'New topic' }).click();
  let composer = page.getByRole('dialog', { name: 'New topic' });
  await composer.getByLabel('Subject').fill(subject);
  await composer.getByLabel('Message (Markdown)').fill('Keys are rotating **today**.');
  await composer.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Topic created')).toBeVisible();
  const topic = card.locator('article', { has: page.getByRole('heading', { name: subject }) });
  await expect(topic).toBeVisible();

  // The topic: a new subject, pinned.
  await topic.getByRole('button', { name: 'Edit topic' }).click();
  composer = page.getByRole('dialog', { name: 'Edit topic' });
  await expect(composer.getByLabel('Subject')).toHaveValue(subject);
  await composer.getByLabel('Subject').fill(`${subject} (done)`);
  await composer.getByLabel('Pinned').check();
  await composer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Topic updated')).toBeVisible();
  const renamed = card.locator('article', {
    has: page.getByRole('heading', { name: `${subject} (done)` }),
  });
  await expect(renamed.getByText('Pinned')).toBeVisible();

  // A second update, then the first one's message corrected.
  await renamed.getByRole('button', { name: 'Add update' }).click();
  composer = page.getByRole('dialog', { name: /^New update in/ });
  await composer.getByLabel('Message (Markdown)').fill('Rotation finished.');
  await composer.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Update posted')).toBeVisible();
  await expect(renamed.getByText('Rotation finished.')).toBeVisible();

  const first = renamed.getByRole('listitem').filter({ hasText: 'Keys are rotating' });
  await first.getByRole('button', { name: /^Edit update of/ }).click();
  composer = page.getByRole('dialog', { name: /^Edit update in/ });
  await expect(composer.getByLabel('Message (Markdown)')).toHaveValue(
    'Keys are rotating **today**.',
  );
  await expect(composer.getByText('it never mails again')).toBeVisible();
  await composer.getByLabel('Message (Markdown)').fill('Keys are rotating **this week**.');
  await composer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update saved')).toBeVisible();
  await expect(renamed.getByText('this week')).toBeVisible();

  const second = renamed.getByRole('listitem').filter({ hasText: 'Rotation finished.' });
  await second.getByRole('button', { name: /^Delete update of/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete update' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Update deleted')).toBeVisible();
  await expect(renamed.getByText('Rotation finished.')).toHaveCount(0);

  await renamed.getByRole('button', { name: 'Delete topic' }).click();
  await page
    .getByRole('dialog', { name: 'Delete topic' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Topic deleted')).toBeVisible();
  await expect(card.getByRole('heading', { name: `${subject} (done)` })).toHaveCount(0);
  expect(problems).toEqual([]);
});
