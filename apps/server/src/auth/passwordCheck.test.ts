import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  MAX_CONCURRENT_PASSWORD_CHECKS,
  MAX_WAITING_PASSWORD_CHECKS,
  PasswordChecksBusyError,
} from './passwordCheck.js';

describe('checkPassword', () => {
  it('accepts the right password and refuses a wrong one, an unknown user and a bad hash', async () => {
    const stored = await hash('correct horse');
    expect(await checkPassword(stored, 'correct horse')).toBe(true);
    expect(await checkPassword(stored, 'wrong horse')).toBe(false);
    expect(await checkPassword(null, 'correct horse')).toBe(false);
    expect(await checkPassword('not-a-hash', 'correct horse')).toBe(false);
  });

  it('refuses checks beyond the running and waiting places at once, without queueing them', async () => {
    const stored = await hash('correct horse');
    const places = MAX_CONCURRENT_PASSWORD_CHECKS + MAX_WAITING_PASSWORD_CHECKS;
    const settled: ('checked' | 'busy')[] = [];
    const flood = Array.from({ length: places + 10 }, () =>
      checkPassword(stored, 'correct horse').then(
        () => settled.push('checked'),
        (error: unknown) => {
          expect(error).toBeInstanceOf(PasswordChecksBusyError);
          settled.push('busy');
        },
      ),
    );
    await Promise.all(flood);
    expect(settled.filter((s) => s === 'checked')).toHaveLength(places);
    // The refusals came first: they did not wait for a single verification.
    expect(settled.slice(0, 10)).toEqual(Array(10).fill('busy'));
    // Once the flood is over, checks run again.
    expect(await checkPassword(stored, 'correct horse')).toBe(true);
  }, 30_000);
});
