/**
 * The company picker of 'Trusted by' and subprocessors (staff-content.md §5): type to search
 * the catalogue (debounced 200 ms), pick a company, or take the typed name as it is with
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
  // The debounced search has caught up with the text in the box (its answers are for it).
  const current = term === typed;
  const companies = current ? (search.data ?? []) : [];
  const searching = !current || search.isFetching;
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
          {!justUse && companies.length === 0 && !searching ? (
            <Combobox.Empty>No companies found</Combobox.Empty>
          ) : null}
          {search.isError ? <Combobox.Empty>Companies could not be loaded</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
