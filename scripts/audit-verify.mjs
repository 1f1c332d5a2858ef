#!/usr/bin/env node
// `npm run audit:verify -- [ORG_SLUG] [--checkpoint FILE] [--public-key FILE]`: check the audit
// chains against their signed checkpoints. The embedded database needs the server stopped.
import { runBuiltCommand } from './lib/buildState.mjs';

runBuiltCommand('audit-verify');
