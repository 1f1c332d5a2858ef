/**
 * `node dist/main.js` (or `tsx src/main.ts`): read the configuration, open and migrate the
 * database, seed the demo on an empty one, and serve.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError, openDatabase, type DatabaseHandle } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isEmpty } from './db/seed/index.js';
import { listStaffEmails } from './cli/staffPassword.js';
import { printStaffSignInHint, seedEmptyInstallation } from './seedReport.js';
import { openFileStore } from './openFileStore.js';

/** How long a shutdown may take (requests to drain, the job worker's claim to finish). */
const SHUTDOWN_GRACE_MS = 30_000;

/** Prints a problem the operator can fix (bad configuration, folder in use) and exits. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function open(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const database = await open(config);
  const fileStore = await openFileStore(config);
  try {
    // Under the migration lock: of servers starting together on an empty database, one seeds.
    await migrate(database, {
      thenUnderLock: async () => {
        if (!(await isEmpty(database.db))) return;
        console.log('Empty database: seeding…');
        for (const line of await seedEmptyInstallation(database, fileStore, config)) {
          console.log(line);
        }
      },
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, database, fileStore });

  // Graceful shutdown (SIGTERM from an orchestrator, SIGINT from a terminal): /readyz turns
  // 503 so a balancer stops sending traffic, the server stops accepting connections and lets
  // the requests under way finish (Fastify's close), the job worker finishes its current claim,
  // the periodic scheduler and the LISTEN connection stop (onClose hooks), then the database
  // closes. Should anything hang, the process exits after SHUTDOWN_GRACE_MS anyway.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.shuttingDown = true;
    app.log.info({ signal }, 'shutting down: draining requests and jobs');
    const force = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    let exitCode = 0;
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the server failed');
      exitCode = 1;
    } finally {
      // Closing the database releases the data folder's lock for the next start.
      await database.close();
    }
    process.exit(exitCode);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`Port ${config.port} is already in use: set PORT to another one.`);
    throw error;
  }
  console.log(`Candor is running at ${config.baseUrl}`);
  printStaffSignInHint(await listStaffEmails(database.db), config.baseUrl);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
