export * from './cards/constants.js';
export * from './portal/portalView.js';
export * from './portal/pageData.js';
export * from './auth/actor.js';
export * from './errors/domainError.js';
