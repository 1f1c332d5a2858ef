/**
 * Child process for the lock tests: opens the (already migrated) database in the data folder
 * given as argument, writes one row, prints 'ready' and keeps running until killed.
 */
import { openDatabase } from '../client.js';
import { organizations } from '../schema/index.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: holdDatabase.ts <dataDir>');
const database = await openDatabase({ dataDir });
await database.db.insert(organizations).values({ slug: 'held', name: 'Held by the child' });
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
