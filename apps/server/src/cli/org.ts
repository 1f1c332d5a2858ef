/**
 * `npm run org -- COMMAND ...`: the commands on whole organisations, one file each (cli/org*.ts),
 * listed here by name. A command prints what it did and returns the exit code; an error the
 * operator can act on is thrown as an OrgCommandError (printed without a stack).
 */
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { orgCreateCommand } from './orgCreate.js';
import { orgExport } from './orgExport.js';
import { orgImport } from './orgImport.js';

export class OrgCommandError extends Error {
  override name = 'OrgCommandError';
}

export interface OrgCommand {
  /** One line of `npm run org -- help`: the arguments, after the command's name. */
  usage: string;
  run: (db: Db, config: Config, args: readonly string[]) => Promise<number>;
}

/** Every command, by the name typed after `npm run org --`. */
export const ORG_COMMANDS: Readonly<Record<string, OrgCommand>> = {
  create: orgCreateCommand,
  export: orgExport,
  import: orgImport,
};

export function orgUsage(): string {
  const lines = Object.entries(ORG_COMMANDS).map(
    ([name, command]) => `  npm run org -- ${name} ${command.usage}`,
  );
  return ['Usage:', ...lines].join('\n');
}

export async function runOrgCommand(
  db: Db,
  config: Config,
  args: readonly string[],
): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help') {
    console.log(orgUsage());
    return name === undefined ? 1 : 0;
  }
  const command = ORG_COMMANDS[name];
  if (!command) throw new OrgCommandError(`Unknown command "${name}".\n${orgUsage()}`);
  return command.run(db, config, rest);
}
