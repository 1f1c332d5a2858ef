export { seedDemo, type SeedDemoOptions, type SeedDemoResult } from './seedDemo.js';
export { isEmpty } from './isEmpty.js';
export { resetDatabase, type ResetOptions } from './reset.js';
export { seedOperator, OPERATOR_EMAIL, type SeededOperator } from './seedOperator.js';
