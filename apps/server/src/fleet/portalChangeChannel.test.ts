/**
 * The LISTEN side on its own: notices arrive on commit only, and a listener whose connection is
 * killed reconnects by itself, dropping everything once (notices sent meanwhile are lost).
 * PostgreSQL only (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresPoolOf } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../db/testing.js';
import { onPortalChanged } from './portalChanges.js';
import {
  announcePortalChange,
  startPortalChangeListener,
  type PortalChangeListener,
} from './portalChangeChannel.js';

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!POSTGRES)(
  'the portal change channel (skipped on PGlite: needs TEST_DATABASE_URL)',
  () => {
    let database: TestDatabase;
    let listener: PortalChangeListener;
    const scope = {};
    const heard: (string | null)[] = [];
    let stopHearing: () => void;

    beforeAll(async () => {
      database = await createTestDatabase();
      stopHearing = onPortalChanged((orgId) => heard.push(orgId), scope);
      listener = startPortalChangeListener({
        clientConfig: postgresPoolOf(database).options,
        scope,
      });
      await listener.ready;
    });
    afterAll(async () => {
      stopHearing();
      await listener?.close();
      await database?.close();
    });

    const eventually = async (check: () => boolean) => {
      for (let i = 0; i < 250 && !check(); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return check();
    };

    it('hears a committed change and nothing of a rolled-back one', async () => {
      heard.length = 0;
      await database.db
        .transaction(async (tx) => {
          await announcePortalChange(database.db, tx, 'org-rolled-back');
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await database.db.transaction((tx) => announcePortalChange(database.db, tx, 'org-1'));
      expect(await eventually(() => heard.includes('org-1'))).toBe(true);
      expect(heard).toEqual(['org-1']);
    });

    it('reconnects after losing its connection, forgetting everything once', async () => {
      heard.length = 0;
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      );
      expect(await eventually(() => heard.includes(null) && listener.connected())).toBe(true);
      await database.db.transaction((tx) => announcePortalChange(database.db, tx, 'org-2'));
      expect(await eventually(() => heard.includes('org-2'))).toBe(true);
    });
  },
);
