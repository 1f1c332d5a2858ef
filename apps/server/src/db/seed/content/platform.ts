/** Northwind Platform: the default product, with every section filled in. */
import { ISO_27001, SOC2_TYPE_II } from './certifications.js';
import {
  BUSINESS_CONTINUITY_PLAN,
  DATA_PROCESSING_ADDENDUM,
  INFORMATION_SECURITY_POLICY,
  ISO27001_CERTIFICATE,
  PENTEST_SUMMARY,
  SECURITY_WHITEPAPER,
  SOC2_REPORT,
} from './documents.js';
import type { SeedProduct } from './types.js';

export const PLATFORM: SeedProduct = {
  slug: 'platform',
  name: 'Northwind Platform',
  isDefault: true,
  banner: ['#0b2545', '#13a89e'],
  cards: [
    {
      kind: 'Overview',
      items: [
        {
          title: 'About Northwind Cloud',
          explanation:
            'Northwind Cloud runs a managed data platform used by more than 2,000 companies to ' +
            'collect, store and share operational data. We were founded in 2016, employ 240 people ' +
            'across Europe and North America, and have a dedicated security team of twelve.',
          publicAccess: true,
        },
        {
          title: 'Our security program',
          explanation:
            'Our information security management system is certified to ISO/IEC 27001 and audited ' +
            'every year against SOC 2. The CISO reports to the CEO and presents risks to the board ' +
            'each quarter. Controls are monitored continuously and exceptions are tracked to closure.',
          publicAccess: true,
        },
        {
          title: 'Where your data lives',
          explanation:
            'Customers choose a region when they sign up: Frankfurt (EU) or Virginia (US). Customer ' +
            'data stays in that region, including backups, which are copied to a second site in the ' +
            'same jurisdiction.',
          publicAccess: true,
        },
        {
          title: 'Shared responsibility',
          explanation:
            'We secure the platform, the infrastructure it runs on and the people who operate it. ' +
            'Customers manage who in their organisation has access, configure single sign-on and ' +
            'decide which data they send to the platform.',
          publicAccess: true,
        },
      ],
    },
    {
      kind: 'Certifications',
      items: [
        {
          title: 'SOC 2 Type II',
          explanation:
            'Independent audit of our controls for Security, Availability and Confidentiality over ' +
            'a twelve-month period. The full report is available under NDA.',
          ...SOC2_TYPE_II,
          customUrlSlug: 'soc-2-type-ii',
          publicAccess: true,
        },
        {
          title: 'ISO/IEC 27001',
          explanation:
            'Our information security management system is certified to ISO/IEC 27001:2022, ' +
            'covering product development, operations and corporate IT.',
          ...ISO_27001,
          recurrence: 'annually',
          customUrlSlug: 'iso-27001',
          publicAccess: true,
        },
        {
          title: 'ISO/IEC 27701',
          explanation:
            'Privacy information management extension of our ISO 27001 certification, covering our ' +
            'role as a processor of personal data.',
          certification: 'iso27701',
          auditor: 'Meridian Certification Ltd',
          expiresInMonths: 22,
          publicAccess: true,
        },
        {
          title: 'GDPR',
          explanation:
            'We process personal data in line with the EU General Data Protection Regulation and ' +
            'offer a Data Processing Addendum with the Standard Contractual Clauses to every customer.',
          certification: 'gdpr',
          publicAccess: true,
        },
        {
          title: 'HIPAA',
          explanation:
            'Healthcare customers can sign a Business Associate Agreement. Our HIPAA controls are ' +
            'assessed by an independent firm every year.',
          certification: 'hipaa',
          recurrence: 'annually',
        },
        {
          title: 'CSA STAR Level 1',
          explanation:
            'Our completed Consensus Assessments Initiative Questionnaire is published in the Cloud ' +
            'Security Alliance STAR registry.',
          certification: 'csa-star',
          publicAccess: true,
        },
        {
          title: 'PCI DSS v4.0',
          subtitle: 'Assessment in progress',
          explanation:
            'We are preparing for a PCI DSS assessment as a service provider. Card data is today ' +
            'handled entirely by our payment processor and never reaches our systems.',
          certification: 'pci-dss',
          enabledState: 'WorkInProgress',
        },
      ],
    },
    {
      kind: 'TrustedBy',
      items: [
        {
          title: 'Bluefin Logistics',
          explanation: 'Freight and logistics',
          company: 'Bluefin Logistics',
        },
        {
          title: 'Cedar Health',
          explanation: 'Healthcare provider network',
          company: 'Cedar Health',
        },
        { title: 'Halcyon Bank', explanation: 'Retail banking', company: 'Halcyon Bank' },
        { title: 'Quarry Labs', explanation: 'Materials research', company: 'Quarry Labs' },
        { title: 'Meridian Retail', explanation: 'Omnichannel retail', company: 'Meridian Retail' },
        { title: 'Orbital Freight', explanation: 'Air cargo', company: 'Orbital Freight' },
        { title: 'Pinecrest Insurance', explanation: 'Insurance', company: 'Pinecrest Insurance' },
        { title: 'Lumen Education', explanation: 'Online learning', company: 'Lumen Education' },
      ],
    },
    {
      kind: 'Subprocessors',
      items: [],
    },
    {
      kind: 'Documents',
      items: [
        {
          title: 'Security Whitepaper',
          explanation: 'How we protect the platform and your data, from design to operations.',
          type: 'Whitepaper',
          document: SECURITY_WHITEPAPER,
          publicAccess: true,
          featured: true,
          customUrlSlug: 'security-whitepaper',
        },
        {
          title: 'ISO 27001 Certificate',
          explanation: 'Our current ISO/IEC 27001:2022 certificate of registration.',
          type: 'Certificate',
          document: ISO27001_CERTIFICATE,
          publicAccess: true,
          featured: true,
        },
        {
          title: 'Information Security Policy',
          explanation: 'The top-level policy of our information security management system.',
          type: 'Policy',
          document: INFORMATION_SECURITY_POLICY,
        },
        {
          title: 'Business Continuity Plan',
          explanation: 'Summary of our business continuity and disaster recovery plan.',
          type: 'Policy',
          document: BUSINESS_CONTINUITY_PLAN,
        },
      ],
    },
    {
      kind: 'Reports',
      items: [
        {
          title: 'SOC 2 Type II Report',
          explanation:
            'The latest SOC 2 Type II report, covering Security, Availability and Confidentiality. ' +
            'Request access to download it.',
          type: 'Audit Report',
          document: SOC2_REPORT,
          featured: true,
          recurrence: 'annually',
          customUrlSlug: 'soc-2-type-ii-report',
        },
        {
          title: 'Penetration Test Summary',
          explanation:
            'Executive summary of the annual third-party penetration test of the application, the ' +
            'APIs and the cloud environment, with the remediation status of every finding.',
          type: 'Penetration Test',
          document: PENTEST_SUMMARY,
          featured: true,
          recurrence: 'annually',
          customUrlSlug: 'penetration-test-summary',
        },
        {
          title: 'Cloud Security Posture Assessment',
          explanation:
            'An independent review of our cloud configuration against the CIS Benchmarks is under ' +
            'way; the report will be published here when complete.',
          enabledState: 'WorkInProgress',
        },
      ],
    },
    {
      kind: 'Legal',
      items: [
        {
          title: 'Data Processing Addendum',
          explanation:
            'Our standard DPA with the EU Standard Contractual Clauses and the UK Addendum, ready to ' +
            'sign.',
          type: 'Agreement',
          document: DATA_PROCESSING_ADDENDUM,
          publicAccess: true,
          featured: true,
          customUrlSlug: 'data-processing-addendum',
        },
        {
          title: 'Terms of Service',
          explanation: 'The terms that govern the use of Northwind services.',
          href: 'https://northwind.example/legal/terms',
          publicAccess: true,
        },
        {
          title: 'Privacy Policy',
          explanation: 'How Northwind Cloud collects and uses personal data as a controller.',
          href: 'https://northwind.example/legal/privacy',
          publicAccess: true,
        },
        {
          title: 'Business Associate Agreement',
          explanation: 'Available to healthcare customers on the Enterprise plan, on request.',
        },
      ],
    },
    {
      kind: 'DataSecurity',
      items: [
        {
          title: 'Encryption at rest',
          explanation:
            'All customer data, including backups, is encrypted at rest with AES-256. Keys are held ' +
            'in a cloud key management service and rotated automatically every year.',
          customUrlSlug: 'encryption-at-rest',
          customOrder: 1,
          publicAccess: true,
          maturity: 'optimized',
        },
        {
          title: 'Encryption in transit',
          explanation:
            'Every connection to the platform uses TLS 1.2 or later with modern cipher suites; HSTS ' +
            'is enforced and internal service traffic is encrypted with mutual TLS.',
          customOrder: 2,
          publicAccess: true,
          maturity: 'optimized',
        },
        {
          title: 'Customer-managed keys',
          explanation:
            'Enterprise customers can bring their own key and revoke it at any time, which makes ' +
            'their data unreadable to Northwind within minutes.',
          maturity: 'managed',
        },
        {
          title: 'Data retention and deletion',
          explanation:
            'Customer data is deleted within 30 days of contract termination and purged from ' +
            'backups within 90 days. Customers can delete individual datasets at any time.',
          publicAccess: true,
        },
        {
          title: 'Backups',
          explanation:
            'Databases are backed up continuously with point-in-time recovery for 35 days. Restores ' +
            'are tested every quarter.',
          recurrence: 'quarterly',
          maturity: 'managed',
        },
        {
          title: 'Data loss prevention',
          explanation:
            'Outbound e-mail and file sharing from corporate systems are scanned for customer data ' +
            'patterns.',
          hidden: true,
        },
      ],
    },
    {
      kind: 'SecurityGrades',
      items: [
        {
          title: 'TLS configuration',
          explanation: 'How our public endpoints negotiate TLS, graded by an independent scanner.',
          publicAccess: true,
          data: {
            securityGrade: { service: 'ssllabs', grade: 'A+', url: 'northwind.example' },
          },
        },
        {
          title: 'HTTP security headers',
          explanation: 'The security headers our web application sends, checked from outside.',
          publicAccess: true,
          data: {
            securityGrade: { service: 'securityheaders', grade: 'A', url: 'app.northwind.example' },
          },
        },
        {
          title: 'External security rating',
          explanation: 'An outside-in rating of our internet-facing security posture.',
          publicAccess: true,
          data: {
            securityGrade: {
              service: 'bitsight',
              grade: '760',
              url: 'https://www.bitsight.com/ratings/northwind-cloud',
            },
          },
        },
      ],
    },
    {
      kind: 'ApplicationSecurity',
      items: [
        {
          title: 'Secure development lifecycle',
          explanation:
            'Security requirements are part of every design review; threat models are written for ' +
            'new services and for changes to authentication, authorisation or data handling.',
          publicAccess: true,
          maturity: 'defined',
        },
        {
          title: 'Code review',
          explanation:
            'Every change to production code is reviewed and approved by a second engineer before ' +
            'merging; the main branch is protected and history cannot be rewritten.',
          publicAccess: true,
        },
        {
          title: 'Static analysis and dependency scanning',
          explanation:
            'Static analysis and software composition analysis run on every pull request. Critical ' +
            'vulnerabilities in dependencies block the build and are patched within 72 hours.',
          maturity: 'managed',
        },
        {
          title: 'Penetration testing',
          explanation:
            'An independent firm tests the application, APIs and infrastructure every year and after ' +
            'major releases. Findings are tracked to remediation and retested.',
          recurrence: 'annually',
          customUrlSlug: 'penetration-testing',
          publicAccess: true,
        },
        {
          title: 'Bug bounty program',
          explanation:
            'We are moving our private vulnerability disclosure program to a public bug bounty; ' +
            'until then, report issues to security@northwind.example.',
          enabledState: 'WorkInProgress',
          integrations: { slot: 'bug_bounty' },
        },
        {
          title: 'Secrets management',
          explanation:
            'Application secrets are stored in a secrets manager, injected at run time and never ' +
            'committed to source control; pre-commit and CI checks detect leaked credentials.',
        },
      ],
    },
    {
      kind: 'Infrastructure',
      items: [
        {
          title: 'Cloud hosting',
          explanation:
            'Production runs on Amazon Web Services in Frankfurt and Virginia, in private subnets ' +
            'across three availability zones per region.',
          publicAccess: true,
        },
        {
          title: 'Infrastructure as code',
          explanation:
            'All infrastructure is defined in Terraform, reviewed like application code and applied ' +
            'only by the deployment pipeline; drift is detected daily.',
          recurrence: 'daily',
        },
        {
          title: 'Container security',
          explanation:
            'Services run as non-root containers built from minimal base images, scanned for ' +
            'vulnerabilities at build time and continuously in the registry.',
        },
        {
          title: 'Logging and monitoring',
          explanation:
            'Infrastructure, application and audit logs are centralised, retained for one year and ' +
            'monitored by alerting rules routed to the on-call engineer.',
          maturity: 'managed',
        },
        {
          title: 'Hardened images',
          explanation:
            'Virtual machine images follow the CIS Level 1 benchmark and are rebuilt weekly.',
          recurrence: 'weekly',
        },
      ],
    },
    {
      kind: 'AccessControl',
      items: [
        {
          title: 'Single sign-on',
          explanation:
            'Employees sign in to every internal system through our identity provider; accounts are ' +
            'created and removed automatically from the HR system.',
          publicAccess: true,
        },
        {
          title: 'Multi-factor authentication',
          explanation:
            'Phishing-resistant multi-factor authentication (FIDO2 security keys) is required for ' +
            'every employee on every system.',
          publicAccess: true,
          maturity: 'optimized',
        },
        {
          title: 'Role-based access control',
          explanation:
            'Access is granted by role on the principle of least privilege; elevated permissions ' +
            'need a manager\u2019s approval and expire automatically.',
        },
        {
          title: 'Access reviews',
          explanation:
            'Managers review their team\u2019s access to production and sensitive systems every quarter; ' +
            'unreviewed access is revoked.',
          recurrence: 'quarterly',
        },
        {
          title: 'Just-in-time production access',
          explanation:
            'Engineers have no standing access to production. Access is requested per incident or ' +
            'task, approved, time-limited to four hours and fully session-recorded.',
          maturity: 'managed',
        },
        {
          title: 'Customer SSO and SCIM',
          explanation:
            'Customers can enforce SAML or OIDC single sign-on for their users and provision them ' +
            'with SCIM.',
          publicAccess: true,
        },
      ],
    },
    {
      kind: 'EndpointSecurity',
      items: [
        {
          title: 'Managed devices',
          explanation:
            'Company laptops are enrolled in device management before first use; only managed, ' +
            'compliant devices can reach internal systems.',
        },
        {
          title: 'Disk encryption',
          explanation:
            'Full-disk encryption is enforced on every laptop and verified continuously.',
          publicAccess: true,
        },
        {
          title: 'Endpoint detection and response',
          explanation:
            'An EDR agent runs on every laptop and server and alerts the security team around the ' +
            'clock.',
        },
        {
          title: 'Patch management',
          explanation:
            'Operating system and browser updates are installed automatically; devices more than 14 ' +
            'days behind lose access until updated.',
          recurrence: 'weekly',
        },
      ],
    },
    {
      kind: 'NetworkSecurity',
      items: [
        {
          title: 'Web application firewall',
          explanation:
            'Public endpoints sit behind a web application firewall with managed rules for the OWASP ' +
            'Top 10 and rate limiting per client.',
          publicAccess: true,
        },
        {
          title: 'DDoS protection',
          explanation:
            'Network and application layer DDoS mitigation protects every public endpoint.',
          publicAccess: true,
        },
        {
          title: 'Network segmentation',
          explanation:
            'Production, staging and corporate networks are separated; services accept traffic only ' +
            'from the services that need to reach them.',
        },
        {
          title: 'Zero-trust access',
          explanation:
            'We are replacing the remaining VPN access with identity-aware proxies for every ' +
            'internal tool.',
          enabledState: 'WorkInProgress',
        },
        {
          title: 'Firewall rule reviews',
          explanation: 'Security groups and firewall rules are reviewed twice a year.',
          hidden: true,
        },
      ],
    },
    {
      kind: 'InternalPractices',
      items: [
        {
          title: 'Background checks',
          explanation:
            'Employees and contractors with access to customer data pass a background check before ' +
            'they start, where local law allows.',
        },
        {
          title: 'Confidentiality agreements',
          explanation: 'Everyone signs a confidentiality agreement before receiving access.',
          publicAccess: true,
        },
        {
          title: 'Dedicated security team',
          explanation:
            'A team of twelve covers security engineering, detection and response, governance and ' +
            'compliance, led by the CISO.',
          publicAccess: true,
        },
        {
          title: 'Vendor risk management',
          explanation:
            'Vendors that handle customer data are assessed before onboarding and reviewed every ' +
            'year, based on their audit reports and security questionnaires.',
          recurrence: 'annually',
        },
        {
          title: 'Asset inventory',
          explanation:
            'Hardware, cloud resources and software are inventoried automatically, each with an ' +
            'owner.',
        },
      ],
    },
    {
      kind: 'Policies',
      items: [
        {
          title: 'Information Security Policy',
          explanation: 'Sets the principles and responsibilities of our security program.',
          recurrence: 'annually',
          publicAccess: true,
        },
        {
          title: 'Acceptable Use Policy',
          explanation: 'Rules for the use of company devices, accounts and data.',
          recurrence: 'annually',
        },
        {
          title: 'Access Control Policy',
          explanation: 'How access is requested, approved, reviewed and removed.',
          recurrence: 'annually',
        },
        {
          title: 'Incident Response Policy',
          explanation: 'Roles, severity levels and timelines for handling security incidents.',
          recurrence: 'annually',
        },
        {
          title: 'Data Retention Policy',
          explanation: 'How long each category of data is kept and how it is destroyed.',
          recurrence: 'annually',
          publicAccess: true,
        },
        {
          title: 'Vendor Management Policy',
          explanation: 'How suppliers are selected, assessed and monitored.',
          recurrence: 'annually',
        },
      ],
    },
    {
      kind: 'DataPrivacy',
      items: [
        {
          title: 'Data residency',
          explanation:
            'Customer data is stored and processed in the region the customer selects, the EU or the ' +
            'US, and does not leave it.',
          publicAccess: true,
        },
        {
          title: 'Privacy by design',
          explanation:
            'A privacy impact assessment is part of the design of every feature that processes ' +
            'personal data.',
        },
        {
          title: 'Data subject requests',
          explanation:
            'We help customers answer access, correction and deletion requests within the deadlines ' +
            'the law sets, through the admin console and the API.',
          publicAccess: true,
        },
        {
          title: 'Subprocessor notifications',
          explanation:
            'Subscribers to this Trust Center are notified at least 30 days before a new subprocessor ' +
            'is engaged.',
          publicAccess: true,
        },
        {
          title: 'Data Protection Officer',
          explanation: 'Our DPO can be reached at privacy@northwind.example.',
          publicAccess: true,
        },
      ],
    },
    {
      kind: 'BusinessContinuity',
      items: [
        {
          title: 'Business continuity plan',
          explanation:
            'Our plan covers the loss of a region, of a key supplier and of an office, with named ' +
            'owners and communication templates.',
          recurrence: 'annually',
        },
        {
          title: 'Disaster recovery testing',
          explanation:
            'We fail production over to a second region once a year and run a tabletop exercise every ' +
            'quarter.',
          recurrence: 'annually',
          maturity: 'managed',
        },
        {
          title: 'Recovery objectives',
          explanation: 'Recovery time objective: 4 hours. Recovery point objective: 15 minutes.',
          publicAccess: true,
        },
        {
          title: 'Uptime',
          explanation:
            'We commit to 99.95% monthly availability and publish live status and incident history on ' +
            'our status page.',
          href: 'https://status.northwind.example',
          publicAccess: true,
          integrations: { slot: 'status_page' },
        },
      ],
    },
    {
      kind: 'IncidentResponse',
      items: [
        {
          title: 'Incident response plan',
          explanation:
            'A documented plan defines severities, roles and escalation paths; it is rehearsed in ' +
            'exercises twice a year.',
        },
        {
          title: '24/7 on-call',
          explanation:
            'Security and infrastructure engineers are on call around the clock with a 15-minute ' +
            'response target for critical alerts.',
          publicAccess: true,
        },
        {
          title: 'Customer notification',
          explanation:
            'Customers affected by a security incident involving their data are notified without ' +
            'undue delay and within 48 hours of confirmation.',
          publicAccess: true,
        },
        {
          title: 'Post-incident reviews',
          explanation:
            'Every significant incident gets a blameless review with actions tracked to completion; ' +
            'customer-facing summaries are published as Trust Center updates.',
        },
      ],
    },
    {
      kind: 'AwarenessTraining',
      items: [
        {
          title: 'Security awareness training',
          explanation:
            'Every employee completes security awareness training on joining and each year.',
          recurrence: 'annually',
          publicAccess: true,
        },
        {
          title: 'Phishing simulations',
          explanation: 'Simulated phishing campaigns run every quarter, with follow-up coaching.',
          recurrence: 'quarterly',
        },
        {
          title: 'Secure coding training',
          explanation: 'Engineers complete hands-on secure coding training each year.',
          recurrence: 'annually',
        },
        {
          title: 'Privacy training',
          explanation: 'Staff handling personal data complete privacy training each year.',
          recurrence: 'annually',
          hidden: true,
        },
      ],
    },
    {
      kind: 'Ai',
      hidden: true,
      items: [
        {
          title: 'AI usage policy',
          explanation:
            'Employees may use only approved AI tools, and never with customer data unless the tool ' +
            'is covered by a data processing agreement.',
        },
        {
          title: 'No training on customer data',
          explanation: 'Customer data is never used to train machine learning models.',
        },
        {
          title: 'AI features are opt-in',
          explanation:
            'Assistant features are disabled by default and enabled per workspace by an admin.',
          enabledState: 'WorkInProgress',
        },
        {
          title: 'Model providers',
          explanation:
            'Model providers are listed as subprocessors before any customer data reaches them.',
        },
      ],
    },
    {
      kind: 'RiskProfile',
      items: [
        {
          title: 'Risk profile',
          explanation: 'How a customer\u2019s use of the platform affects their vendor risk.',
          publicAccess: true,
          data: {
            riskProfile: {
              DataAccess: 'restricted',
              Impact: 'substantial',
              CriticalDependence: 'yes',
              RecoveryTime: 'hours_12',
              RecoveryPoint: 'minutes_15',
              Hosting: 'major_cloud',
              TpDependence: 'yes',
            },
          },
        },
      ],
    },
  ],
  subprocessors: [
    {
      name: 'Amazon Web Services',
      domain: 'aws.amazon.com',
      purpose: 'Cloud infrastructure hosting',
      location: 'Germany, United States',
      additionalDetails:
        'Hosts the production platform and its backups in the customer\u2019s region.',
    },
    {
      name: 'Google Cloud',
      domain: 'cloud.google.com',
      purpose: 'Secondary backup storage',
      location: 'Belgium, United States',
      additionalDetails: 'Encrypted copies of backups; Northwind holds the keys.',
    },
    {
      name: 'Cloudflare',
      domain: 'cloudflare.com',
      purpose: 'Content delivery and DDoS protection',
      location: 'Global',
      additionalDetails: 'Terminates TLS for public endpoints; does not store customer data.',
    },
    {
      name: 'Stripe',
      domain: 'stripe.com',
      purpose: 'Payment processing',
      location: 'United States',
      additionalDetails: 'Billing contacts and payment details only.',
    },
    {
      name: 'Twilio SendGrid',
      domain: 'sendgrid.com',
      purpose: 'Transactional e-mail',
      location: 'United States',
      additionalDetails: 'Recipient addresses and notification content.',
    },
    {
      name: 'Datadog',
      domain: 'datadoghq.com',
      purpose: 'Infrastructure monitoring and logging',
      location: 'Germany, United States',
      additionalDetails: 'Operational logs and metrics, hosted in the customer\u2019s region.',
    },
    {
      name: 'Zendesk',
      domain: 'zendesk.com',
      purpose: 'Customer support ticketing',
      location: 'United States',
      additionalDetails: 'Content of support requests.',
    },
    {
      name: 'Okta',
      domain: 'okta.com',
      purpose: 'Employee identity and single sign-on',
      location: 'United States',
      additionalDetails: '',
    },
    {
      name: 'Sentry',
      domain: 'sentry.io',
      purpose: 'Application error monitoring',
      location: 'United States',
      additionalDetails: 'Error traces with personal data scrubbed before sending.',
    },
    {
      name: 'Salesforce',
      domain: 'salesforce.com',
      purpose: 'Customer relationship management',
      location: 'United States',
      additionalDetails: 'Business contact details of customer administrators.',
    },
  ],
};
