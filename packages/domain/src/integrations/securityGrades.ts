/**
 * Security grades (staff-content.md §3 "Security grade entry", §4, §5, §8, §9): the thirteen
 * third-party rating services, what each entry needs (a domain, a result-page URL with the
 * service's own prefix, or only a grade), the grade ranges with 'Invalid grade', the colour
 * bands, and the scorecard-type service whose grade is fetched from a domain and read-only.
 */
import { z } from 'zod';

/**
 * How a service writes its grade. The first five are §5's ranges; the others are the letter
 * and 1–5 services of §9's colour bands.
 */
export const GRADE_FORMATS = [
  'score_300_820',
  'letters_a_plus_to_f',
  'score_0_1000',
  'score_0_950_or_a_to_e',
  'score_0_10_or_a_to_f',
  'score_1_5',
  'letters_plain',
  'letters_with_m',
] as const;
export type GradeFormat = (typeof GRADE_FORMATS)[number];

/** Where an entry points: a bare domain, a result page under the service's prefix, or nowhere. */
export type RatingUrl =
  | {
      type: 'domain';
      /** The service's public result page for a domain ('{domain}' stands for it). */
      page: string;
    }
  | { type: 'result_page'; prefix: string }
  | { type: 'none' };

export interface RatingService {
  id: string;
  name: string;
  url: RatingUrl;
  format: GradeFormat;
  /** The grade is fetched from the domain ('Get Grade') and read-only (the scorecard type). */
  fetched: boolean;
}

/** The thirteen services (§3). Four take a domain only (§5), one of them fetches its grade. */
export const RATING_SERVICES = [
  {
    id: 'securityscorecard',
    name: 'SecurityScorecard',
    url: { type: 'domain', page: 'https://securityscorecard.com/security-rating/{domain}' },
    format: 'letters_a_plus_to_f',
    fetched: true,
  },
  {
    id: 'ssllabs',
    name: 'Qualys SSL Labs',
    url: {
      type: 'domain',
      page: 'https://www.ssllabs.com/ssltest/analyze.html?d={domain}&hideResults=on',
    },
    format: 'letters_a_plus_to_f',
    fetched: false,
  },
  {
    id: 'securityheaders',
    name: 'Security Headers',
    url: { type: 'domain', page: 'https://securityheaders.com/?q={domain}&followRedirects=on' },
    format: 'letters_a_plus_to_f',
    fetched: false,
  },
  {
    id: 'observatory',
    name: 'Mozilla Observatory',
    url: {
      type: 'domain',
      page: 'https://developer.mozilla.org/en-US/observatory/analyze?host={domain}',
    },
    format: 'letters_a_plus_to_f',
    fetched: false,
  },
  {
    id: 'bitsight',
    name: 'Bitsight',
    url: { type: 'result_page', prefix: 'https://www.bitsight.com/ratings/' },
    format: 'score_300_820',
    fetched: false,
  },
  {
    id: 'upguard',
    name: 'UpGuard',
    url: { type: 'result_page', prefix: 'https://www.upguard.com/security-report/' },
    format: 'score_0_950_or_a_to_e',
    fetched: false,
  },
  {
    id: 'riskrecon',
    name: 'RiskRecon',
    url: { type: 'result_page', prefix: 'https://www.riskrecon.com/report/' },
    format: 'score_0_10_or_a_to_f',
    fetched: false,
  },
  {
    id: 'immuniweb',
    name: 'ImmuniWeb',
    url: { type: 'result_page', prefix: 'https://www.immuniweb.com/websec/' },
    format: 'letters_with_m',
    fetched: false,
  },
  {
    id: 'hardenize',
    name: 'Hardenize',
    url: { type: 'result_page', prefix: 'https://www.hardenize.com/report/' },
    format: 'letters_plain',
    fetched: false,
  },
  {
    id: 'blackkite',
    name: 'Black Kite',
    url: { type: 'result_page', prefix: 'https://www.blackkite.com/rating/' },
    format: 'score_0_1000',
    fetched: false,
  },
  {
    id: 'panorays',
    name: 'Panorays',
    url: { type: 'none' },
    format: 'score_0_1000',
    fetched: false,
  },
  {
    id: 'cybergrx',
    name: 'CyberGRX',
    url: { type: 'none' },
    format: 'score_1_5',
    fetched: false,
  },
  {
    id: 'prevalent',
    name: 'Prevalent',
    url: { type: 'none' },
    format: 'score_0_10_or_a_to_f',
    fetched: false,
  },
] as const satisfies readonly RatingService[];

