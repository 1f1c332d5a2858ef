import { hash, verify } from '@node-rs/argon2';

let dummyHash: Promise<string> | null = null;

/** An argon2id hash of a password no one knows, made once with the library's default cost. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('candor: no such user, still spend the time');
  return dummyHash;
}

/**
 * Checks a password against a stored argon2id hash. Without a hash (unknown e-mail) it still
 * runs one verification against a dummy hash, so the answer takes about as long either way and
 * its timing does not reveal whether the e-mail exists.
 */
export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
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
