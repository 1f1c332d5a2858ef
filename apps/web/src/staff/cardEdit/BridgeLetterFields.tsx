/**
 * An item's bridge letter in the drawer's edit mode (staff-content.md §3, §4, §5): the enabled
 * toggle, SOC 1 or SOC 2, the letter in Markdown with an Edit / Preview toggle, the signer's name
 * and title, and the generated file's name (shortened past 60 characters, whole in a tooltip).
 * On a plan without bridge letters the control shows locked with the upgrade tooltip.
 */
import '@mantine/core/styles/SegmentedControl.css';
import {
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  BRIDGE_LETTER_TYPES,
  fileNameNeedsTooltip,
  shortFileName,
} from '@candor/domain/bridgeLetters/bridgeLetter.rules';
import { FEATURE_LABELS } from '@candor/domain/features/featureLabels';
import type { CardFormInput } from '@candor/domain/items/item.schema';
import type { ItemView } from '@candor/domain/portal/portalView';
import { LockIcon } from '../../ui/icons.js';
import classes from './BridgeLetterFields.module.css';

const LetterPreview = lazy(() => import('./LetterPreview.js'));

export const BRIDGE_LETTER_LOCKED_TOOLTIP = FEATURE_LABELS.bridgeLetters.upgradeTooltip;

type Mode = 'edit' | 'preview';

function FileName({ name }: { name: string }) {
  const long = fileNameNeedsTooltip(name);
  const value = (
    <span
      className={classes.fileNameValue}
      data-bridge-letter-file-name={name}
      {...(long ? { tabIndex: 0, 'aria-label': name } : {})}
    >
      {shortFileName(name)}
    </span>
  );
  return (
    <div className={classes.fileName}>
      File name:{' '}
      {long ? (
        <Tooltip label={name} multiline maw={420}>
          {value}
        </Tooltip>
      ) : (
        value
      )}
    </div>
  );
}

export function BridgeLetterFields({
  item,
  index,
  control,
}: {
  item: ItemView;
  index: number;
  control: Control<CardFormInput>;
}) {
  const [mode, setMode] = useState<Mode>('edit');
  const path = `items.${index}.bridgeLetter` as const;
  const letterType = useWatch({ control, name: `${path}.letterType` }) ?? 'SOC 2';
  const content = useWatch({ control, name: `${path}.letterContent` }) ?? '';
  const edit = item.bridgeLetter;
  if (!edit) return null;
  const legendId = `edit-item-${item.uid}-bridge-letter`;

  if (edit.locked) {
    return (
      <Tooltip label={BRIDGE_LETTER_LOCKED_TOOLTIP} multiline w={280}>
        <div className={classes.locked} data-bridge-letter-locked>
          <LockIcon size={14} />
          <Switch
            label="Bridge letter"
            checked={edit.letter?.letterEnabled ?? false}
            disabled
            aria-description={BRIDGE_LETTER_LOCKED_TOOLTIP}
            readOnly
          />
        </div>
      </Tooltip>
    );
  }

  return (
    <fieldset className={classes.letter} aria-labelledby={legendId} data-bridge-letter={item.uid}>
      <legend id={legendId} className={classes.letterLegend}>
        Bridge letter
      </legend>
      <Stack gap="sm">
        <Controller
          control={control}
          name={`${path}.letterEnabled`}
          render={({ field }) => (
            <Switch
              label="Enable bridge letter"
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name={`${path}.letterType`}
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Letter type"
              value={field.value ?? 'SOC 2'}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group gap="md" mt={4}>
                {BRIDGE_LETTER_TYPES.map((type) => (
                  <Radio key={type} value={type} label={type} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name={`${path}.letterContent`}
          render={({ field, fieldState }) => (
            <Stack gap={4}>
              <Group justify="space-between" align="end">
                <label htmlFor={`${legendId}-content`} className="mantine-InputWrapper-label">
                  Letter content
                </label>
                <SegmentedControl
                  size="xs"
                  aria-label="Letter content view"
                  value={mode}
                  onChange={(value) => setMode(value === 'preview' ? 'preview' : 'edit')}
                  data={[
                    { value: 'edit', label: 'Edit' },
                    { value: 'preview', label: 'Preview' },
                  ]}
                />
              </Group>
              {mode === 'edit' ? (
                <Textarea
                  id={`${legendId}-content`}
                  description="Markdown: # headings, **bold**, *italic*, - lists, [links](https://…)"
                  autosize
                  minRows={6}
                  maxRows={16}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              ) : (
                <>
                  <Suspense fallback={<div className={classes.preview} aria-busy="true" />}>
                    <LetterPreview content={content} />
                  </Suspense>
                  {fieldState.error ? (
                    <div className="mantine-InputWrapper-error" role="alert">
                      {fieldState.error.message}
                    </div>
                  ) : null}
                </>
              )}
            </Stack>
          )}
        />
        <Controller
          control={control}
          name={`${path}.signerName`}
          render={({ field, fieldState }) => (
            <TextInput
              label="Signer name"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={`${path}.signerTitle`}
          render={({ field, fieldState }) => (
            <TextInput
              label="Signer title"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FileName name={edit.fileNames[letterType]} />
      </Stack>
    </fieldset>
  );
}
