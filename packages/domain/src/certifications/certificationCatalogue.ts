/**
 * The compliance frameworks Candor ships badge artwork for, keyed by the certification items'
 * `logoKey`. The artwork is Candor's own (a ring in the framework's colour around its short
 * name), not any standard body's or auditor's mark.
 */
export interface CertificationFramework {
  key: string;
  /** The item's title when added from the catalogue. */
  name: string;
  /** Big label in the middle of the badge (at most 6 characters). */
  label: string;
  /** Small label under it. */
  caption: string;
  color: string;
}

export const CERTIFICATION_LOGO_SIZE = 56;

export const CERTIFICATION_FRAMEWORKS = [
  {
    key: 'soc2-type2',
    name: 'SOC 2 Type II',
    label: 'SOC 2',
    caption: 'TYPE II',
    color: '#1c7ed6',
  },
  { key: 'soc2-type1', name: 'SOC 2 Type I', label: 'SOC 2', caption: 'TYPE I', color: '#1971c2' },
  {
    key: 'soc1-type2',
    name: 'SOC 1 Type II',
    label: 'SOC 1',
    caption: 'TYPE II',
    color: '#1864ab',
  },
  { key: 'soc3', name: 'SOC 3', label: 'SOC 3', caption: 'AICPA', color: '#228be6' },
  { key: 'iso27001', name: 'ISO/IEC 27001', label: '27001', caption: 'ISO/IEC', color: '#2b8a3e' },
  { key: 'iso27017', name: 'ISO/IEC 27017', label: '27017', caption: 'ISO/IEC', color: '#2f9e44' },
  { key: 'iso27018', name: 'ISO/IEC 27018', label: '27018', caption: 'ISO/IEC', color: '#37b24d' },
  { key: 'iso27701', name: 'ISO/IEC 27701', label: '27701', caption: 'ISO/IEC', color: '#0b7285' },
  { key: 'iso9001', name: 'ISO 9001', label: '9001', caption: 'ISO QUALITY', color: '#087f5b' },
  {
    key: 'iso22301',
    name: 'ISO 22301',
    label: '22301',
    caption: 'ISO CONTINUITY',
    color: '#099268',
  },
  {
    key: 'iso42001',
    name: 'ISO/IEC 42001',
    label: '42001',
    caption: 'ISO/IEC AI',
    color: '#0c8599',
  },
  { key: 'hipaa', name: 'HIPAA', label: 'HIPAA', caption: 'US HEALTH', color: '#c2255c' },
  { key: 'hitrust', name: 'HITRUST CSF', label: 'HITRUST', caption: 'CSF', color: '#a61e4d' },
  { key: 'pci-dss', name: 'PCI DSS v4.0', label: 'PCI', caption: 'DSS v4.0', color: '#5f3dc4' },
  { key: 'gdpr', name: 'GDPR', label: 'GDPR', caption: 'EU PRIVACY', color: '#364fc7' },
  { key: 'ccpa', name: 'CCPA', label: 'CCPA', caption: 'CALIFORNIA', color: '#3b5bdb' },
  {
    key: 'fedramp-moderate',
    name: 'FedRAMP Moderate',
    label: 'FedRAMP',
    caption: 'MODERATE',
    color: '#1d3557',
  },
  {
    key: 'fedramp-high',
    name: 'FedRAMP High',
    label: 'FedRAMP',
    caption: 'HIGH',
    color: '#14213d',
  },
  {
    key: 'csa-star',
    name: 'CSA STAR Level 1',
    label: 'STAR',
    caption: 'CSA LEVEL 1',
    color: '#e67700',
  },
  {
    key: 'csa-star-2',
    name: 'CSA STAR Level 2',
    label: 'STAR',
    caption: 'CSA LEVEL 2',
    color: '#d9480f',
  },
  { key: 'tisax', name: 'TISAX', label: 'TISAX', caption: 'VDA ISA', color: '#495057' },
  {
    key: 'cyber-essentials',
    name: 'Cyber Essentials',
    label: 'CE',
    caption: 'CYBER ESSENTIALS',
    color: '#0b7285',
  },
  {
    key: 'cyber-essentials-plus',
    name: 'Cyber Essentials Plus',
    label: 'CE+',
    caption: 'CYBER ESSENTIALS',
    color: '#1098ad',
  },
  { key: 'nist-csf', name: 'NIST CSF', label: 'NIST', caption: 'CSF 2.0', color: '#343a40' },
  {
    key: 'nist-800-53',
    name: 'NIST SP 800-53',
    label: '800-53',
    caption: 'NIST SP',
    color: '#212529',
  },
  {
    key: 'nist-800-171',
    name: 'NIST SP 800-171',
    label: '800-171',
    caption: 'NIST SP',
    color: '#495057',
  },
  { key: 'cmmc', name: 'CMMC Level 2', label: 'CMMC', caption: 'LEVEL 2', color: '#5c940d' },
  { key: 'sox', name: 'SOX', label: 'SOX', caption: 'SARBANES-OXLEY', color: '#862e9c' },
  { key: 'c5', name: 'BSI C5', label: 'C5', caption: 'BSI', color: '#c92a2a' },
  { key: 'ens', name: 'ENS', label: 'ENS', caption: 'ESQUEMA NACIONAL', color: '#e03131' },
  { key: 'k-isms', name: 'K-ISMS', label: 'K-ISMS', caption: 'KOREA', color: '#9c36b5' },
  { key: 'irap', name: 'IRAP', label: 'IRAP', caption: 'AUSTRALIA', color: '#f08c00' },
  { key: 'dora', name: 'DORA', label: 'DORA', caption: 'EU FINANCE', color: '#4263eb' },
  { key: 'nis2', name: 'NIS2', label: 'NIS2', caption: 'EU DIRECTIVE', color: '#3b5bdb' },
  { key: 'ferpa', name: 'FERPA', label: 'FERPA', caption: 'US EDUCATION', color: '#e8590c' },
  { key: 'coppa', name: 'COPPA', label: 'COPPA', caption: 'US CHILDREN', color: '#f76707' },
  { key: 'pipeda', name: 'PIPEDA', label: 'PIPEDA', caption: 'CANADA', color: '#c92a2a' },
  { key: 'lgpd', name: 'LGPD', label: 'LGPD', caption: 'BRAZIL', color: '#2b8a3e' },
  { key: 'uk-gdpr', name: 'UK GDPR', label: 'UK', caption: 'GDPR', color: '#1c3f94' },
  {
    key: 'eu-us-dpf',
    name: 'EU-U.S. Data Privacy Framework',
    label: 'DPF',
    caption: 'EU-U.S.',
    color: '#1864ab',
  },
  { key: 'wcag', name: 'WCAG 2.2 AA', label: 'WCAG', caption: '2.2 AA', color: '#5f3dc4' },
  {
    key: 'pen-test',
    name: 'Penetration Test',
    label: 'PENTEST',
    caption: 'ANNUAL',
    color: '#343a40',
  },
] as const satisfies readonly CertificationFramework[];

export type CertificationKey = (typeof CERTIFICATION_FRAMEWORKS)[number]['key'];
export const CERTIFICATION_KEYS = CERTIFICATION_FRAMEWORKS.map((framework) => framework.key);

const BY_KEY: ReadonlyMap<string, CertificationFramework> = new Map(
  CERTIFICATION_FRAMEWORKS.map((framework) => [framework.key, framework]),
);

export const certificationFramework = (key: string | null | undefined) =>
  key ? BY_KEY.get(key) : undefined;
