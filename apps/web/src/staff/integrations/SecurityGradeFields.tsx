/**
 * A security grade item's entry in its edit mode (staff-content.md §3, §4, §5, §8): the rating
 * service, its url (a domain, or the service's result page), the grade checked against the
 * service's range ('Invalid grade'), and for the scorecard-type service a read-only grade filled
 * by Get Grade ('Getting grade…'; on error the grade is cleared and the domain field shows why).
 * Part of the card form: saved by the card's one Save (the entry enters the form once touched,
 * so an item without a grade never holds the card's save back).
 */
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  RATING_SERVICE_IDS,
  RATING_SERVICES,
  ratingService,
  SECURITY_GRADE_MESSAGES,
  type SecurityGradeFieldsInput,
} from '@candor/domain/integrations/securityGrades';
import type { CardFormInput } from '@candor/domain/items/item.schema';
import type { ItemView } from '@candor/domain/portal/portalView';
import { ApiError } from '../../api/jsonRequest.js';
import { integrationApi } from './integrationApi.js';

export type GradeErrors = Partial<Record<'service' | 'grade' | 'url', string>>;

export function SecurityGradeFields({
  item,
  index,
  control,
  setValue,
  errors,
}: {
  item: ItemView;
  index: number;
  control: Control<CardFormInput>;
  setValue: UseFormSetValue<CardFormInput>;
  errors: GradeErrors;
}) {
  const path = `items.${index}.securityGrade` as const;
  const current = useWatch({ control, name: path });
  const entry = current ?? { service: 'ssllabs', url: '', grade: '' };
  const [fetchError, setFetchError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const change = (patch: Partial<SecurityGradeFieldsInput>) =>
    setValue(
      path,
      { ...entry, ...patch },
      {
        shouldDirty: true,
        shouldValidate: Object.keys(errors).length > 0,
      },
    );
  if (item.kind !== 'SecurityGrades' || item.securityGrade === undefined) return null;
  const chosen = ratingService(entry.service);
  const urlLabel = chosen?.url.type === 'domain' ? 'Domain' : 'Url';
  const url = entry.url ?? '';

  const getGrade = async () => {
    setFetching(true);
    setFetchError(null);
    try {
      change({ grade: (await integrationApi.getGrade(url.trim())).grade });
    } catch (error) {
      change({ grade: '' });
      setFetchError(error instanceof ApiError ? error.message : SECURITY_GRADE_MESSAGES.badNetwork);
    } finally {
      setFetching(false);
    }
  };

  return (
    <Stack gap="xs" data-security-grade-fields>
      <Select
        label="Rating service"
        data={RATING_SERVICES.map((service) => ({ value: service.id, label: service.name }))}
        value={entry.service}
        onChange={(value) => {
          const service = RATING_SERVICE_IDS.find((id) => id === value);
          if (service) change({ service, grade: '' });
          setFetchError(null);
        }}
        allowDeselect={false}
        error={errors.service}
      />
      {chosen && chosen.url.type !== 'none' ? (
        <TextInput
          label={urlLabel}
          placeholder={chosen.url.type === 'domain' ? 'acme.com' : chosen.url.prefix}
          value={url}
          onChange={(event) => change({ url: event.currentTarget.value })}
          error={fetchError ?? errors.url}
        />
      ) : null}
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Grade"
          value={fetching ? SECURITY_GRADE_MESSAGES.gettingGrade : (entry.grade ?? '')}
          readOnly={chosen?.fetched === true}
          description={chosen?.fetched ? 'Read-only: use Get Grade' : undefined}
          onChange={(event) => change({ grade: event.currentTarget.value })}
          error={errors.grade}
        />
        {chosen?.fetched ? (
          <Button variant="default" loading={fetching} onClick={() => void getGrade()}>
            Get Grade
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
