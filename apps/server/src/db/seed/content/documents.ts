/** The demo documents: each is rendered to a PDF and linked to one or more items. */
import type { SeedDocument } from './types.js';

export const SOC2_REPORT: SeedDocument = {
  key: 'soc2-report',
  fileName: 'Northwind-Cloud-SOC-2-Type-II-Report.pdf',
  title: 'SOC 2 Type II Report',
  classification: 'Confidential',
  sections: [
    {
      heading: 'Scope',
      body:
        'This report covers the Northwind Platform and Northwind Analytics production environments, ' +
        'including the supporting corporate systems, for a twelve-month observation period. The ' +
        'Trust Services Criteria in scope are Security, Availability and Confidentiality.',
    },
    {
      heading: 'Independent service auditor\u2019s opinion',
      body:
        'In the auditor\u2019s opinion, the controls stated in the description were suitably designed ' +
        'and operated effectively throughout the period to provide reasonable assurance that the ' +
        'service commitments and system requirements were achieved. No exceptions were noted in ' +
        'the tests of operating effectiveness.',
    },
    {
      heading: 'Complementary user entity controls',
      body:
        'Customers remain responsible for managing their own users\u2019 access, enforcing single ' +
        'sign-on and multi-factor authentication through their identity provider, and reviewing ' +
        'the audit logs Northwind makes available to them.',
    },
  ],
};

export const ISO27001_CERTIFICATE: SeedDocument = {
  key: 'iso27001-certificate',
  fileName: 'Northwind-Cloud-ISO-27001-Certificate.pdf',
  title: 'ISO/IEC 27001:2022 Certificate of Registration',
  classification: 'Public',
  sections: [
    {
      heading: 'Certified organisation',
      body:
        'Northwind Cloud, Inc. operates an information security management system which complies ' +
        'with the requirements of ISO/IEC 27001:2022 for the provision, development and operation ' +
        'of cloud-hosted data platform and analytics services.',
    },
    {
      heading: 'Statement of applicability',
      body:
        'All 93 controls of Annex A were assessed; 91 are applicable. Physical controls for data ' +
        'centres are inherited from the infrastructure providers listed in the subprocessor register.',
    },
  ],
};

export const PENTEST_SUMMARY: SeedDocument = {
  key: 'pentest-summary',
  fileName: 'Northwind-Cloud-Penetration-Test-Summary.pdf',
  title: 'Penetration Test Executive Summary',
  classification: 'Confidential',
  sections: [
    {
      heading: 'Engagement',
      body:
        'An independent firm performed a grey-box penetration test of the web application, public ' +
        'APIs and cloud configuration over three weeks, following the OWASP Web Security Testing ' +
        'Guide and the OWASP API Security Top 10.',
    },
    {
      heading: 'Findings',
      body:
        'No critical or high severity findings were identified. Two medium and four low severity ' +
        'findings were reported; all have been remediated and verified by a retest. Informational ' +
        'observations were accepted into the product security backlog.',
    },
  ],
};

export const SECURITY_WHITEPAPER: SeedDocument = {
  key: 'security-whitepaper',
  fileName: 'Northwind-Cloud-Security-Whitepaper.pdf',
  title: 'Security at Northwind Cloud',
  subtitle: 'How we protect the Northwind Platform and our customers\u2019 data',
  version: 'Version 4.2',
  classification: 'Public',
  // Readable by anyone on the portal, but not handed out as a file: the demo's view-only document.
  documentAccessType: 'view-only',
  sections: [
    {
      heading: 'Our approach',
      body:
        'Security is part of how we design, build and run Northwind: every change is reviewed, ' +
        'every environment is defined as code, and every access to production is logged and ' +
        'tied to a named engineer. Our security programme is led by the Chief Information ' +
        'Security Officer, who reports to the CEO and presents to the board every quarter.',
      bullets: [
        'An information security management system certified to ISO/IEC 27001:2022.',
        'An annual SOC 2 Type II examination of Security, Availability and Confidentiality.',
        'Policies reviewed every year and acknowledged by every employee and contractor.',
      ],
    },
    {
      heading: 'Protecting customer data',
      body:
        'Customer data is encrypted in transit with TLS 1.2 or later and at rest with AES-256. ' +
        'Encryption keys are managed in a cloud KMS with automatic annual rotation, and customers ' +
        'on the Enterprise plan can bring their own keys.',
      table: {
        columns: ['Data', 'In transit', 'At rest', 'Keys'],
        rows: [
          ['Customer datasets', 'TLS 1.3', 'AES-256-GCM', 'Per-tenant, KMS'],
          ['Backups', 'TLS 1.3', 'AES-256-GCM', 'Separate KMS key'],
          ['Logs and metrics', 'TLS 1.2+', 'AES-256', 'Platform KMS'],
          ['Secrets', 'mTLS', 'Envelope encryption', 'Hardware-backed'],
        ],
      },
      after:
        'Customer data is logically separated by tenant at every layer. Production data is never ' +
        'copied to development or test environments.',
    },
    {
      heading: 'Identity and access',
      body:
        'Access to production follows least privilege and is granted just in time for a stated ' +
        'reason. Every engineer signs in through single sign-on with phishing-resistant ' +
        'multi-factor authentication (FIDO2 security keys).',
      bullets: [
        'Standing administrative access to production: none.',
        'Elevated sessions expire after four hours and are recorded.',
        'Access reviews every quarter; leavers lose all access within one hour.',
      ],
    },
    {
      heading: 'Secure development',
      body:
        'Every change is peer reviewed and passes automated tests, static analysis, dependency ' +
        'and secret scanning before it can be merged. Infrastructure is defined as code and ' +
        'changed only through the same pipeline. Engineers complete secure-coding training when ' +
        'they join and every year after.',
    },
    {
      heading: 'Vulnerability management',
      body:
        'Independent firms test the web application, APIs and cloud configuration every year, ' +
        'and our public bug bounty programme invites researchers to report issues at any time. ' +
        'Findings are fixed within these targets:',
      table: {
        columns: ['Severity', 'Fix within', 'Verified by'],
        rows: [
          ['Critical', '24 hours', 'Retest and CISO sign-off'],
          ['High', '7 days', 'Retest'],
          ['Medium', '30 days', 'Automated scan'],
          ['Low', '90 days', 'Automated scan'],
        ],
      },
    },
    {
      heading: 'Monitoring and incident response',
      body:
        'Security events from the platform, cloud accounts and endpoints are collected centrally ' +
        'and watched around the clock. Our incident response plan is rehearsed twice a year; ' +
        'customers affected by a security incident are notified without undue delay, and in any ' +
        'case within 72 hours of confirmation.',
    },
    {
      heading: 'Resilience',
      body:
        'Production runs across three availability zones with continuous replication. Backups are ' +
        'encrypted, copied to a second region and restored in a test every quarter.',
      bullets: [
        'Recovery point objective: 15 minutes.',
        'Recovery time objective: 4 hours.',
        'Business continuity exercise: every year, with the leadership team.',
      ],
    },
    {
      heading: 'Privacy and compliance',
      body:
        'Northwind processes personal data as a processor under our Data Processing Addendum, ' +
        'which includes the EU Standard Contractual Clauses. Our subprocessors are listed on our ' +
        'Trust Center, and subscribers hear of a new one thirty days before it is engaged.',
      after:
        'For questions about this document, write to security@northwind.example. The latest ' +
        'version is always on the Northwind Trust Center.',
    },
  ],
};

