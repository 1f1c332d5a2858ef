import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './audit.schema.js';

const messages = (input: unknown) =>
  auditQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('auditQuerySchema', () => {
  it('reads a query string: empty filters are none, the limit a number', () => {
    expect(auditQuerySchema.parse({ action: '', actor: ' staff ', limit: '20' })).toEqual({
      action: undefined,
      actor: 'staff',
      entity: undefined,
      from: undefined,
      to: undefined,
      limit: 20,
    });
    expect(auditQuerySchema.parse({}).limit).toBe(50);
  });

  it('refuses bad dates, ranges, limits and over-long filters with clear messages', () => {
    expect(messages({ from: '2026-02-30' })).toEqual(['Dates must be written YYYY-MM-DD']);
    expect(messages({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      "'From' must not be after 'to'",
    ]);
    expect(messages({ limit: '0' })).toEqual(['limit must be a whole number from 1 to 100']);
    expect(messages({ limit: 'many' })).toEqual(['limit must be a whole number from 1 to 100']);
    expect(messages({ action: 'x'.repeat(201) })).toEqual([
      'Filters must be at most 200 characters',
    ]);
  });
});
