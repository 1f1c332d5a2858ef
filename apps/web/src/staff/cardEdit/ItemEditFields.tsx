/**
 * One item's fields in the expanded card's edit mode: the fields its card kind shows (§3), the
 * enabled state, and Public/Restricted access, with hiding a restricted item locked behind the
 * plan's restricted files feature.
 */
import { Group, Radio, Select, Stack, Switch, TextInput, Tooltip } from '@mantine/core';
import {
  Controller,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import type { CardFormInput } from '@candor/domain/items/item.schema';
import { itemFormFields, type ItemFormField } from '@candor/domain/items/itemFields';
import type { ItemView } from '@candor/domain/portal/portalView';
import {
  MATURITIES,
  MATURITY_LABELS,
  RECURRENCES,
  RECURRENCE_LABELS,
} from '@candor/domain/cards/constants';
import { IntegrationConnectFields } from '../integrations/IntegrationConnectFields.js';
import { SecurityGradeFields, type GradeErrors } from '../integrations/SecurityGradeFields.js';
import { AccessRadio } from './AccessRadio.js';
import { BridgeLetterFields } from './BridgeLetterFields.js';
import { ExplanationInput } from './ExplanationInput.js';
import { ItemDocumentsField } from './ItemDocumentsField.js';
import { RiskProfileFields } from './RiskProfileFields.js';
import classes from './CardEditForm.module.css';

export const HIDE_LOCKED_TOOLTIP = 'Upgrade your plan to hide restricted items';

const ENABLED_STATE_LABELS = [
  ['Enabled', 'Enabled'],
  ['WorkInProgress', 'In Progress'],
  ['NotEnabled', 'Not enabled'],
] as const;

interface ItemEditFieldsProps {
  item: ItemView;
  index: number;
  control: Control<CardFormInput>;
  register: UseFormRegister<CardFormInput>;
  setValue: UseFormSetValue<CardFormInput>;
  errors: Partial<Record<string, string | undefined>>;
  gradeErrors: GradeErrors;
}

export function ItemEditFields({
  item,
  index,
  control,
  register,
  setValue,
  errors,
  gradeErrors,
}: ItemEditFieldsProps) {
  const path = `items.${index}` as const;
  const publicAccess = useWatch({ control, name: `${path}.publicAccess` });
  const fields = itemFormFields(item.kind);
  const shows = (field: ItemFormField) => fields.includes(field);
  const titleId = `edit-item-${item.uid}-title`;

  return (
    <fieldset className={classes.item} aria-labelledby={titleId} data-edit-item={item.uid}>
      <legend id={titleId} className={classes.itemLegend}>
        {item.title}
      </legend>
      <Stack gap="sm">
        <TextInput
          label="Title"
          {...register(`${path}.title`)}
          readOnly={!item.abilities.rename}
          description={item.abilities.rename ? undefined : 'This item cannot be renamed'}
          error={errors.title}
        />
        {shows('type') ? (
          <TextInput label="Type" {...register(`${path}.type`)} error={errors.type} />
        ) : null}
        {shows('auditor') ? (
          <TextInput label="Auditor" {...register(`${path}.auditor`)} error={errors.auditor} />
        ) : null}
        {shows('expiry') ? (
          <TextInput
            label="Expiration Date"
            type="date"
            {...register(`${path}.expiry`)}
            error={errors.expiry}
          />
        ) : null}
        {shows('link') ? (
          <TextInput
            label="Link"
            placeholder="https://"
            {...register(`${path}.href`)}
            error={errors.href}
          />
        ) : null}
        {shows('maturity') ? (
          <Controller
            control={control}
            name={`${path}.maturity`}
            render={({ field }) => (
              <Select
                label="Maturity"
                clearable
                data={MATURITIES.map((value) => ({ value, label: MATURITY_LABELS[value] }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
              />
            )}
          />
        ) : null}
        {shows('recurrence') ? (
          <Controller
            control={control}
            name={`${path}.recurrence`}
            render={({ field }) => (
              <Select
                label="Recurrence"
                clearable
                data={RECURRENCES.map((value) => ({ value, label: RECURRENCE_LABELS[value] }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
              />
            )}
          />
        ) : null}
        {shows('explanation') ? (
          <ExplanationInput
            kind={item.kind}
            {...register(`${path}.explanation`)}
            error={errors.explanation}
          />
        ) : null}
        {item.abilities.linkDocuments ? (
          <ItemDocumentsField item={item} index={index} control={control} error={errors.fileIds} />
        ) : null}
        {item.kind === 'RiskProfile' ? <RiskProfileFields control={control} index={index} /> : null}
        {item.integrationEdit ? (
          <IntegrationConnectFields item={item} index={index} control={control} />
        ) : null}
        {item.securityGrade !== undefined ? (
          <SecurityGradeFields
            item={item}
            index={index}
            control={control}
            setValue={setValue}
            errors={gradeErrors}
          />
        ) : null}
        {item.bridgeLetter ? (
          <BridgeLetterFields item={item} index={index} control={control} />
        ) : null}
        <Controller
          control={control}
          name={`${path}.enabledState`}
          render={({ field }) => (
            <Radio.Group label="Status" value={field.value ?? 'Enabled'} onChange={field.onChange}>
              <Group gap="md" mt={4}>
                {ENABLED_STATE_LABELS.map(([value, label]) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name={`${path}.publicAccess`}
          render={({ field }) => <AccessRadio value={field.value} onChange={field.onChange} />}
        />
        {publicAccess ? null : (
          <Controller
            control={control}
            name={`${path}.hidden`}
            render={({ field }) => {
              const toggle = (
                <Switch
                  label="Hide from visitors without access"
                  checked={field.value ?? false}
                  disabled={!item.abilities.hide}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              );
              return item.abilities.hide ? (
                toggle
              ) : (
                <Tooltip label={HIDE_LOCKED_TOOLTIP}>
                  <div className={classes.locked}>{toggle}</div>
                </Tooltip>
              );
            }}
          />
        )}
      </Stack>
    </fieldset>
  );
}
