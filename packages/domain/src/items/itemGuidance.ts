/**
 * The example and guidance of an item's description (staff-content.md §3 "Items also carry
 * tags, a description with example and guidance"): per card kind, the example is the
 * description field's placeholder and the guidance its help text in the item form. The spec
 * does not give the texts, so these are Candor's.
 */
import type { CardKind } from '../cards/constants.js';

export interface DescriptionGuidance {
  /** A description such an item could carry, shown as the empty field's placeholder. */
  example: string;
  /** What a good description says, shown under the field. */
  guidance: string;
}

const CONTROL_GUIDANCE =
  'Say what is in place, how it works and how often it is checked, in a sentence or two.';

export const DESCRIPTION_GUIDANCE: Record<CardKind, DescriptionGuidance> = {
  Reports: {
    example: 'Independent auditor’s report on our controls over security and availability.',
    guidance: 'Name the report, who audited it and the period it covers.',
  },
  Certifications: {
    example: 'Certified by an accredited body; the certificate covers our production platform.',
    guidance: 'Say what the certificate covers (its scope) and who issued it.',
  },
  Questionnaires: {
    example: 'Our completed standard security questionnaire, updated every year.',
    guidance: 'Name the questionnaire and say when it was last completed.',
  },
  ProductFeatures: {
    example: 'Single sign-on with SAML 2.0 and SCIM provisioning is available on every plan.',
    guidance: 'Describe the security feature customers can use and on which plans.',
  },
  DataSecurity: {
    example: 'Customer data is encrypted at rest with AES-256 and in transit with TLS 1.2+.',
    guidance: CONTROL_GUIDANCE,
  },
  ApplicationSecurity: {
    example: 'Every change is peer reviewed and scanned for vulnerabilities before release.',
    guidance: CONTROL_GUIDANCE,
  },
  Legal: {
    example: 'Our data processing agreement, with the standard contractual clauses.',
    guidance: 'Say what the document governs and where customers can read or sign it.',
  },
  Ai: {
    example: 'Customer data is never used to train models; AI features can be turned off.',
    guidance:
      'Say how AI features use data, which providers process it and what customers control.',
  },
  Esg: {
    example: 'Our hosting runs on data centres powered by renewable energy.',
    guidance: 'Describe the environmental, social or governance commitment and how it is measured.',
  },
  DataPrivacy: {
    example: 'We act as processor under GDPR and answer data subject requests within 30 days.',
    guidance: CONTROL_GUIDANCE,
  },
  AccessControl: {
    example: 'Production access needs single sign-on with MFA and is reviewed every quarter.',
    guidance: CONTROL_GUIDANCE,
  },
  Infrastructure: {
    example: 'Hosted on a major cloud provider across three availability zones.',
    guidance: CONTROL_GUIDANCE,
  },
  EndpointSecurity: {
    example: 'Company laptops are encrypted, centrally managed and run endpoint protection.',
    guidance: CONTROL_GUIDANCE,
  },
  NetworkSecurity: {
    example: 'Services sit behind a web application firewall; internal traffic is segmented.',
    guidance: CONTROL_GUIDANCE,
  },
  InternalPractices: {
    example: 'Employees pass background checks and sign confidentiality agreements on hiring.',
    guidance: CONTROL_GUIDANCE,
  },
  Policies: {
    example: 'Our information security policy, approved by leadership and reviewed every year.',
    guidance: 'Say what the policy covers, who approves it and how often it is reviewed.',
  },
  ContinuousMonitoring: {
    example: 'Logs from every system are centralised and alerts reach the on-call engineer.',
    guidance: CONTROL_GUIDANCE,
  },
  PhysicalEnvironmental: {
    example: 'Our data centres have badge access, CCTV and round-the-clock security staff.',
    guidance: CONTROL_GUIDANCE,
  },
  ChangeConfigurationManagement: {
    example: 'Infrastructure is defined as code; every change is reviewed and can be rolled back.',
    guidance: CONTROL_GUIDANCE,
  },
  AwarenessTraining: {
    example: 'Every employee completes security awareness training on joining and each year.',
    guidance: CONTROL_GUIDANCE,
  },
  BusinessContinuity: {
    example: 'Backups are taken daily, kept for 30 days and restored in a yearly test.',
    guidance: CONTROL_GUIDANCE,
  },
  AssetManagement: {
    example: 'An up-to-date inventory lists every device and system with its owner.',
    guidance: CONTROL_GUIDANCE,
  },
  RiskManagement: {
    example: 'Risks are assessed every year and tracked in a register reviewed by leadership.',
    guidance: CONTROL_GUIDANCE,
  },
  IncidentResponse: {
    example: 'A tested incident response plan; affected customers are told within 72 hours.',
    guidance: CONTROL_GUIDANCE,
  },
  Overview: {
    example: 'We protect our customers’ data with independent audits and strict access control.',
    guidance: 'Introduce your security programme in a few sentences for a first-time visitor.',
  },
  RiskProfile: {
    example: 'The data we handle and how critical our service is to customers.',
    guidance: 'Summarise the answers below for a reviewer.',
  },
  SecurityGrades: {
    example: 'Our external security rating, refreshed by the rating service.',
    guidance: 'Say which rating this is and what it measures.',
  },
  TrustedBy: {
    example: 'A customer that relies on our service.',
    guidance: 'Name the customer as they want to be shown.',
  },
  Subprocessors: {
    example: 'Cloud hosting of the production platform.',
    guidance: 'Say what the subprocessor does with customer data.',
  },
  Documents: {
    example: 'Our latest penetration test summary, prepared by an independent firm.',
    guidance: 'Say what the document is and when it was issued.',
  },
  CustomerData: {
    example: 'Customers can export or delete their data at any time from their settings.',
    guidance: 'Say which data you keep for customers, where and for how long.',
  },
};

export const descriptionGuidance = (kind: CardKind): DescriptionGuidance =>
  DESCRIPTION_GUIDANCE[kind];
