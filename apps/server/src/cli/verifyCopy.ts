/**
 * `npm run verify -- FILE.pdf --key KEY.pub`: checks a downloaded copy's signed receipt offline
 * (no server, no database) with the same function as `/{org}/verify` (pdf/pdfReceipt.ts), under
 * the key published at `/{org}/.well-known/candor-signing-key`. Exit code 0: genuine, 1: altered,
 * 2: no receipt, 3: the arguments or files could not be read.
 */
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { verifyReceipt, type Receipt } from '../pdf/pdfReceipt.js';

export const VERIFY_COPY_USAGE = 'Usage: npm run verify -- FILE.pdf --key KEY.pub';

export const VERIFY_EXIT = { genuine: 0, altered: 1, none: 2, unreadable: 3 } as const;

const fieldsOf = (receipt: Receipt) =>
  [
    ['Document', `${receipt.title} (${receipt.document})`],
    ['Version', String(receipt.version)],
    ['Original SHA-256', receipt.sha256],
    ['Issued to', receipt.viewer],
    ['Issued at', receipt.issuedAt],
    ['Organisation', `${receipt.orgName} (${receipt.org})`],
    ['Copy SHA-256', receipt.copySha256],
  ]
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');

export function runVerifyCopy(args: readonly string[]): { code: number; output: string } {
  const at = args.indexOf('--key');
  const keyFile = at >= 0 ? args[at + 1] : undefined;
  const files = args.filter((_, index) => index !== at && index !== at + 1);
  if (!keyFile || files.length !== 1)
    return { code: VERIFY_EXIT.unreadable, output: VERIFY_COPY_USAGE };
  let check;
  try {
    const key = createPublicKey(readFileSync(keyFile));
    check = verifyReceipt(readFileSync(files[0]!), key);
  } catch (error) {
    return { code: VERIFY_EXIT.unreadable, output: `Cannot verify: ${(error as Error).message}` };
  }
  switch (check.status) {
    case 'genuine':
      return {
        code: VERIFY_EXIT.genuine,
        output: `Genuine copy: its receipt's signature and hash hold.\n${fieldsOf(check.receipt)}`,
      };
    case 'altered':
      return {
        code: VERIFY_EXIT.altered,
        output:
          'Altered: this copy carries a receipt, but its bytes or its receipt were changed.' +
          (check.receipt ? `\nThe receipt claims:\n${fieldsOf(check.receipt)}` : ''),
      };
    case 'none':
      return { code: VERIFY_EXIT.none, output: 'No receipt: this PDF is not a Candor copy.' };
  }
}
