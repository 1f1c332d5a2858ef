import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, auditActionLabel } from '@candor/domain';
import { useQuery } from '../../api/queries.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { AuditFilter } from '../api/adminApi.js';

/** A new filter, or how to change the current one. */
export type AuditFilterChange = AuditFilter | ((current: AuditFilter) => AuditFilter);
import { auditPeople, auditPeopleKey } from './auditApi.js';

/** Who did it, beside the staff: the actor types the log also holds. */
const OTHERS = [
  { value: 'system', label: 'The system' },
  { value: 'operator', label: 'The operator' },
  { value: 'member', label: 'Account members' },
  { value: 'visitor', label: 'Visitors' },
];

/** The actions the log holds, under their groups, in words. */
function actionOptions(codes: readonly string[]) {
  const groups = AUDIT_ACTION_GROUPS.map((group) => ({
    group,
    items: codes
      .filter((code) => AUDIT_ACTIONS.get(code)?.group === group)
      .map((code) => ({ value: code, label: auditActionLabel(code) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  }));
  const unknown = codes.filter((code) => !AUDIT_ACTIONS.has(code));
  return [
    { value: '', label: 'Any action' },
    ...groups.filter((group) => group.items.length > 0),
    ...(unknown.length > 0
      ? [{ group: 'Other', items: unknown.map((code) => ({ value: code, label: code })) }]
      : []),
  ];
}

/** Person, action and days; each applies as it changes, and the URL keeps them. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilter;
  onChange: (change: AuditFilterChange) => void;
}) {
  const actions = useQuery({ queryKey: adminKeys.auditActions, queryFn: adminApi.audit.actions });
  const people = useQuery({ queryKey: auditPeopleKey, queryFn: auditPeople });
  // From the filter as the URL holds it when the change is made: a quick second change keeps
  // the first.
  const set = (field: keyof AuditFilter, text: string) =>
    onChange((current) => {
      const next: AuditFilter = { ...current };
      if (text) next[field] = text;
      else delete next[field];
      return next;
    });
  const filtered = Object.values(value).some(Boolean);

  return (
    <form aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Person"
          value={value.actor ?? ''}
          onChange={(event) => set('actor', event.currentTarget.value)}
          data={[
            { value: '', label: 'Anyone' },
            {
              group: 'Staff',
              items: (people.data?.people ?? []).map((person) => ({
                value: person.id,
                label: person.name,
              })),
            },
            { group: 'Others', items: OTHERS },
          ]}
          w={{ base: '100%', sm: 200 }}
        />
        <NativeSelect
          label="Action"
          value={value.action ?? ''}
          onChange={(event) => set('action', event.currentTarget.value)}
          data={actionOptions(actions.data?.actions ?? [])}
          w={{ base: '100%', sm: 260 }}
        />
        {(['from', 'to'] as const).map((field) => (
          <TextInput
            key={field}
            label={field === 'from' ? 'From' : 'To'}
            type="date"
            value={value[field] ?? ''}
            min={field === 'to' ? value.from : undefined}
            max={field === 'from' ? value.to : undefined}
            onChange={(event) => set(field, event.currentTarget.value)}
            w={{ base: '100%', xs: 160 }}
          />
        ))}
        {filtered ? (
          <Button variant="subtle" onClick={() => onChange({})}>
            Clear filters
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
