#!/usr/bin/env node
// `npm run staff-password -- EMAIL [NEW_PASSWORD]`: set a new password for a staff user
// (generated when left out) and print it. The embedded database needs the server stopped.
import { runBuiltCommand } from './lib/buildState.mjs';

runBuiltCommand('staff-password');
