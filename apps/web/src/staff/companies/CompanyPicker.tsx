/**
 * The company picker of 'Trusted by' and subprocessors (staff-content.md §3, §5): type to search
 * the catalogues (debounced 200 ms; each answer names its source: brand logos, company data,
 * addendum, compliance platform), pick a company, or take the typed name as it is with
 * 'Just use "{name}"' once it is longer than one character.
 *
 * No option moves under the pointer once shown: 'Just use' comes first (it changes only as the
 * user types), and the catalogue's answers are listed only for the text in the box, never an
 * earlier one's while the debounced search catches up. A click lands on the option it was
 * aimed at; answers arriving between the press and the release once turned such a click into
 * one on the list itself, which chose nothing and left the dropdown open over Save.
 */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Badge.css';
import {
  COMPANY_SEARCH_DEBOUNCE_MS,
  COMPANY_SOURCE_LABELS,
  companyOption,
  companyOptionKey,
  justUseLabel,
  offersJustUse,
  type CompanyOption,
} from '@candor/domain/companies/company';
import { Badge, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { CompanyLogo } from './CompanyLogo.js';
import { searchCompanies } from './companyApi.js';

const JUST_USE = '__just-use__';

export function CompanyPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  error?: string | undefined;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState(value?.name ?? '');
  const [term] = useDebouncedValue(typed, COMPANY_SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['companies', term],
    queryFn: ({ signal }) => searchCompanies(term, signal),
    enabled: combobox.dropdownOpened,
    staleTime: 5 * 60_000,
  });
  // The debounced search has caught up with the text in the box (its answers are for it).
  const current = term === typed;
  const companies = current ? (search.data ?? []) : [];
  const searching = !current || search.isFetching;
  const justUse = offersJustUse(typed);

  const choose = (optionValue: string) => {
    if (optionValue === JUST_USE) {
      const name = typed.trim();
      onChange(companyOption({ source: 'custom', name }));
      setTyped(name);
    } else {
      const company = companies.find((entry) => companyOptionKey(entry) === optionValue) ?? null;
      onChange(company);
      setTyped(company?.name ?? '');
    }
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={label}
          required
          placeholder="Search companies"
          value={typed}
          error={error}
          leftSection={
            value ? <CompanyLogo name={value.name} logoUrl={value.logoUrl} size={20} /> : null
          }
          rightSection={searching ? <Loader size={16} /> : null}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }} aria-busy={searching}>
          {justUse ? (
            <Combobox.Option value={JUST_USE}>{justUseLabel(typed)}</Combobox.Option>
          ) : null}
          {companies.map((company) => (
            <Combobox.Option
              key={companyOptionKey(company)}
              value={companyOptionKey(company)}
              data-source={company.source}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={20} />
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap={6} wrap="wrap">
                    <span>{company.name}</span>
                    {company.domain ? (
                      <Text span size="xs" c="dimmed">
                        {company.domain}
                      </Text>
                    ) : null}
                  </Group>
                  {company.detail ? (
                    <Text size="xs" c="dimmed">
                      {company.detail}
                    </Text>
                  ) : null}
                </Stack>
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {COMPANY_SOURCE_LABELS[company.source]}
                </Badge>
              </Group>
            </Combobox.Option>
          ))}
          {!justUse && companies.length === 0 && !searching ? (
            <Combobox.Empty>No companies found</Combobox.Empty>
          ) : null}
          {search.isError ? <Combobox.Empty>Companies could not be loaded</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
