/**
 * One use case a file, named by its verb (issue 22): a services file that calls `mutate` more
 * than once holds several use cases. The files that still do are listed with their count; the
 * list may only shrink (split one and remove it here), and no new file may join it.
 */
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../testing/sourceFiles.js';

const HOLDING_SEVERAL: Record<string, number> = {
  'access/accessQueue.ts': 2,
  'access/memberSignIn.ts': 3,
  'access/visitorAccess.ts': 2,
  'accountAdmin/profiles.ts': 2,
  'conversations/comments.ts': 2,
  'conversations/questionnaires.ts': 3,
  'documents/changeDocument.ts': 2,
  'documents/uploadDocument.ts': 2,
  'domains/customDomains.ts': 4,
  'integrations/connectIntegration.ts': 3,
  'nda/ndaTemplates.ts': 2,
  'subprocessors/saveSubprocessor.ts': 3,
  'trustedBy/trustedByCompanies.ts': 2,
  'updates/subscribers.ts': 2,
  'updates/subscriptions.ts': 3,
};

function writesPerFile(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { file, text } of sourceFiles(import.meta.dirname)) {
    const writes = text.split('mutate(').length - 1;
    if (writes > 1) counts[file] = writes;
  }
  return counts;
}

describe('services/', () => {
  it('holds one use case a file, but for the files still listed', () => {
    expect(writesPerFile()).toEqual(HOLDING_SEVERAL);
  });
});
