import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { AuditFilter } from '../api/adminApi.js';

type FilterValues = Required<AuditFilter>;

const EMPTY: FilterValues = { action: '', actor: '', entity: '', from: '', to: '' };
const FILTER_FIELDS = ['action', 'actor', 'entity', 'from', 'to'] as const;

/** Action, actor, entity and a date range; applied together when staff ask. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}) {
  const actions = useQuery({ queryKey: adminKeys.auditActions, queryFn: adminApi.audit.actions });
  const { register, handleSubmit, reset } = useForm<FilterValues>({
    defaultValues: { ...EMPTY, ...value },
  });
  const apply = handleSubmit((values) => {
    const filter: AuditFilter = {};
    for (const field of FILTER_FIELDS) {
      const text = values[field].trim();
      if (text) filter[field] = text;
    }
    onChange(filter);
  });

  return (
    <form onSubmit={(event) => void apply(event)} aria-label="Filter the audit log">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Action"
          data={[
            { value: '', label: 'Any action' },
            ...(actions.data?.actions ?? []).map((action) => ({ value: action, label: action })),
          ]}
          {...register('action')}
          w={220}
        />
        <TextInput label="Actor" placeholder="E-mail, name or type" {...register('actor')} />
        <TextInput label="Entity" placeholder="Type or id" {...register('entity')} />
        <TextInput label="From" type="date" {...register('from')} />
        <TextInput label="To" type="date" {...register('to')} />
        <Button type="submit">Apply filters</Button>
        <Button
          variant="subtle"
          onClick={() => {
            reset(EMPTY);
            onChange({});
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}
