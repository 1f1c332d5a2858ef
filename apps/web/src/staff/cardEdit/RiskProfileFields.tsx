/** The risk profile form of the RiskProfile card's item: every question, each may be unanswered. */
import { Select, Stack } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { CardFormInput } from '@candor/domain/items/item.schema';
import {
  NO_ANSWER_LABEL,
  RISK_PROFILE_CHOICES,
  RISK_PROFILE_QUESTION_LABELS,
  RISK_PROFILE_VALUE_LABELS,
  type RiskProfileChoiceQuestion,
} from '@candor/domain/riskProfile/riskProfile';
import { RecoveryInput } from './RecoveryInput.js';

const CHOICE_QUESTIONS = Object.keys(RISK_PROFILE_CHOICES).filter(
  (question): question is RiskProfileChoiceQuestion =>
    Object.hasOwn(RISK_PROFILE_CHOICES, question),
);

const optionsOf = (question: RiskProfileChoiceQuestion) => [
  { value: '', label: NO_ANSWER_LABEL },
  ...RISK_PROFILE_CHOICES[question].map((value: string) => ({
    value,
    label: RISK_PROFILE_VALUE_LABELS[value] ?? value,
  })),
];

export function RiskProfileFields({
  control,
  index,
}: {
  control: Control<CardFormInput>;
  index: number;
}) {
  const choice = (question: RiskProfileChoiceQuestion) => (
    <Controller
      key={question}
      control={control}
      name={`items.${index}.riskProfile.${question}`}
      render={({ field, fieldState }) => (
        <Select
          label={RISK_PROFILE_QUESTION_LABELS[question]}
          data={optionsOf(question)}
          value={field.value ?? ''}
          allowDeselect={false}
          error={fieldState.error?.message}
          onChange={(value) => field.onChange(value ? value : null)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  return (
    <Stack gap="sm" data-risk-profile-form>
      {choice('DataAccess')}
      {choice('Impact')}
      {choice('CriticalDependence')}
      {(['RecoveryTime', 'RecoveryPoint'] as const).map((question) => (
        <Controller
          key={question}
          control={control}
          name={`items.${index}.riskProfile.${question}`}
          render={({ field, fieldState }) => (
            <RecoveryInput
              label={RISK_PROFILE_QUESTION_LABELS[question]}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
      {CHOICE_QUESTIONS.filter((q) => q === 'Hosting' || q === 'TpDependence').map(choice)}
    </Stack>
  );
}