export const DATA_PROCESSING_ADDENDUM: SeedDocument = {
  key: 'dpa',
  fileName: 'Northwind-Cloud-Data-Processing-Addendum.pdf',
  title: 'Data Processing Addendum',
  classification: 'Public',
  sections: [
    {
      heading: 'Roles of the parties',
      body:
        'The customer is the controller of personal data submitted to the services and Northwind ' +
        'Cloud acts as processor. Northwind processes personal data only on documented instructions ' +
        'from the customer.',
    },
    {
      heading: 'International transfers',
      body:
        'Transfers of personal data out of the European Economic Area rely on the EU Standard ' +
        'Contractual Clauses (2021) and the UK International Data Transfer Addendum, incorporated ' +
        'by reference.',
    },
    {
      heading: 'Subprocessors',
      body:
        'Northwind maintains a list of subprocessors on its Trust Center and notifies subscribed ' +
        'customers at least thirty days before engaging a new subprocessor.',
    },
  ],
};

export const BUSINESS_CONTINUITY_PLAN: SeedDocument = {
  key: 'bcp',
  fileName: 'Northwind-Cloud-Business-Continuity-Plan.pdf',
  title: 'Business Continuity and Disaster Recovery Plan (Summary)',
  classification: 'Confidential',
  sections: [
    {
      heading: 'Objectives',
      body:
        'For the production platform the recovery time objective is four hours and the recovery ' +
        'point objective is fifteen minutes. Objectives are reviewed annually by the risk committee.',
    },
    {
      heading: 'Testing',
      body:
        'A full regional failover is exercised every year and a tabletop scenario every quarter. ' +
        'The latest exercise completed the failover in two hours and ten minutes.',
    },
  ],
};

export const INFORMATION_SECURITY_POLICY: SeedDocument = {
  key: 'infosec-policy',
  fileName: 'Northwind-Cloud-Information-Security-Policy.pdf',
  title: 'Information Security Policy',
  classification: 'Confidential',
  sections: [
    {
      heading: 'Purpose',
      body:
        'This policy sets the principles by which Northwind Cloud protects the confidentiality, ' +
        'integrity and availability of the information it holds, including customer data.',
    },
    {
      heading: 'Responsibilities',
      body:
        'The Chief Information Security Officer owns this policy. Every employee and contractor ' +
        'acknowledges it on joining and every year after, and follows the supporting standards for ' +
        'access control, acceptable use, cryptography and incident reporting.',
    },
  ],
};

export const ANALYTICS_ARCHITECTURE: SeedDocument = {
  key: 'analytics-architecture',
  fileName: 'Northwind-Analytics-Architecture-and-Data-Flow.pdf',
  title: 'Northwind Analytics: Architecture and Data Flow',
  classification: 'Public',
  sections: [
    {
      heading: 'Data flow',
      body:
        'Events are received by regional ingestion endpoints, validated, and written to an ' +
        'encrypted event store in the customer\u2019s chosen region. Aggregation jobs run in isolated ' +
        'per-tenant workers; raw events never leave the region.',
    },
    {
      heading: 'Isolation',
      body:
        'Every query carries the tenant identifier enforced by row-level security in the warehouse, ' +
        'and every worker runs with credentials scoped to a single tenant.',
    },
  ],
};
