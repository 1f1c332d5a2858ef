import { describe, expect, it } from 'vitest';
import { AUDITOR_BADGES, AUDITORS, auditorByKey, badgeAuditor } from './auditorBadges.js';
import { certificationFramework } from './certificationCatalogue.js';

describe('auditor badge variants (staff-content.md §3)', () => {
  it("maps a certification and its item's auditor to that auditor's variant", () => {
    expect(badgeAuditor('soc2-type2', 'A-LIGN')?.key).toBe('a-lign');
    expect(badgeAuditor('soc2-type2', '  Prescient Assurance, LLC ')?.name).toBe('Prescient');
    expect(badgeAuditor('iso27001', 'TÜV SÜD')?.key).toBe('tuv-sud');
    expect(badgeAuditor('iso27001', 'Tuv Sud GmbH')?.key).toBe('tuv-sud');
    expect(badgeAuditor('soc1-type2', 'Ernst & Young LLP')?.name).toBe('EY');
  });

  it('falls back to the generic badge for an unknown auditor, pairing or certification', () => {
    expect(badgeAuditor('soc2-type2', 'Acme Audit Partners')).toBeUndefined();
    expect(badgeAuditor('soc2-type2', null)).toBeUndefined();
    expect(badgeAuditor('soc2-type2', '')).toBeUndefined();
    // BSI certifies ISO management systems, not SOC reports.
    expect(badgeAuditor('soc2-type2', 'BSI')).toBeUndefined();
    expect(badgeAuditor('gdpr', 'A-LIGN')).toBeUndefined();
    expect(badgeAuditor(null, 'A-LIGN')).toBeUndefined();
  });

  it('names only catalogue certifications and known auditors, each key once', () => {
    for (const [key, auditors] of Object.entries(AUDITOR_BADGES)) {
      expect(certificationFramework(key), key).toBeDefined();
      for (const auditor of auditors) expect(auditorByKey(auditor), auditor).toBeDefined();
    }
    expect(new Set(AUDITORS.map((auditor) => auditor.key)).size).toBe(AUDITORS.length);
  });
});
