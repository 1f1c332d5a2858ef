#!/usr/bin/env node
// `npm run plan -- ORG_SLUG [PLAN] [--flag NAME=on|off|plan]...`: show or change an
// organisation's plan and feature flags. The embedded database needs the server stopped.
import { runBuiltCommand } from './lib/buildState.mjs';

runBuiltCommand('plan');
