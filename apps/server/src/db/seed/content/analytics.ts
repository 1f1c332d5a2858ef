/** Northwind Analytics: the second product, with a smaller but complete set. */
import { ISO_27001, SOC2_TYPE_II } from './certifications.js';
import { ANALYTICS_ARCHITECTURE, SOC2_REPORT } from './documents.js';
import type { SeedProduct } from './types.js';

export const ANALYTICS: SeedProduct = {
  slug: 'northwind-analytics',
  name: 'Northwind Analytics',
  isDefault: false,
  banner: ['#3b1f6e', '#1c7ed6'],
  cards: [
    {
      kind: 'Overview',
      items: [
        {
          title: 'About Northwind Analytics',
          explanation:
            'Northwind Analytics turns product events into dashboards and alerts. It runs on the ' +
            'same secured foundation as the Northwind Platform, with its own isolated data pipeline.',
          publicAccess: true,
        },
        {
          title: 'Tenant isolation',
          explanation:
            'Each customer\u2019s events are processed by dedicated workers and stored with row-level ' +
            'security enforced by the warehouse, not only by application code.',
          publicAccess: true,
        },
        {
          title: 'Data minimisation',
          explanation:
            'The SDK drops IP addresses and free-text fields by default; customers choose which ' +
            'properties to collect.',
          publicAccess: true,
        },
      ],
    },
    {
      kind: 'Certifications',
      items: [
        {
          title: 'SOC 2 Type II',
          explanation: 'Northwind Analytics is in scope of our annual SOC 2 Type II audit.',
          ...SOC2_TYPE_II,
          customUrlSlug: 'soc-2-type-ii',
          publicAccess: true,
        },
        {
          title: 'ISO/IEC 27001',
          explanation: 'Covered by the Northwind Cloud ISO/IEC 27001:2022 certificate.',
          ...ISO_27001,
          publicAccess: true,
        },
        {
          title: 'GDPR',
          explanation:
            'Processing of end-user events follows the GDPR, with EU-only storage available.',
          certification: 'gdpr',
          publicAccess: true,
        },
        {
          title: 'ISO/IEC 27701',
          subtitle: 'Extension of scope in progress',
          explanation:
            'Northwind Analytics joins the scope of our ISO 27701 certificate at the next audit.',
          certification: 'iso27701',
          enabledState: 'WorkInProgress',
        },
      ],
    },
    {
      kind: 'TrustedBy',
      items: [
        { title: 'Meridian Retail', explanation: 'Omnichannel retail', company: 'Meridian Retail' },
        { title: 'Lumen Education', explanation: 'Online learning', company: 'Lumen Education' },
        {
          title: 'Tidewater Games',
          explanation: 'Mobile games studio',
          company: 'Tidewater Games',
        },
        { title: 'Kestrel Mobility', explanation: 'Ride sharing', company: 'Kestrel Mobility' },
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
          title: 'Architecture and Data Flow',
          explanation:
            'How events travel from the SDK to your dashboards, and where they are stored.',
          type: 'Whitepaper',
          document: ANALYTICS_ARCHITECTURE,
          publicAccess: true,
          featured: true,
          customUrlSlug: 'architecture-and-data-flow',
        },
      ],
    },
    {
      kind: 'Reports',
      items: [
        {
          title: 'SOC 2 Type II Report',
          explanation:
            'The Northwind Cloud SOC 2 Type II report, which covers Northwind Analytics.',
          type: 'Audit Report',
          document: SOC2_REPORT,
          featured: true,
          recurrence: 'annually',
          customUrlSlug: 'soc-2-type-ii-report',
        },
      ],
    },
    {
      kind: 'DataSecurity',
      items: [
        {
          title: 'Encryption',
          explanation:
            'Events are encrypted in transit with TLS 1.2+ and at rest with AES-256, including in the ' +
            'warehouse and its backups.',
          publicAccess: true,
        },
        {
          title: 'Event retention',
          explanation:
            'Raw events are kept for 13 months by default; customers can shorten the period per ' +
            'project.',
          publicAccess: true,
        },
        {
          title: 'Backups',
          explanation: 'The warehouse is backed up daily and restores are tested every quarter.',
          recurrence: 'quarterly',
        },
        {
          title: 'Pseudonymisation',
          explanation:
            'User identifiers can be hashed with a per-project salt before they are stored.',
          enabledState: 'WorkInProgress',
        },
      ],
    },
    {
      kind: 'AccessControl',
      items: [
        {
          title: 'Workspace roles',
          explanation:
            'Viewer, analyst and admin roles control who can see, build and share dashboards.',
          publicAccess: true,
        },
        {
          title: 'Customer SSO',
          explanation:
            'SAML single sign-on and SCIM provisioning are available on every paid plan.',
          publicAccess: true,
        },
        {
          title: 'Employee access',
          explanation:
            'Northwind engineers can reach customer data only through audited, time-limited access ' +
            'approved for a support case.',
        },
        {
          title: 'Access reviews',
          explanation: 'Access to the analytics warehouse is reviewed every quarter.',
          recurrence: 'quarterly',
        },
      ],
    },
    {
      kind: 'DataPrivacy',
      items: [
        {
          title: 'EU data residency',
          explanation:
            'Projects created in the EU region store and process events only in Frankfurt.',
          publicAccess: true,
        },
        {
          title: 'Consent signals',
          explanation: 'The SDK honours consent state and stops collection when a user opts out.',
          publicAccess: true,
        },
        {
          title: 'Deletion requests',
          explanation: 'An API deletes every event of an end user within 7 days.',
        },
        {
          title: 'Cookie-less mode',
          explanation: 'Collection without cookies or device identifiers, for sites that need it.',
        },
      ],
    },
    {
      kind: 'Ai',
      items: [
        {
          title: 'Anomaly detection',
          explanation:
            'Alerting uses statistical models trained per project on that project\u2019s own metrics; ' +
            'no data is shared across customers.',
          publicAccess: true,
        },
        {
          title: 'No third-party model training',
          explanation: 'Customer events are never sent to third parties to train models.',
          publicAccess: true,
        },
        {
          title: 'Natural-language queries',
          explanation: 'Asking questions of dashboards in plain language is in private beta.',
          enabledState: 'WorkInProgress',
        },
        {
          title: 'Model evaluation',
          explanation: 'Models are evaluated for accuracy and drift before every release.',
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
      additionalDetails: 'Ingestion endpoints and processing workers.',
    },
    {
      name: 'Snowflake',
      domain: 'snowflake.com',
      purpose: 'Data warehouse',
      location: 'Germany, United States',
      additionalDetails: 'Stores aggregated and raw events in the customer\u2019s region.',
    },
    {
      name: 'Cloudflare',
      domain: 'cloudflare.com',
      purpose: 'Content delivery and DDoS protection',
      location: 'Global',
      additionalDetails: '',
    },
    {
      name: 'Datadog',
      domain: 'datadoghq.com',
      purpose: 'Infrastructure monitoring and logging',
      location: 'Germany, United States',
      additionalDetails: '',
    },
    {
      name: 'Twilio SendGrid',
      domain: 'sendgrid.com',
      purpose: 'Alert and report e-mails',
      location: 'United States',
      additionalDetails: 'Recipient addresses and alert content.',
    },
    {
      name: 'Zendesk',
      domain: 'zendesk.com',
      purpose: 'Customer support ticketing',
      location: 'United States',
      additionalDetails: '',
    },
  ],
};
