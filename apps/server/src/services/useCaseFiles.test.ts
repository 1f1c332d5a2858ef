/**
 * One use case a file, named by its verb (issue 22): a services file that calls `mutate` more
 * than once holds several use cases. The files that still do are listed with their count; the
 * list may only shrink (split one and remove it here), and no new file may join it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
  'knowledgeBase/kbEntries.ts': 4,
  'nda/ndaTemplates.ts': 2,
  'products/productLinks.ts': 4,
  'subprocessors/saveSubprocessor.ts': 3,
  'trustedBy/trustedByCompanies.ts': 2,
  'updates/subscribers.ts': 2,
  'updates/subscriptions.ts': 3,
};

function writesPerFile(): Record<string, number> {
  const services = import.meta.dirname;
  const counts: Record<string, number> = {};
  for (const file of readdirSync(services, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const writes = readFileSync(path.join(services, file), 'utf8').split('mutate(').length - 1;
    if (writes > 1) counts[file.split(path.sep).join('/')] = writes;
  }
  return counts;
}

describe('services/', () => {
  it('holds one use case a file, but for the files still listed', () => {
    expect(writesPerFile()).toEqual(HOLDING_SEVERAL);
  });
});