export const RATING_SERVICE_IDS = [
  'securityscorecard',
  'ssllabs',
  'securityheaders',
  'observatory',
  'bitsight',
  'upguard',
  'riskrecon',
  'immuniweb',
  'hardenize',
  'blackkite',
  'panorays',
  'cybergrx',
  'prevalent',
] as const satisfies readonly (typeof RATING_SERVICES)[number]['id'][];
export type RatingServiceId = (typeof RATING_SERVICE_IDS)[number];

export function ratingService(id: string): RatingService | undefined {
  return RATING_SERVICES.find((service) => service.id === id);
}

export const SECURITY_GRADE_MESSAGES = {
  invalidGrade: 'Invalid grade',
  required: 'This field is required.',
  displayNameRequired: 'Display Name required',
  gettingGrade: 'Getting grade…',
  /** §5: domain only, no www, no http. */
  domainOnly: 'Enter the domain only, without www or http (e.g. acme.com)',
  resultPage: (prefix: string) => `Enter the result page's link, starting with ${prefix}`,
  badDomain: 'Domain is invalid. Please try a different name.',
  badNetwork: 'Server error. Please try again.',
  scorecardNotCalculated: 'Your company does not have a score yet. Please try again later.',
  readOnly: 'This grade is read-only: use Get Grade',
  getGradeRequired: 'Use Get Grade to fetch this grade',
} as const;

/** §8's three errors of the domain field. */
export const GRADE_FETCH_ERRORS = {
  bad_domain: SECURITY_GRADE_MESSAGES.badDomain,
  bad_network: SECURITY_GRADE_MESSAGES.badNetwork,
  scorecard_not_calculated: SECURITY_GRADE_MESSAGES.scorecardNotCalculated,
} as const;
export type GradeFetchError = keyof typeof GRADE_FETCH_ERRORS;

const inRange = (text: string, min: number, max: number, decimals: number): boolean => {
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(text)) return false;
  const value = Number(text);
  return value >= min && value <= max;
};

const PLUS_MINUS_LETTERS = /^(A\+|[A-D][+-]?|F)$/;

/** §5: whether a grade is within its service's range (case-insensitive letters, trimmed). */
export function isValidGrade(format: GradeFormat, grade: string): boolean {
  const text = grade.trim().toUpperCase();
  if (text === '') return false;
  switch (format) {
    case 'score_300_820':
      return inRange(text, 300, 820, 0);
    case 'letters_a_plus_to_f':
      return PLUS_MINUS_LETTERS.test(text);
    case 'score_0_1000':
      return inRange(text, 0, 1000, 0);
    case 'score_0_950_or_a_to_e':
      return inRange(text, 0, 950, 0) || /^[A-E]$/.test(text);
    case 'score_0_10_or_a_to_f':
      return inRange(text, 0, 10, 1) || /^[A-F]$/.test(text);
    case 'score_1_5':
      return /^[1-5]$/.test(text);
    case 'letters_plain':
      return /^[ABCFTG]$/.test(text);
    case 'letters_with_m':
      return /^[ABMCIDFO]$/.test(text);
  }
}

export type GradeBand = 'green' | 'yellow' | 'red';

/** §9's colour bands. Null for a grade outside its range. */
export function gradeBand(format: GradeFormat, grade: string): GradeBand | null {
  if (!isValidGrade(format, grade)) return null;
  const text = grade.trim().toUpperCase();
  const letter = text[0] ?? '';
  const value = Number(text);
  const numeric = /^\d/.test(text);
  switch (format) {
    case 'score_300_820':
      return value >= 646 ? 'green' : value >= 473 ? 'yellow' : 'red';
    case 'score_0_1000':
      return value >= 666 ? 'green' : value >= 333 ? 'yellow' : 'red';
    case 'score_0_950_or_a_to_e':
      if (numeric) return value >= 601 ? 'green' : value >= 401 ? 'yellow' : 'red';
      return 'AB'.includes(letter) ? 'green' : letter === 'C' ? 'yellow' : 'red';
    case 'score_1_5':
      return value === 5 ? 'green' : value >= 3 ? 'yellow' : 'red';
    case 'score_0_10_or_a_to_f':
      if (numeric) return value >= 8 ? 'green' : value >= 7 ? 'yellow' : 'red';
      return 'AB'.includes(letter) ? 'green' : letter === 'C' ? 'yellow' : 'red';
    case 'letters_plain':
      return letter === 'A' ? 'green' : 'BC'.includes(letter) ? 'yellow' : 'red';
    case 'letters_a_plus_to_f':
      return 'AB'.includes(letter) ? 'green' : letter === 'C' ? 'yellow' : 'red';
    case 'letters_with_m':
      return 'ABM'.includes(letter) ? 'green' : 'CI'.includes(letter) ? 'yellow' : 'red';
  }
}

