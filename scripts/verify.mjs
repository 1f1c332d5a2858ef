#!/usr/bin/env node
// `npm run verify -- FILE.pdf --key KEY.pub`: checks a downloaded copy's signed receipt offline
// (the key: /{org}/.well-known/candor-signing-key). Exit 0 genuine, 1 altered, 2 no receipt.
import { runBuiltCommand } from './lib/buildState.mjs';

runBuiltCommand('verify-copy');
