/**
 * The company picker of 'Trusted by' and subprocessors (staff-content.md §5): type to search
 * the catalogue (debounced 200 ms), pick a company, or take the typed name as it is with
 * 'Just use "{name}"' once it is longer than one character.
 */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import {
  COMPANY_SEARCH_DEBOUNCE_MS,
  justUseLabel,
  offersJustUse,
  type CompanyOption,
} from '@candor/domain/companies/company';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
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
  const companies = search.data ?? [];
  const justUse = offersJustUse(typed);

  const choose = (optionValue: string) => {
    if (optionValue === JUST_USE) {
      const name = typed.trim();
      onChange({ source: 'custom', name, domain: null, companyId: null, logoUrl: null });
      setTyped(name);
    } else {
      const company = companies.find((entry) => entry.companyId === optionValue) ?? null;
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
          rightSection={search.isFetching ? <Loader size={16} /> : null}
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
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {companies.map((company) => (
            <Combobox.Option key={company.companyId} value={company.companyId ?? company.name}>
              <Group gap="sm" wrap="nowrap">
                <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={20} />
                <span>{company.name}</span>
                {company.domain ? (
                  <Text span size="xs" c="dimmed">
                    {company.domain}
                  </Text>
                ) : null}
              </Group>
            </Combobox.Option>
          ))}
          {justUse ? (
            <Combobox.Option value={JUST_USE}>{justUseLabel(typed)}</Combobox.Option>
          ) : null}
          {!justUse && companies.length === 0 && !search.isFetching ? (
            <Combobox.Empty>No companies found</Combobox.Empty>
          ) : null}
          {search.isError ? <Combobox.Empty>Companies could not be loaded</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
