/** Knowledge-base questions and answers, as a security team would write them. */
import type { SeedKbEntry } from './types.js';

export const KNOWLEDGE_BASE: readonly SeedKbEntry[] = [
  {
    question: 'Do you have a SOC 2 Type II report?',
    answer:
      'Yes. Our SOC 2 Type II report covers Security, Availability and Confidentiality over a ' +
      'twelve-month period and is renewed every year. Request access on this Trust Center to ' +
      'download it under NDA.',
    favoritePublic: true,
    daysAgo: 3,
  },
  {
    question: 'Are you ISO 27001 certified?',
    answer:
      'Yes. Northwind Cloud is certified to ISO/IEC 27001:2022, and our certificate is available ' +
      'in the Documents section. The scope covers product development, operations and corporate IT.',
    favoritePublic: true,
    daysAgo: 12,
  },
  {
    question: 'Where is customer data stored?',
    answer:
      'In the region you choose when you create your account: Frankfurt, Germany (EU) or Virginia, ' +
      'United States. Data and its backups stay in that region.',
    favoritePublic: true,
    daysAgo: 20,
  },
  {
    question: 'Is customer data encrypted at rest?',
    answer:
      'Yes, with AES-256, including databases, object storage and backups. Keys are managed in a ' +
      'cloud KMS and rotated every year; Enterprise customers can bring their own key.',
    daysAgo: 40,
  },
  {
    question: 'Which TLS versions do you support?',
    answer:
      'TLS 1.2 and TLS 1.3 only, with forward-secret cipher suites. Older protocol versions are ' +
      'refused, and HSTS is enabled on every domain.',
    daysAgo: 55,
  },
  {
    question: 'Do you support single sign-on?',
    answer:
      'Yes. Customers can enforce SAML 2.0 or OpenID Connect single sign-on and provision users ' +
      'with SCIM 2.0. Okta, Microsoft Entra ID and Google Workspace are tested.',
    daysAgo: 70,
  },
  {
    question: 'Is multi-factor authentication available for customer accounts?',
    answer:
      'Yes. Users can enrol TOTP apps or security keys, and admins can require MFA for everyone in ' +
      'their organisation.',
    daysAgo: 85,
  },
  {
    question: 'How often do you perform penetration tests?',
    answer:
      'At least once a year and after major architectural changes, by an independent firm. The ' +
      'executive summary is available under NDA in the Reports card.',
    daysAgo: 100,
  },
  {
    question: 'Do you run a vulnerability disclosure or bug bounty program?',
    answer:
      'We run a private vulnerability disclosure program and are moving to a public bug bounty. ' +
      'Please report security issues to security@northwind.example; we acknowledge reports within ' +
      'one business day.',
    daysAgo: 120,
  },
  {
    question: 'How quickly do you patch critical vulnerabilities?',
    answer:
      'Critical vulnerabilities are remediated within 72 hours, high within 14 days and medium ' +
      'within 30 days, measured from confirmation.',
    daysAgo: 140,
  },
  {
    question: 'Do you have a documented incident response plan?',
    answer:
      'Yes. It defines severity levels, roles and escalation, and is exercised twice a year. ' +
      'Security and infrastructure engineers are on call 24/7.',
    daysAgo: 160,
  },
  {
    question: 'How will you notify us of a security incident?',
    answer:
      'Affected customers are notified by e-mail to their security contacts without undue delay and ' +
      'within 48 hours of confirming an incident involving their data, followed by regular updates ' +
      'and a final report.',
    favoritePublic: true,
    daysAgo: 180,
  },
  {
    question: 'What are your RTO and RPO?',
    answer:
      'Recovery time objective: 4 hours. Recovery point objective: 15 minutes. Both are validated by ' +
      'an annual regional failover test.',
    daysAgo: 200,
  },
  {
    question: 'How are backups protected?',
    answer:
      'Backups are encrypted, stored in a separate account with write-once retention, copied to a ' +
      'second site in the same jurisdiction, and restored in a test every quarter.',
    daysAgo: 220,
  },
  {
    question: 'Do you sign a Data Processing Addendum?',
    answer:
      'Yes. Our standard DPA, including the EU Standard Contractual Clauses and the UK Addendum, is ' +
      'available in the Legal card and can be signed electronically.',
    daysAgo: 240,
  },
  {
    question: 'Who are your subprocessors?',
    answer:
      'They are listed in the Subprocessors section of this Trust Center, with their purpose and ' +
      'location. Subscribe to updates to be notified 30 days before any change.',
    daysAgo: 260,
  },
  {
    question: 'Do you perform background checks on employees?',
    answer:
      'Yes, for all employees and contractors with access to customer data, before they start and ' +
      'where local law allows.',
    daysAgo: 280,
  },
  {
    question: 'Do employees receive security training?',
    answer:
      'Everyone completes security awareness training on joining and every year, and takes part in ' +
      'quarterly phishing simulations. Engineers also complete secure coding training.',
    daysAgo: 300,
  },
  {
    question: 'How do you control employee access to production?',
    answer:
      'No engineer has standing access. Access is requested for a specific task, approved, limited ' +
      'to four hours, and the session is recorded.',
    daysAgo: 320,
  },
  {
    question: 'How often are access rights reviewed?',
    answer:
      'Every quarter, by each manager for their team; access that is not confirmed is removed.',
    daysAgo: 340,
  },
  {
    question: 'Are company laptops encrypted and managed?',
    answer:
      'Yes. All laptops are enrolled in device management, use full-disk encryption and run an EDR ' +
      'agent. Only compliant devices can reach internal systems.',
    daysAgo: 360,
  },
  {
    question: 'Do you use customer data to train AI models?',
    answer:
      'No. Customer data is never used to train machine learning models, ours or a third party\u2019s.',
    favoritePublic: true,
    daysAgo: 6,
  },
  {
    question: 'Is Northwind Analytics covered by your SOC 2 report?',
    answer:
      'Yes. Northwind Analytics has been in the scope of our SOC 2 Type II audit since its launch.',
    products: ['northwind-analytics'],
    daysAgo: 25,
  },
  {
    question: 'Does the Analytics SDK collect IP addresses?',
    answer:
      'No, not by default. The SDK drops IP addresses before sending events; you can enable coarse ' +
      'geolocation per project, which is derived and then discarded at ingestion.',
    products: ['northwind-analytics'],
    daysAgo: 45,
  },
  {
    question: 'Can we delete a single end user\u2019s analytics data?',
    answer:
      'Yes. The deletion API removes every event of an end user within 7 days, including from ' +
      'aggregates where the user can be singled out.',
    products: ['northwind-analytics'],
    daysAgo: 400,
  },
  {
    question: 'Do you support HIPAA workloads?',
    answer:
      'Yes, on the Enterprise plan of the Northwind Platform, under a signed Business Associate ' +
      'Agreement.',
    products: ['platform'],
    daysAgo: 500,
  },
  {
    question: 'Can we see the network architecture diagram?',
    answer:
      'Yes, under NDA: ask your account manager. It shows the VPC layout, segmentation and data flows ' +
      'of the production environment.',
    accessLevel: 'private',
    daysAgo: 30,
    sourceName: 'Security questionnaire, 2025',
  },
  {
    question: 'Which firm performs your penetration tests?',
    answer:
      'An independent CREST-accredited firm, rotated every three years. The firm is named in the ' +
      'report available under NDA.',
    accessLevel: 'private',
    daysAgo: 90,
    sourceName: 'Security questionnaire, 2025',
  },
  {
    question: 'What cyber insurance coverage do you hold?',
    answer:
      'We hold cyber liability insurance with a limit of USD 10 million; a certificate of insurance ' +
      'is available on request.',
    accessLevel: 'private',
    daysAgo: 150,
  },
  {
    question: 'Were there any exceptions in the last SOC 2 report?',
    answer:
      'No. The last report was issued with no exceptions in the tests of operating effectiveness.',
    accessLevel: 'private',
    daysAgo: 8,
    sourceName: 'Customer review',
  },
];
