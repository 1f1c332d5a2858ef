/**
 * The risk profile of staff-content.md §3 "Risk profile questions and answers": one item of
 * the RiskProfile card holds the answers in its `data`. Any question may be left unanswered
 * ('No Answer').
 */
export const RISK_PROFILE_QUESTIONS = [
  'DataAccess',
  'Impact',
  'CriticalDependence',
  'RecoveryTime',
  'RecoveryPoint',
  'Hosting',
  'TpDependence',
] as const;
export type RiskProfileQuestion = (typeof RISK_PROFILE_QUESTIONS)[number];

export const RISK_PROFILE_QUESTION_LABELS: Record<RiskProfileQuestion, string> = {
  DataAccess: 'Data access',
  Impact: 'Impact',
  CriticalDependence: 'Critical dependence',
  RecoveryTime: 'Recovery time',
  RecoveryPoint: 'Recovery point',
  Hosting: 'Hosting',
  TpDependence: 'Third-party dependence',
};

/** The fixed choices of every question but the two recovery ones. */
export const RISK_PROFILE_CHOICES = {
  DataAccess: ['public', 'internal', 'restricted'],
  Impact: ['low', 'moderate', 'substantial', 'severe'],
  CriticalDependence: ['yes', 'no'],
  Hosting: ['major_cloud', 'on_premise', 'combination'],
  TpDependence: ['yes', 'no'],
} as const satisfies Partial<Record<RiskProfileQuestion, readonly string[]>>;
export type RiskProfileChoiceQuestion = keyof typeof RISK_PROFILE_CHOICES;

export const RECOVERY_QUESTIONS = ['RecoveryTime', 'RecoveryPoint'] as const;
export type RecoveryQuestion = (typeof RECOVERY_QUESTIONS)[number];

/** The recovery ranges of §5: 24-48 hours, 48-72 hours, 4-7 days. */
export const RECOVERY_RANGES = ['hours_24_48', 'hours_48_72', 'days_4_7'] as const;
export type RecoveryRange = (typeof RECOVERY_RANGES)[number];
export const RECOVERY_UNITS = ['minutes', 'hours', 'days'] as const;
export type RecoveryUnit = (typeof RECOVERY_UNITS)[number];

/** Custom recovery: a number 0 to 99 with a unit; the form starts at 12 hours (§9). */
export const RECOVERY_CUSTOM = { min: 0, max: 99, defaultValue: 12, defaultUnit: 'hours' } as const;

export const RISK_PROFILE_VALUE_LABELS: Record<string, string> = {
  public: 'Public',
  internal: 'Internal',
  restricted: 'Restricted',
  low: 'Low',
  moderate: 'Moderate',
  substantial: 'Substantial',
  severe: 'Severe',
  yes: 'Yes',
  no: 'No',
  major_cloud: 'Major cloud provider',
  on_premise: 'On premise',
  combination: 'Combination',
  immediate: 'Immediate',
  hours_24_48: '24-48 hours',
  hours_48_72: '48-72 hours',
  days_4_7: '4-7 days',
};

export const NO_ANSWER_LABEL = 'No Answer';

/** A stored recovery answer: 'immediate', a range, or custom as '{unit}_{number}'. */
export type RecoveryAnswer = 'immediate' | RecoveryRange | `${RecoveryUnit}_${number}`;

export type RiskProfileAnswers = Partial<
  Record<RiskProfileChoiceQuestion, string> & Record<RecoveryQuestion, RecoveryAnswer>
>;

const CUSTOM_RECOVERY = /^(minutes|hours|days)_(\d{1,2})$/;

/** The unit and number of a custom recovery answer, or null for another answer. */
export function parseCustomRecovery(value: string): { unit: RecoveryUnit; amount: number } | null {
  const match = CUSTOM_RECOVERY.exec(value);
  if (!match) return null;
  const unit = RECOVERY_UNITS.find((known) => known === match[1]);
  const amount = Number(match[2]);
  if (!unit || amount < RECOVERY_CUSTOM.min || amount > RECOVERY_CUSTOM.max) return null;
  return { unit, amount };
}

export const customRecovery = (unit: RecoveryUnit, amount: number): RecoveryAnswer =>
  `${unit}_${amount}`;

/** How an answer reads on the portal: '12 hours', '1 day', 'Major cloud provider'. */
export function riskProfileAnswerLabel(value: string): string {
  const custom = parseCustomRecovery(value);
  if (custom) {
    const unit = custom.amount === 1 ? custom.unit.replace(/s$/, '') : custom.unit;
    return `${custom.amount} ${unit}`;
  }
  return RISK_PROFILE_VALUE_LABELS[value] ?? value;
}

/** The answered questions in question order, as the portal lists them. */
export function riskProfileRows(
  answers: Readonly<Record<string, string>>,
): { question: string; answer: string }[] {
  return RISK_PROFILE_QUESTIONS.flatMap((question) => {
    const value = answers[question];
    return value
      ? [
          {
            question: RISK_PROFILE_QUESTION_LABELS[question],
            answer: riskProfileAnswerLabel(value),
          },
        ]
      : [];
  });
}
