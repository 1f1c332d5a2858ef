import { describe, expect, it } from 'vitest';
import { parseCustomRecovery, riskProfileAnswerLabel, riskProfileRows } from './riskProfile.js';
import { riskProfileSchema, storedRiskProfile } from './riskProfile.schema.js';

describe('riskProfileSchema', () => {
  it('accepts every listed answer, the ranges and custom recovery from 0 to 99', () => {
    const answers = {
      DataAccess: 'restricted',
      Impact: 'severe',
      CriticalDependence: 'yes',
      RecoveryTime: 'hours_48_72',
      RecoveryPoint: 'minutes_0',
      Hosting: 'major_cloud',
      TpDependence: 'no',
    };
    expect(riskProfileSchema.parse(answers)).toEqual(answers);
    for (const value of ['immediate', 'hours_24_48', 'days_4_7', 'days_99', 'hours_12']) {
      expect(riskProfileSchema.safeParse({ RecoveryTime: value }).success).toBe(true);
    }
  });

  it("treats null and absent answers as 'No Answer', left out when stored", () => {
    const parsed = riskProfileSchema.parse({ DataAccess: null, Impact: 'low' });
    expect(storedRiskProfile(parsed)).toEqual({ Impact: 'low' });
  });

  it.each([
    [{ DataAccess: 'secret' }],
    [{ Hosting: 1 }],
    [{ RecoveryTime: 'hours_100' }],
    [{ RecoveryTime: 'weeks_2' }],
    [{ RecoveryPoint: 'hours_-1' }],
    [{ RecoveryPoint: 'hours_24_72' }],
  ])('refuses %j', (answers) => {
    expect(riskProfileSchema.safeParse(answers).success).toBe(false);
  });
});

describe('risk profile answers on the portal', () => {
  it('reads custom recovery as a number and unit, ranges and choices by their labels', () => {
    expect(riskProfileAnswerLabel('hours_12')).toBe('12 hours');
    expect(riskProfileAnswerLabel('days_1')).toBe('1 day');
    expect(riskProfileAnswerLabel('hours_24_48')).toBe('24-48 hours');
    expect(riskProfileAnswerLabel('days_4_7')).toBe('4-7 days');
    expect(riskProfileAnswerLabel('major_cloud')).toBe('Major cloud provider');
    expect(parseCustomRecovery('minutes_5')).toEqual({ unit: 'minutes', amount: 5 });
    expect(parseCustomRecovery('hours_24_48')).toBeNull();
  });
});

describe('riskProfileRows', () => {
  it('lists answered questions in question order with their labels', () => {
    expect(
      riskProfileRows({ Hosting: 'on_premise', DataAccess: 'internal', RecoveryTime: 'days_3' }),
    ).toEqual([
      { question: 'Data access', answer: 'Internal' },
      { question: 'Recovery time', answer: '3 days' },
      { question: 'Hosting', answer: 'On premise' },
    ]);
  });
});
