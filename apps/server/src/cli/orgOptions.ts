/** The `--name VALUE` options of an org command, each allowed once; anything else is refused. */
import { OrgCommandError } from './org.js';

export function parseOrgOptions<Name extends string>(
  args: readonly string[],
  known: readonly Name[],
  usage: string,
): Partial<Record<Name, string>> {
  const options: Partial<Record<Name, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const name = arg.replace(/^--/, '') as Name;
    if (!arg.startsWith('--') || !known.includes(name)) {
      throw new OrgCommandError(`Unknown argument ${arg}.\nUsage: ${usage}`);
    }
    const value = args[++i];
    if (value === undefined || value.startsWith('--')) {
      throw new OrgCommandError(`${arg} needs a value.\nUsage: ${usage}`);
    }
    if (options[name] !== undefined) throw new OrgCommandError(`${arg} is given twice.`);
    options[name] = value;
  }
  return options;
}
