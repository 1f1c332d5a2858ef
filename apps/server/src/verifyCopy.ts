/**
 * `node dist/verify-copy.js FILE.pdf --key KEY.pub` (`npm run verify -- …`): whether a
 * downloaded copy is genuine, offline; exits 0 genuine, 1 altered, 2 no receipt.
 */
import { runVerifyCopy } from './cli/verifyCopy.js';

const { code, output } = runVerifyCopy(process.argv.slice(2));
(code === 0 ? console.log : console.error)(output);
process.exit(code);
