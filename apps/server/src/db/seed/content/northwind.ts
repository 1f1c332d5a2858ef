/** The demo organisation: Northwind Cloud, a fictional company. */
import type { ContactSetting } from '@candor/domain';
import { ANALYTICS } from './analytics.js';
import { PLATFORM } from './platform.js';
import type { SeedProduct } from './types.js';

export const NORTHWIND = {
  slug: 'northwind',
  name: 'Northwind Cloud',
  websiteUrl: 'https://northwind.example',
  description:
    'Security, compliance and privacy at Northwind Cloud: certifications, documents, ' +
    'subprocessors and answers to common security questions.',
  portalTitle: 'Trust Center',
  supportMailbox: 'support@northwind.example',
  securityMailbox: 'security@northwind.example',
  contactSupport: { enabled: true, onClickAction: 'send-email' } satisfies ContactSetting,
  reportIssue: {
    enabled: true,
    onClickAction: 'direct-to-site',
    url: 'https://northwind.example/security/report',
  } satisfies ContactSetting,
  productLinks: [{ name: 'Northwind Status', link: 'https://status.northwind.example' }],
  admin: { email: 'admin@northwind.example', displayName: 'Alex Morgan' },
} as const;

export const NORTHWIND_PRODUCTS: readonly SeedProduct[] = [PLATFORM, ANALYTICS];
