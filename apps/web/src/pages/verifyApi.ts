/** Verify a copy (issue 27 §4): the PDF goes to `POST {portal}/api/verify`, on this portal's base. */
import type { CopyVerification } from '@candor/domain/documents/copyVerification';
import { answerOf, api, withFile } from '../api/apiClient.js';

export function verifyCopy(basePath: string, file: File): Promise<CopyVerification> {
  const orgSlug = basePath.replace(/^\//, '');
  return orgSlug
    ? answerOf(
        api.POST('/{orgSlug}/api/verify', { params: { path: { orgSlug } }, ...withFile(file) }),
      )
    : answerOf(api.POST('/api/verify', withFile(file)));
}
