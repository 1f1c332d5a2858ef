/**
 * What the other servers of a fleet hear: a PostgreSQL connection of its own LISTENing on the
 * portal-change channel, as each server's `fleet/portalChangeChannel.ts` does. Null on PGlite,
 * where there is no other server.
 */
import pg from 'pg';
import { PORTAL_CHANGED_CHANNEL } from '../fleet/portalChangeChannel.js';
import type { TestDatabase } from '../db/testing.js';

export interface FleetListener {
  /** The organisation ids announced so far. */
  heard: string[];
  close(): Promise<void>;
}

export async function listenToFleet(database: TestDatabase): Promise<FleetListener | null> {
  if (!database.url) return null;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const heard: string[] = [];
  client.on('notification', (notice) => heard.push(notice.payload ?? ''));
  await client.query(`LISTEN ${PORTAL_CHANGED_CHANNEL}`);
  return { heard, close: () => client.end() };
}
