/** Validation of the risk profile form (staff-content.md §3 and §5 "Risk profile"). */
import { z } from 'zod';
import {
  parseCustomRecovery,
  RECOVERY_RANGES,
  RISK_PROFILE_CHOICES,
  type RecoveryAnswer,
} from './riskProfile.js';

export const RISK_PROFILE_MESSAGES = {
  invalidAnswer: 'Select one of the listed answers',
  invalidRecovery: 'Recovery must be immediate, a listed range, or 0 to 99 minutes, hours or days',
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: RISK_PROFILE_MESSAGES.invalidAnswer }).nullish();

const isRecoveryAnswer = (value: string): value is RecoveryAnswer =>
  value === 'immediate' ||
  RECOVERY_RANGES.some((range) => range === value) ||
  parseCustomRecovery(value) !== null;

const recovery = z
  .string({ error: RISK_PROFILE_MESSAGES.invalidRecovery })
  .refine(isRecoveryAnswer, { error: RISK_PROFILE_MESSAGES.invalidRecovery })
  .nullish();

/** Every answer optional; null or absent is 'No Answer'. Unknown questions are dropped. */
export const riskProfileSchema = z.object({
  DataAccess: choice(RISK_PROFILE_CHOICES.DataAccess),
  Impact: choice(RISK_PROFILE_CHOICES.Impact),
  CriticalDependence: choice(RISK_PROFILE_CHOICES.CriticalDependence),
  RecoveryTime: recovery,
  RecoveryPoint: recovery,
  Hosting: choice(RISK_PROFILE_CHOICES.Hosting),
  TpDependence: choice(RISK_PROFILE_CHOICES.TpDependence),
});
export type RiskProfileInput = z.input<typeof riskProfileSchema>;

/** The answers as stored: unanswered questions are left out. */
export function storedRiskProfile(
  input: z.output<typeof riskProfileSchema>,
): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const [question, answer] of Object.entries(input)) {
    if (typeof answer === 'string') stored[question] = answer;
  }
  return stored;
}
