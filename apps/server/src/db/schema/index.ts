export * from './orgs.js';
export * from './products.js';
export * from './content.js';
export * from './assets.js';
export * from './auth.js';
export * from './audit.js';
