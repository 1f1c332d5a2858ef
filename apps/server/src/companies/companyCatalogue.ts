/**
 * The company catalogue Candor ships: the selection of well-known companies, with the brand
 * marks of the simple-icons package installed beside the server (nothing is fetched at run
 * time). It is built once, on first use, from the package's metadata; each mark is read and
 * sanitized the first time it is asked for and kept.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sanitizeSvg } from '../images/sanitizeSvg.js';
import { COMPANY_SELECTION } from './companySelection.js';

export interface CatalogueCompany {
  /** The simple-icons slug, or the name in lower-case words joined by '-'. */
  id: string;
  name: string;
  domain: string;
  /** The simple-icons slug of the mark; null for the lettered fallback. */
  iconSlug: string | null;
  /** The brand colour (#RRGGBB) the mark is drawn in. */
  color: string | null;
  /** Name and domain folded for matching. */
  searchText: string;
}

export interface CompanyCatalogue {
  companies: readonly CatalogueCompany[];
  byId: ReadonlyMap<string, CatalogueCompany>;
  /** Changes with the installed simple-icons version: versions the logo URLs. */
  version: string;
  /** The sanitized SVG of a company's mark, or null when it has none. */
  logoSvg(id: string): string | null;
}

interface IconMetadata {
  slug: string;
  title: string;
  hex: string;
}

/** Lower case, accents and punctuation dropped, so 'Telefónica' matches 'telefonica'. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .trim();

const idOfName = (name: string): string => foldForSearch(name).replace(/[ .]+/g, '-');

/** Marks too light to see on a white tile are drawn in near-black instead. */
function readableColor(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.85 ? '#212529' : `#${hex.toUpperCase()}`;
}

export interface CatalogueSource {
  icons: readonly IconMetadata[];
  readIcon(slug: string): string;
  version: string;
}

export function buildCompanyCatalogue(
  selection: string,
  source: CatalogueSource,
): CompanyCatalogue {
  const iconsBySlug = new Map(source.icons.map((icon) => [icon.slug, icon]));
  const companies: CatalogueCompany[] = [];
  for (const line of selection.split('\n').map((entry) => entry.trim())) {
    if (!line) continue;
    let company: Omit<CatalogueCompany, 'searchText'>;
    if (line.startsWith('=')) {
      const [name = '', domain = ''] = line.slice(1).split('|');
      company = { id: idOfName(name), name, domain, iconSlug: null, color: null };
    } else {
      const [slug = '', domain = ''] = line.split(/\s+/);
      const icon = iconsBySlug.get(slug);
      if (!icon) throw new Error(`simple-icons has no icon '${slug}'`);
      company = {
        id: slug,
        name: icon.title,
        domain,
        iconSlug: slug,
        color: readableColor(icon.hex),
      };
    }
    companies.push({ ...company, searchText: foldForSearch(`${company.name} ${company.domain}`) });
  }
  companies.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const byId = new Map(companies.map((company) => [company.id, company]));
  const logos = new Map<string, string>();
  return {
    companies,
    byId,
    version: source.version,
    logoSvg(id) {
      const company = byId.get(id);
      if (!company?.iconSlug || !company.color) return null;
      let svg = logos.get(id);
      if (svg === undefined) {
        const drawn = source
          .readIcon(company.iconSlug)
          .replace(/^<svg\b/, `<svg fill="${company.color}"`);
        svg = sanitizeSvg(drawn);
        logos.set(id, svg);
      }
      return svg;
    },
  };
}

/** Reads simple-icons from node_modules: its metadata file and one SVG file per mark. */
function installedSimpleIcons(): CatalogueSource {
  const require = createRequire(import.meta.url);
  const metadataPath = require.resolve('simple-icons/icons.json');
  const packageDir = dirname(dirname(metadataPath));
  const icons = JSON.parse(readFileSync(metadataPath, 'utf8')) as IconMetadata[];
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    icons,
    version,
    readIcon: (slug) => readFileSync(join(packageDir, 'icons', `${slug}.svg`), 'utf8'),
  };
}

let catalogue: CompanyCatalogue | undefined;

export function companyCatalogue(): CompanyCatalogue {
  catalogue ??= buildCompanyCatalogue(COMPANY_SELECTION, installedSimpleIcons());
  return catalogue;
}
