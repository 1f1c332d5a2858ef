export * from './cards/constants.js';
export * from './portal/portalView.js';
export * from './errors/domainError.js';
