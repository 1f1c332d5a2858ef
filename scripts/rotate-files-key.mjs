#!/usr/bin/env node
// `npm run files:rotate-key`: seals every stored document under the current
// FILES_ENCRYPTION_KEY (the README's "Rotating the file encryption key"). The embedded database
// needs the server stopped.
import { runBuiltCommand } from './lib/buildState.mjs';

runBuiltCommand('rotate-files-key');
