/**
 * The addendum catalogue (staff-content.md §3 "Trusted-by and subprocessor company"): the
 * subprocessors trust centers name most often, each with its legal name, headquarters and the
 * purpose it usually serves. Picking one fills the subprocessor form's location and purpose.
 */
export interface AddendumCompany {
  id: string;
  name: string;
  legalName: string;
  domain: string;
  headquarters: string;
  purpose: string;
}

const row = (
  id: string,
  name: string,
  legalName: string,
  domain: string,
  headquarters: string,
  purpose: string,
): AddendumCompany => ({ id, name, legalName, domain, headquarters, purpose });

export const ADDENDUM_COMPANIES: readonly AddendumCompany[] = [
  row(
    'aws',
    'Amazon Web Services',
    'Amazon Web Services, Inc.',
    'aws.amazon.com',
    'Seattle, United States',
    'Cloud hosting and infrastructure',
  ),
  row(
    'google-cloud',
    'Google Cloud',
    'Google LLC',
    'cloud.google.com',
    'Mountain View, United States',
    'Cloud hosting and infrastructure',
  ),
  row(
    'microsoft-azure',
    'Microsoft Azure',
    'Microsoft Corporation',
    'azure.microsoft.com',
    'Redmond, United States',
    'Cloud hosting and infrastructure',
  ),
  row(
    'cloudflare',
    'Cloudflare',
    'Cloudflare, Inc.',
    'cloudflare.com',
    'San Francisco, United States',
    'Content delivery and DDoS protection',
  ),
  row(
    'stripe',
    'Stripe',
    'Stripe, Inc.',
    'stripe.com',
    'San Francisco, United States',
    'Payment processing',
  ),
  row(
    'twilio',
    'Twilio',
    'Twilio Inc.',
    'twilio.com',
    'San Francisco, United States',
    'SMS and voice messaging',
  ),
  row(
    'sendgrid',
    'SendGrid',
    'Twilio Inc. (SendGrid)',
    'sendgrid.com',
    'Denver, United States',
    'Transactional email delivery',
  ),
  row(
    'datadog',
    'Datadog',
    'Datadog, Inc.',
    'datadoghq.com',
    'New York, United States',
    'Infrastructure monitoring and logging',
  ),
  row(
    'snowflake',
    'Snowflake',
    'Snowflake Inc.',
    'snowflake.com',
    'Bozeman, United States',
    'Data warehousing and analytics',
  ),
  row(
    'salesforce',
    'Salesforce',
    'Salesforce, Inc.',
    'salesforce.com',
    'San Francisco, United States',
    'Customer relationship management',
  ),
  row(
    'slack',
    'Slack',
    'Slack Technologies, LLC',
    'slack.com',
    'San Francisco, United States',
    'Internal communication and customer support',
  ),
  row(
    'zendesk',
    'Zendesk',
    'Zendesk, Inc.',
    'zendesk.com',
    'San Francisco, United States',
    'Customer support ticketing',
  ),
  row(
    'okta',
    'Okta',
    'Okta, Inc.',
    'okta.com',
    'San Francisco, United States',
    'Identity and access management',
  ),
  row(
    'atlassian',
    'Atlassian',
    'Atlassian Corporation',
    'atlassian.com',
    'Sydney, Australia',
    'Issue tracking and documentation',
  ),
  row(
    'github',
    'GitHub',
    'GitHub, Inc.',
    'github.com',
    'San Francisco, United States',
    'Source code hosting',
  ),
  row(
    'mongodb',
    'MongoDB',
    'MongoDB, Inc.',
    'mongodb.com',
    'New York, United States',
    'Managed database hosting',
  ),
  row(
    'intercom',
    'Intercom',
    'Intercom, Inc.',
    'intercom.com',
    'San Francisco, United States',
    'Customer messaging and support',
  ),
  row(
    'hubspot',
    'HubSpot',
    'HubSpot, Inc.',
    'hubspot.com',
    'Cambridge, United States',
    'Marketing automation and CRM',
  ),
  row(
    'segment',
    'Segment',
    'Twilio Inc. (Segment)',
    'segment.com',
    'San Francisco, United States',
    'Customer data collection',
  ),
  row(
    'sentry',
    'Sentry',
    'Functional Software, Inc.',
    'sentry.io',
    'San Francisco, United States',
    'Error monitoring',
  ),
  row(
    'openai',
    'OpenAI',
    'OpenAI, L.L.C.',
    'openai.com',
    'San Francisco, United States',
    'AI model inference',
  ),
];
