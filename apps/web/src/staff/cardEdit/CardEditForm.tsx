/**
 * The expanded card's edit mode (staff-content.md §2, §4): the card title where renaming is
 * allowed and every item's form, saved together. While saving the button reads 'Saving
 * changes...'; a failed save shows the root error 'Save error' and reloads the page data.
 */
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Stack.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  cardFormSchemaFor,
  type CardForm,
  type CardFormInput,
} from '@candor/domain/items/item.schema';
import { ITEM_EDIT_MESSAGES } from '@candor/domain/items/item.messages';
import type { CardView } from '@candor/domain/portal/portalView';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { cardEditApi } from './cardEditApi.js';
import { cardFormValues } from './cardFormValues.js';
import type { GradeErrors } from '../integrations/SecurityGradeFields.js';
import { ItemEditFields } from './ItemEditFields.js';
import classes from './CardEditForm.module.css';

const GRADE_FIELDS = ['service', 'url', 'grade'] as const;

export const CARD_TITLE_TOOLTIP = 'Card titles read best in 1 to 3 words';

export interface CardEditFormProps {
  card: CardView;
  canRename: boolean;
  /** Saved: back to view mode. */
  onSaved: () => void;
  /** Cancel was pressed; the drawer asks before discarding changes. */
  onCancel: (dirty: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
}

export default function CardEditForm({
  card,
  canRename,
  onSaved,
  onCancel,
  onDirtyChange,
}: CardEditFormProps) {
  const { productId } = usePortalViewer();
  const refresh = usePortalRefresh();
  const schema = useMemo(() => cardFormSchemaFor(card.kind), [card.kind]);
  const defaultValues = useMemo(() => cardFormValues(card, canRename), [card, canRename]);
  const form = useForm<CardFormInput, unknown, CardForm>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { register, control, formState, handleSubmit, setError, setValue } = form;
  const { isDirty, isSubmitting, errors } = formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async (values) => {
    try {
      // Only restricted items can be hidden: making an item public shows it again.
      const items = values.items.map((item) =>
        item.publicAccess ? { ...item, hidden: false } : item,
      );
      await cardEditApi.saveCardForm(productId, card.kind, { ...values, items });
      onDirtyChange(false);
      await refresh();
      onSaved();
    } catch (error) {
      // The server named the fields it refused (e.g. a grade out of range): shown at each.
      for (const field of error instanceof ApiError ? error.errors : []) {
        const match = /^items\.(\d+)\.securityGrade\.(\w+)$/.exec(field.path);
        const name = GRADE_FIELDS.find((candidate) => candidate === match?.[2]);
        if (match && name) {
          setError(`items.${Number(match[1])}.securityGrade.${name}`, { message: field.message });
        }
      }
      setError('root', {
        message: ITEM_EDIT_MESSAGES.saveError,
        ...(error instanceof ApiError ? { type: error.message } : {}),
      });
      // The page may have changed under the form (another editor, a refused item): reload it.
      void refresh();
    }
  });

  const itemErrors = (index: number): Partial<Record<string, string | undefined>> => {
    const item = errors.items?.[index];
    if (!item) return {};
    return {
      title: item.title?.message,
      type: item.type?.message,
      auditor: item.auditor?.message,
      expiry: item.expiry?.message,
      href: item.href?.message,
      explanation: item.explanation?.message,
      fileIds: item.fileIds?.message,
    };
  };

  const gradeErrors = (index: number): GradeErrors => {
    const grade = errors.items?.[index]?.securityGrade;
    return {
      ...(grade?.service?.message ? { service: grade.service.message } : {}),
      ...(grade?.url?.message ? { url: grade.url.message } : {}),
      ...(grade?.grade?.message ? { grade: grade.grade.message } : {}),
    };
  };

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      {canRename ? (
        <Tooltip label={CARD_TITLE_TOOLTIP} position="bottom-start">
          <TextInput label="Card title" {...register('title')} error={errors.title?.message} />
        </Tooltip>
      ) : null}
      {card.items.map((item, index) => (
        <ItemEditFields
          key={item.uid}
          item={item}
          index={index}
          control={control}
          register={register}
          setValue={setValue}
          errors={itemErrors(index)}
          gradeErrors={gradeErrors(index)}
        />
      ))}
      <div className={classes.footer}>
        {errors.root ? (
          <p className={classes.rootError} role="alert">
            {errors.root.message}
            {errors.root.type && errors.root.type !== errors.root.message
              ? `: ${errors.root.type}`
              : null}
          </p>
        ) : null}
        <Button variant="default" onClick={() => onCancel(isDirty)} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? ITEM_EDIT_MESSAGES.savingChanges : 'Save'}
        </Button>
      </div>
    </form>
  );
}
