/** The subprocessor calls; each answers with the snack to show. */
import type { SubprocessorInput } from '@candor/domain/subprocessors/subprocessor.schema';
import { jsonRequest } from '../../api/jsonRequest.js';

const base = (productId: string) =>
  `/api/trust-center/products/${encodeURIComponent(productId)}/subprocessors`;

type Saved = { id: string; message: string };

export const createSubprocessor = (productId: string, input: SubprocessorInput) =>
  jsonRequest<Saved>('POST', base(productId), input);

export const updateSubprocessor = (productId: string, id: string, input: SubprocessorInput) =>
  jsonRequest<Saved>('PATCH', `${base(productId)}/${encodeURIComponent(id)}`, input);

export const deleteSubprocessor = (productId: string, id: string) =>
  jsonRequest<Saved>('DELETE', `${base(productId)}/${encodeURIComponent(id)}`);
