/**
 * trust.json (and its signature, llms.txt, security.txt) on the platform host are replayed from
 * memory with the route's very answer, until a change; a custom domain's go the regular way
 * (their links name the domain).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '../../db/schema/index.js';
import { notifyPortalChanged } from '../../fleet/portalChanges.js';
import { useOverHttp, withoutDate } from '../../testing/overHttp.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';

const { t, f } = usePortalTestApp();
const http = useOverHttp(t);

describe('the posture answered from memory', () => {
  it('replays the regular answer until a change, which drops it', async () => {
    const url = '/acme/.well-known/trust.json';
    const { regular, recorded } = await http.regularThenRecorded(url);
    expect(regular.status).toBe(200);
    expect(withoutDate(recorded.headers)).toEqual(withoutDate(regular.headers));
    expect(recorded.body.equals(regular.body)).toBe(true);
    const restricted = f.files.restrictedFile.id;
    expect(recorded.body.toString()).not.toContain(restricted);

    await t.database.db
      .update(items)
      .set({ publicAccess: true })
      .where(eq(items.id, f.items.restrictedItem.id));
    notifyPortalChanged(f.org.id, t.database.db);
    const after = await http.getSeen(url);
    expect(after.reachedFastify).toBe(true);
    expect(after.answer.body.toString()).toContain(restricted);
  });

  it("answers a custom domain's the regular way", async () => {
    for (let i = 0; i < 3; i++) {
      const seen = await http.getSeen('/.well-known/trust.json', { host: 'trust.acme.test' });
      expect(seen.answer.status).toBe(200);
      expect(seen.answer.body.toString()).toContain('http://trust.acme.test/');
      expect(seen.reachedFastify).toBe(true);
    }
    // The platform's address on a custom domain is no page there, recorded or not.
    await http.regularThenRecorded('/acme/llms.txt');
    const foreign = await http.getSeen('/acme/llms.txt', { host: 'trust.acme.test' });
    expect(foreign.answer.status).toBe(404);
  });
});
