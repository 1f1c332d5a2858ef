import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ALLOCATOR_ENV, serverEnv } from './serverProcess.mjs';

describe('the server process environment', () => {
  test("sets the allocator's settings, and a value already in the environment wins", () => {
    expect(serverEnv({ PORT: '3000' })).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      PORT: '3000',
    });
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });

  test('the Docker image runs the server with the same allocator settings as npm start', () => {
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    // The runtime stage: after the last FROM.
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const env = Object.fromEntries(
      [...runtime.matchAll(/\b([A-Z_]+)=(\S+)/g)].map(([, name, value]) => [name, value]),
    );
    for (const [name, value] of Object.entries(ALLOCATOR_ENV)) expect(env[name]).toBe(value);
  });
});
