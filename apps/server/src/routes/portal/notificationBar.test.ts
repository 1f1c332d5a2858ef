/**
 * The portal's notification bar (visitor-portal.md §2): shown when a trust update was created
 * within the last 24 days. Editing an old update through the staff API does not bring it back.
 */
import { expect, it } from 'vitest';
import { buildUpdateTopic } from '../../db/factories.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { portalView, staffRequest } from '../../testing/staffRequest.js';
import { signInAs } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();
const DAY_MS = 86_400_000;

it('ignores an edit of an old update, and shows a new one created in the window', async () => {
  const admin = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  const { topic, updates } = await buildUpdateTopic(t.database.db, {
    org: f.org,
    subject: 'Last year’s incident',
    createdAt: new Date(Date.now() - 60 * DAY_MS),
  });
  expect((await portalView(t.app)).notification).toBeNull();

  const edited = await staffRequest(t.app)(
    'PATCH',
    `/api/trust-center/updates/${updates[0]!.id}`,
    admin,
    {
      message: 'Corrected wording',
      audience: 'public',
      channels: { statusPage: true, email: false },
    },
  );
  expect(edited.statusCode, edited.body).toBe(200);
  expect((await portalView(t.app)).notification).toBeNull();

  const added = await staffRequest(t.app)(
    'POST',
    `/api/trust-center/update-topics/${topic.id}/updates`,
    admin,
    { message: 'A follow-up', audience: 'public', channels: { statusPage: true, email: false } },
  );
  expect(added.statusCode, added.body).toBe(200);
  expect((await portalView(t.app)).notification).toEqual({
    topicId: topic.id,
    subject: 'Last year’s incident',
  });
});
