/**
 * A change of an organisation's plan or flags, by the installation's operator (the API and the
 * `npm run plan` command). A flag set to null goes back to what the plan says.
 */
import { z } from 'zod';
import { FEATURE_FLAGS } from './featureFlags.js';
import { PLAN_IDS } from './plans.js';

export const PLAN_MESSAGES = {
  unknownPlan: `Unknown plan: choose one of ${PLAN_IDS.join(', ')}`,
  unknownFlag: `Unknown feature flag: choose among ${FEATURE_FLAGS.join(', ')}`,
  flagValue: 'A feature flag is true (on), false (off) or null (as the plan says)',
  nothingToChange: 'Give a plan or feature flags to change',
} as const;

export const planIdSchema = z.enum(PLAN_IDS, { error: PLAN_MESSAGES.unknownPlan });

export const featureFlagSchema = z.enum(FEATURE_FLAGS, { error: PLAN_MESSAGES.unknownFlag });

export const planChangeSchema = z
  .object({
    plan: planIdSchema.optional(),
    flags: z
      .partialRecord(featureFlagSchema, z.boolean({ error: PLAN_MESSAGES.flagValue }).nullable(), {
        // Not an object at all; otherwise (the other issues a record raises) an unknown key.
        error: (issue) =>
          issue.code === 'invalid_type' ? PLAN_MESSAGES.flagValue : PLAN_MESSAGES.unknownFlag,
      })
      .optional(),
  })
  .strict()
  .refine((change) => change.plan !== undefined || change.flags !== undefined, {
    message: PLAN_MESSAGES.nothingToChange,
  });
export type PlanChange = z.infer<typeof planChangeSchema>;
