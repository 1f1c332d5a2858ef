/**
 * Trust Center updates. Exactly one topic is recent (inside the 24-day notification window);
 * the others are older, one pinned and one hidden.
 */
import type { SeedTopic } from './types.js';

export const TRUST_UPDATES: readonly SeedTopic[] = [
  {
    subject: 'New subprocessor: Twilio SendGrid for transactional e-mail',
    category: 'subprocessors',
    updates: [
      {
        daysAgo: 6,
        message:
          'We will start using Twilio SendGrid to deliver transactional e-mail (notifications and ' +
          'password resets) in 30 days. Recipient addresses and message content are processed in ' +
          'the United States under the Standard Contractual Clauses. The subprocessor list has been ' +
          'updated.',
      },
    ],
  },
  {
    subject: 'Our SOC 2 Type II report for this year is available',
    category: 'compliance',
    isPinned: true,
    updates: [
      {
        daysAgo: 75,
        message:
          'The new SOC 2 Type II report, covering Security, Availability and Confidentiality for ' +
          'the past twelve months, was issued with no exceptions.',
      },
      {
        daysAgo: 70,
        message:
          'Northwind Analytics is now included in the report scope. Request access in the Reports ' +
          'card to download it.',
      },
    ],
  },
  {
    subject: 'Assessment of a critical OpenSSL advisory',
    category: 'vulnerabilities',
    updates: [
      {
        daysAgo: 48,
        message:
          'We are assessing the critical OpenSSL advisory published today. No customer action is ' +
          'needed at this time.',
      },
      {
        daysAgo: 47,
        message:
          'Affected components were patched across all environments within 20 hours. We found no ' +
          'evidence of exploitation.',
      },
    ],
  },
  {
    subject: 'Degraded dashboard performance in the EU region',
    category: 'incidents',
    products: ['northwind-analytics'],
    updates: [
      {
        daysAgo: 33,
        message: 'Dashboards in the EU region are loading slowly. We are investigating.',
      },
      {
        daysAgo: 33,
        message:
          'The cause is a saturated warehouse cluster after a configuration change. We are scaling ' +
          'it out.',
      },
      {
        daysAgo: 32,
        message:
          'Resolved. Performance is back to normal; no data was lost. A post-incident review will ' +
          'follow.',
      },
    ],
  },
  {
    subject: 'ISO/IEC 27701 certification achieved',
    category: 'compliance',
    updates: [
      {
        daysAgo: 150,
        message:
          'Our privacy information management system is now certified to ISO/IEC 27701, as an ' +
          'extension of our ISO 27001 certificate.',
      },
    ],
  },
  {
    subject: 'Welcome to the Northwind Cloud Trust Center',
    category: 'general',
    updates: [
      {
        daysAgo: 210,
        message:
          'This Trust Center brings our certifications, policies, documents and answers to common ' +
          'security questions together in one place. Subscribe to be told about changes.',
      },
    ],
  },
  {
    subject: 'Upcoming change to default data retention',
    category: 'general',
    hidden: true,
    updates: [
      {
        daysAgo: 40,
        message:
          'Draft: default retention of raw events moves from 25 to 13 months for new projects.',
      },
    ],
  },
];
