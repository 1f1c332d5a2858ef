export * from './cards/constants.js';
export * from './portal/portalView.js';
export * from './portal/pageData.js';
export * from './auth/actor.js';
export * from './errors/domainError.js';

export * from './features/featureFlags.js';
export * from './features/plans.js';
export * from './settings/settings.schema.js';
export * from './validation/isoDate.js';
export * from './validation/webUrl.js';

export * from './cards/card.js';
export * from './cards/card.schema.js';
export * from './cards/card.rules.js';
export * from './cards/layout.rules.js';
export * from './cards/card.policy.js';
export * from './cards/card.messages.js';

export * from './items/item.js';
export * from './items/item.schema.js';
export * from './items/customUrlSlug.js';
export * from './items/itemMove.js';
export * from './items/item.rules.js';
export * from './items/item.policy.js';
export * from './items/item.messages.js';
export * from './items/itemFields.js';
export * from './bridgeLetters/bridgeLetter.rules.js';
export * from './bridgeLetters/bridgeLetter.schema.js';
export * from './bridgeLetters/bridgeLetter.policy.js';
export * from './riskProfile/riskProfile.js';
export * from './riskProfile/riskProfile.schema.js';

export * from './ordering/ordering.js';
export * from './ordering/ordering.messages.js';
export * from './ordering/ordering.rules.js';
export * from './ordering/ordering.schema.js';
export * from './ordering/ordering.policy.js';
export * from './ordering/listMoves.js';

export * from './cards/cardIcon.js';
export * from './companies/company.js';
export * from './companies/company.schema.js';
export * from './companies/company.policy.js';
export * from './subprocessors/subprocessor.schema.js';
export * from './subprocessors/subprocessor.policy.js';
export * from './trustedBy/trustedBy.schema.js';
export * from './trustedBy/trustedBy.policy.js';
export * from './certifications/certificationCatalogue.js';
export * from './certifications/certification.schema.js';
export * from './certifications/certification.policy.js';

export * from './files/file.rules.js';
export * from './files/file.policy.js';

export * from './portal/visibility.js';
export * from './portal/mode.js';
export * from './portal/portal.policy.js';
export * from './portal/notification.js';
export * from './portal/format.js';
export * from './portal/cardViewEvent.js';

export * from './auth/scopes.js';
export * from './auth/policy.js';
export * from './auth/login.schema.js';

export * from './viewer/viewer.js';
export * from './viewer/canSee.js';
export * from './portal/portalQuery.js';
export * from './portal/portalLinks.js';
export * from './portal/portalSections.js';
export * from './portal/portalDefaults.js';

export * from './access/access.constants.js';
export * from './access/access.policy.js';
export * from './access/access.schema.js';
export * from './access/access.paths.js';
export * from './access/access.rules.js';
export * from './access/accountAdmin.schema.js';
export * from './updates/updates.constants.js';
export * from './updates/updates.schema.js';
export * from './updates/updates.policy.js';
export * from './updates/subscriptionToken.js';
export * from './knowledgeBase/knowledgeBase.constants.js';
export * from './files/file.constants.js';
export * from './jobs/jobs.constants.js';
export * from './integrations/integration.constants.js';
export * from './auth/session.constants.js';

export * from './settings/settings.policy.js';
export * from './settings/settingsImages.js';
export * from './settings/brandColor.js';
export * from './settings/adminSettings.js';
export * from './products/product.policy.js';
export * from './products/product.schema.js';
export * from './audit/audit.policy.js';
export * from './audit/audit.schema.js';
export * from './features/featureLabels.js';
export * from './features/requireFeature.js';
export * from './features/installation.policy.js';
export * from './staff/staffScopes.js';
export * from './staff/staff.schema.js';
export * from './staff/staff.policy.js';
export * from './mail/mail.policy.js';
export * from './staff/staff.js';
export * from './features/planChange.schema.js';
export * from './documents/document.policy.js';
export * from './documents/document.constants.js';
export * from './documents/document.schema.js';
export * from './documents/documentLibrary.js';
export * from './search/search.constants.js';
export * from './search/searchIndex.js';
export * from './search/searchRows.js';
export * from './search/search.schema.js';
