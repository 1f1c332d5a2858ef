/**
 * A security grade item's entry in its edit mode (staff-content.md §3, §4, §5, §8): the rating
 * service, its url (a domain, or the service's result page), the grade checked against the
 * service's range ('Invalid grade'), and for the scorecard-type service a read-only grade filled
 * by Get Grade ('Getting grade…'; on error the grade is cleared and the domain field shows why).
 * Saved on its own with 'Save grade'.
 */
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  RATING_SERVICES,
  ratingService,
  SECURITY_GRADE_MESSAGES,
  securityGradeEntrySchema,
} from '@candor/domain/integrations/securityGrades';
import type { ItemView } from '@candor/domain/portal/portalView';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { useSnack } from '../../ui/Snack.js';
import { integrationApi } from './integrationApi.js';

type Errors = Partial<Record<'service' | 'label' | 'grade' | 'url', string>>;

export function SecurityGradeFields({ item }: { item: ItemView }) {
  const stored = item.securityGrade;
  const { productId } = usePortalViewer();
  const refresh = usePortalRefresh();
  const snack = useSnack();
  const [service, setService] = useState<string>(stored?.service ?? 'ssllabs');
  const [url, setUrl] = useState(stored?.url ?? '');
  const [grade, setGrade] = useState(stored?.grade ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'grade' | 'save' | null>(null);
  if (item.kind !== 'SecurityGrades' || item.securityGrade === undefined) return null;
  const chosen = ratingService(service);
  const urlLabel = chosen?.url.type === 'domain' ? 'Domain' : 'Url';

  const getGrade = async () => {
    setBusy('grade');
    setErrors({});
    try {
      setGrade((await integrationApi.getGrade(url.trim())).grade);
    } catch (error) {
      setGrade('');
      setErrors({
        url: error instanceof ApiError ? error.message : SECURITY_GRADE_MESSAGES.badNetwork,
      });
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const entry = {
      service,
      label: item.title,
      description: item.explanation ?? '',
      grade,
      url,
    };
    const checked = securityGradeEntrySchema.safeParse(entry);
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'grade' || field === 'url' || field === 'label' || field === 'service') {
          next[field] ??= issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setBusy('save');
    setErrors({});
    try {
      const saved = await integrationApi.saveGrade(productId, item.uid, checked.data);
      snack(saved.message);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        const next: Errors = {};
        for (const fieldError of error.errors) {
          if (fieldError.path === 'grade' || fieldError.path === 'url') {
            next[fieldError.path] = fieldError.message;
          }
        }
        setErrors(Object.keys(next).length > 0 ? next : { grade: error.message });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" data-security-grade-fields>
      <Select
        label="Rating service"
        data={RATING_SERVICES.map((entry) => ({ value: entry.id, label: entry.name }))}
        value={service}
        onChange={(value) => {
          if (value) setService(value);
          setGrade('');
          setErrors({});
        }}
        allowDeselect={false}
        error={errors.service}
      />
      {chosen && chosen.url.type !== 'none' ? (
        <TextInput
          label={urlLabel}
          placeholder={chosen.url.type === 'domain' ? 'acme.com' : chosen.url.prefix}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.url}
        />
      ) : null}
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Grade"
          value={busy === 'grade' ? SECURITY_GRADE_MESSAGES.gettingGrade : grade}
          readOnly={chosen?.fetched === true}
          description={chosen?.fetched ? 'Read-only: use Get Grade' : undefined}
          onChange={(event) => setGrade(event.currentTarget.value)}
          error={errors.grade}
        />
        {chosen?.fetched ? (
          <Button variant="default" loading={busy === 'grade'} onClick={() => void getGrade()}>
            Get Grade
          </Button>
        ) : null}
      </Group>
      <Group>
        <Button loading={busy === 'save'} onClick={() => void save()}>
          Save grade
        </Button>
      </Group>
    </Stack>
  );
}
