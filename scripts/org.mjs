#!/usr/bin/env node
// `npm run org -- COMMAND ...`: create, export, import or delete an organisation from the
// command line (see `npm run org -- help`). The embedded database needs the server stopped.
import { runBuiltCommand } from './lib/buildState.mjs';

runBuiltCommand('org');
