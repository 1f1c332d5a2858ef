/**
 * A command-line entry (`src/*.ts`) run as its own process, as an operator would on a data
 * folder: through tsx from the server's folder (whose tsconfig compiles the mails' TSX), with
 * only what an operator's shell would give (none of the test run's own variables).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `src/{entry}` with `args` on the embedded database in `dataDir`. */
export function runCommandProcess(
  entry: string,
  dataDir: string,
  args: readonly string[],
): Promise<CommandResult> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir };
  const script = fileURLToPath(new URL(`../${entry}`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env,
    cwd: serverDir,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
