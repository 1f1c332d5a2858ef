/**
 * The request form's country list (visitor-portal.md §3) from countries-list: name, native name,
 * phone code, continent, currencies, languages, ISO2 and ISO3, each with its flag; the United
 * States first, then alphabetical.
 */
import { getCountryDataList, getEmojiFlag } from 'countries-list';

export interface CountryOption {
  iso2: string;
  iso3: string;
  name: string;
  native: string;
  phone: number[];
  continent: string;
  currencies: string[];
  languages: string[];
  flag: string;
}

let cached: CountryOption[] | null = null;

export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const list = getCountryDataList().map((data) => {
    return {
      iso2: data.iso2,
      iso3: data.iso3,
      name: data.name,
      native: data.native,
      phone: data.phone,
      continent: data.continent,
      currencies: data.currency,
      languages: data.languages,
      flag: getEmojiFlag(data.iso2),
    };
  });
  const byName = (a: CountryOption, b: CountryOption) => a.name.localeCompare(b.name, 'en');
  cached = [
    ...list.filter((c) => c.iso2 === 'US'),
    ...list.filter((c) => c.iso2 !== 'US').sort(byName),
  ];
  return cached;
}

/** 'Deutschland' beside 'Germany', unless the two are the same. */
export const countryLabel = (country: CountryOption): string =>
  `${country.flag} ${country.name}${country.native && country.native !== country.name ? ` (${country.native})` : ''}`;
