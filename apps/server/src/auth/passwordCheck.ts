import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

let dummyHash: Promise<string> | null = null;

/** An argon2id hash of a password no one knows, made once with the library's default cost. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('candor: no such user, still spend the time');
  return dummyHash;
}

/**
 * argon2 runs on libuv's thread pool (4 threads by default), which also reads files and
 * compresses responses, and each check keeps a CPU core busy: unbounded checks starve every
 * other request. At most this many run at once, process-wide: one core is always left to the
 * event loop, and two threads of the pool to everything else.
 */
export const MAX_CONCURRENT_PASSWORD_CHECKS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Checks waiting beyond this are refused at once rather than queued without bound. */
export const MAX_WAITING_PASSWORD_CHECKS = 16;

const running = pLimit(MAX_CONCURRENT_PASSWORD_CHECKS);

/** Every slot and queue place is taken: the caller should answer 503 and not wait. */
export class PasswordChecksBusyError extends Error {
  constructor() {
    super('Too many password checks under way');
    this.name = 'PasswordChecksBusyError';
  }
}

async function verifyNow(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash must fail closed, never throw a 500 that differs from 'wrong'.
    return false;
  }
}

/**
 * Checks a password against a stored argon2id hash. Without a hash (unknown e-mail) it still
 * runs one verification against a dummy hash, so the answer takes about as long either way and
 * its timing does not reveal whether the e-mail exists. Throws PasswordChecksBusyError when the
 * checks already running and waiting fill every place.
 */
/** Every place is taken: a caller may refuse at once, before any other work. */
export const passwordChecksBusy = (): boolean =>
  running.activeCount + running.pendingCount >=
  MAX_CONCURRENT_PASSWORD_CHECKS + MAX_WAITING_PASSWORD_CHECKS;

export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (passwordChecksBusy()) throw new PasswordChecksBusyError();
  return running(() => verifyNow(storedHash, password));
}
