/**
 * What holds for a Northwind certification whatever the product: one audit by one auditor
 * covers the company, so the auditor, cycle and expiry are stated once.
 */
import type { SeedItem } from './types.js';

export const SOC2_TYPE_II = {
  certification: 'soc2-type2',
  auditor: 'Prescott & Lane LLP',
  recurrence: 'annually',
  expiresInMonths: 9,
} satisfies Partial<SeedItem>;

export const ISO_27001 = {
  certification: 'iso27001',
  auditor: 'Meridian Certification Ltd',
  expiresInMonths: 22,
} satisfies Partial<SeedItem>;