/** A bare domain: labels of letters, digits and hyphens, no scheme, no www, no path. */
const DOMAIN = /^(?!www\.)(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
export const isBareDomain = (value: string): boolean => DOMAIN.test(value.trim());

/**
 * The link visitors follow for an entry: the rating's page on the service's own site (the
 * result page staff entered, or the service's report for the domain), never the rated domain.
 */
export function gradeLink(service: RatingService, url: string | null): string | null {
  if (!url) return null;
  if (service.url.type === 'result_page') return url;
  if (service.url.type === 'domain') {
    return service.url.page.replace('{domain}', encodeURIComponent(url.trim().toLowerCase()));
  }
  return null;
}

const gradeFields = {
  service: z.enum(RATING_SERVICE_IDS, { error: SECURITY_GRADE_MESSAGES.required }),
  grade: z.string().trim().max(20).default(''),
  url: z.string().trim().max(500).default(''),
};

/** The url and grade checked against the chosen service's rules (§5, §8). */
function checkGradeFields(
  entry: { service: string; grade: string; url: string },
  ctx: z.RefinementCtx,
): void {
  const service = ratingService(entry.service);
  if (!service) return;
  const issue = (path: 'grade' | 'url', message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (service.url.type !== 'none') {
    if (entry.url === '') issue('url', SECURITY_GRADE_MESSAGES.required);
    else if (service.url.type === 'domain' && !isBareDomain(entry.url)) {
      issue('url', SECURITY_GRADE_MESSAGES.domainOnly);
    } else if (
      service.url.type === 'result_page' &&
      (!entry.url.startsWith(service.url.prefix) || entry.url.length <= service.url.prefix.length)
    ) {
      issue('url', SECURITY_GRADE_MESSAGES.resultPage(service.url.prefix));
    }
  }
  if (service.fetched) return; // the server fetches it; whatever was sent is ignored
  if (entry.grade === '') {
    if (service.url.type === 'none') issue('grade', SECURITY_GRADE_MESSAGES.required);
    return;
  }
  if (!isValidGrade(service.format, entry.grade)) {
    issue('grade', SECURITY_GRADE_MESSAGES.invalidGrade);
  }
}

/**
 * A security grade item's grade in the card form (saved with the card's one Save): the item's
 * title and explanation are its label and description there.
 */
export const securityGradeFieldsSchema = z.object(gradeFields).superRefine(checkGradeFields);
export type SecurityGradeFieldsInput = z.input<typeof securityGradeFieldsSchema>;
export type SecurityGradeFields = z.output<typeof securityGradeFieldsSchema>;

/** A security grade entry as staff enter it (§3: label, description, grade, url). */
export const securityGradeEntrySchema = z
  .object({
    ...gradeFields,
    label: z
      .string()
      .trim()
      .min(1, SECURITY_GRADE_MESSAGES.displayNameRequired)
      .max(100, 'Display Name cannot exceed 100 characters'),
    description: z.string().trim().max(1000).default(''),
  })
  .superRefine(checkGradeFields);
export type SecurityGradeEntryInput = z.input<typeof securityGradeEntrySchema>;
export type SecurityGradeEntry = z.output<typeof securityGradeEntrySchema>;

/** What visitors see of a security-grade item. */
export interface SecurityGradeView {
  service: string;
  serviceName: string;
  grade: string | null;
  band: GradeBand | null;
  link: string | null;
  /** Staff only: the stored entry, to edit. */
  url?: string;
  fetched?: boolean;
}
