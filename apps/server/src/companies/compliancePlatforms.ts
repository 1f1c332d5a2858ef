/**
 * The compliance-platform catalogue (staff-content.md §3): the vendors of compliance automation,
 * each with its own trust center's URL (shown as the company's link).
 */
export interface CompliancePlatform {
  id: string;
  name: string;
  domain: string;
  /** The vendor's trust center. */
  url: string;
}

const row = (id: string, name: string, domain: string, url: string): CompliancePlatform => ({
  id,
  name,
  domain,
  url,
});

export const COMPLIANCE_PLATFORMS: readonly CompliancePlatform[] = [
  row('vanta', 'Vanta', 'vanta.com', 'https://trust.vanta.com'),
  row('drata', 'Drata', 'drata.com', 'https://trust.drata.com'),
  row('secureframe', 'Secureframe', 'secureframe.com', 'https://trust.secureframe.com'),
  row('safebase', 'SafeBase', 'safebase.io', 'https://trust.safebase.io'),
  row('sprinto', 'Sprinto', 'sprinto.com', 'https://trust.sprinto.com'),
  row('thoropass', 'Thoropass', 'thoropass.com', 'https://trust.thoropass.com'),
  row('hyperproof', 'Hyperproof', 'hyperproof.io', 'https://trust.hyperproof.io'),
  row('auditboard', 'AuditBoard', 'auditboard.com', 'https://trust.auditboard.com'),
  row('onetrust', 'OneTrust', 'onetrust.com', 'https://trust.onetrust.com'),
  row('scrut', 'Scrut Automation', 'scrut.io', 'https://trust.scrut.io'),
  row('laika', 'Laika', 'heylaika.com', 'https://trust.heylaika.com'),
  row('anecdotes', 'Anecdotes', 'anecdotes.ai', 'https://trust.anecdotes.ai'),
];
