/** The private area's knowledge-base calls (`/api/admin/knowledge-base*`). */
import type { KbTablePage } from '@candor/domain/knowledgeBase/knowledgeBase';
import type { KbAccessLevel } from '@candor/domain/knowledgeBase/knowledgeBase.constants';
import { jsonRequest } from '../../api/jsonRequest.js';
import { kbTableQuery, type KbTableParams } from '../../api/portalLists.js';

const BASE = '/api/admin/knowledge-base';
export const KB_CSV_URL = `${BASE}.csv`;

export interface KbEntryForm {
  question: string;
  answer: string;
  comment: string | null;
  accessLevel: KbAccessLevel;
  favorite: boolean;
  productIds: string[];
}

type Saved = { id: string; message: string };
export type KbImportAnswer = {
  imported: number;
  created: number;
  updated: number;
  message: string;
};

export const knowledgeBaseApi = {
  list: (params: KbTableParams, signal?: AbortSignal) =>
    jsonRequest<KbTablePage>(
      'GET',
      `${BASE}?${new URLSearchParams(
        Object.entries(kbTableQuery(params)).map(([k, v]) => [k, String(v)]),
      ).toString()}`,
      undefined,
      signal,
    ),
  create: (form: KbEntryForm) => jsonRequest<Saved>('POST', BASE, form),
  update: ({ id, form }: { id: string; form: KbEntryForm }) =>
    jsonRequest<Saved>('PUT', `${BASE}/${encodeURIComponent(id)}`, form),
  setAccess: ({ id, accessLevel }: { id: string; accessLevel: KbAccessLevel }) =>
    jsonRequest<Saved>('PATCH', `${BASE}/${encodeURIComponent(id)}/access`, { accessLevel }),
  remove: (id: string) => jsonRequest<Saved>('DELETE', `${BASE}/${encodeURIComponent(id)}`),
  importCsv: (input: { csv: string; fileName: string }) =>
    jsonRequest<KbImportAnswer>('POST', `${BASE}/import`, input),
};

export const knowledgeBaseKeys = {
  all: ['admin', 'knowledge-base'] as const,
  list: (params: KbTableParams) => ['admin', 'knowledge-base', params] as const,
};
