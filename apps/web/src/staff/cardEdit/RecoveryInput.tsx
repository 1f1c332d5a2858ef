/**
 * A recovery answer (staff-content.md §3, §5): No Answer, Immediate, one of the ranges, or a
 * custom number 0 to 99 with a unit (12 hours to start with). The value is the stored form:
 * 'immediate', 'hours_24_48', or '{unit}_{number}'.
 */
import { Group, NumberInput, Select } from '@mantine/core';
import {
  customRecovery,
  NO_ANSWER_LABEL,
  parseCustomRecovery,
  RECOVERY_CUSTOM,
  RECOVERY_RANGES,
  RECOVERY_UNITS,
  RISK_PROFILE_VALUE_LABELS,
  type RecoveryUnit,
} from '@candor/domain/riskProfile/riskProfile';

const NO_ANSWER = '';
const CUSTOM = 'custom';

const choices = [
  { value: NO_ANSWER, label: NO_ANSWER_LABEL },
  { value: 'immediate', label: RISK_PROFILE_VALUE_LABELS.immediate ?? 'Immediate' },
  ...RECOVERY_RANGES.map((range) => ({
    value: range,
    label: RISK_PROFILE_VALUE_LABELS[range] ?? range,
  })),
  { value: CUSTOM, label: 'Custom' },
];

const isUnit = (value: string | null): value is RecoveryUnit =>
  RECOVERY_UNITS.some((unit) => unit === value);

interface RecoveryInputProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}

export function RecoveryInput({ label, value, onChange, error }: RecoveryInputProps) {
  const custom = value ? parseCustomRecovery(value) : null;
  const choice = custom ? CUSTOM : (value ?? NO_ANSWER);
  const amount = custom?.amount ?? RECOVERY_CUSTOM.defaultValue;
  const unit = custom?.unit ?? RECOVERY_CUSTOM.defaultUnit;

  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label={label}
        data={choices}
        value={choice}
        allowDeselect={false}
        error={error}
        onChange={(next) => {
          if (next === CUSTOM) onChange(customRecovery(unit, amount));
          else onChange(next ? next : null);
        }}
      />
      {custom ? (
        <>
          <NumberInput
            label={`${label}: number`}
            min={RECOVERY_CUSTOM.min}
            max={RECOVERY_CUSTOM.max}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            w={110}
            value={amount}
            onChange={(next) => {
              const number = typeof next === 'number' ? next : Number.parseInt(next, 10);
              if (Number.isInteger(number)) onChange(customRecovery(unit, number));
            }}
          />
          <Select
            label={`${label}: unit`}
            w={130}
            data={RECOVERY_UNITS.map((option) => ({ value: option, label: option }))}
            value={unit}
            allowDeselect={false}
            onChange={(next) => {
              if (isUnit(next)) onChange(customRecovery(next, amount));
            }}
          />
        </>
      ) : null}
    </Group>
  );
}
