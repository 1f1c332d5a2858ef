#!/usr/bin/env node
// `npm run seed [-- --reset]`: seed the demo organisation (again, with --reset) on the configured database.
import { runBuiltCommand } from './lib/buildState.mjs';

runBuiltCommand('seed');
