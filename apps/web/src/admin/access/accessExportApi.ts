/**
 * The access exports (routes/admin/accessExportRoutes.ts): the log's retention, and the four
 * files (inventory and log, CSV or JSON) fetched through the typed client and saved under the
 * name the server gives them.
 */
import { answerOf, api } from '../../api/apiClient.js';

export type AccessExportFile = 'inventory.csv' | 'inventory.json' | 'log.csv' | 'log.json';

export interface AccessLogRange {
  from: string;
  to: string;
}

const asBlob = { parseAs: 'blob' } as const;

const requests: Record<
  AccessExportFile,
  (range: AccessLogRange) => Promise<{ data?: Blob; error?: unknown; response: Response }>
> = {
  'inventory.csv': () => api.GET('/api/admin/access/inventory.csv', asBlob),
  'inventory.json': () => api.GET('/api/admin/access/inventory.json', asBlob),
  'log.csv': (range) =>
    api.GET('/api/admin/access/log.csv', { ...asBlob, params: { query: range } }),
  'log.json': (range) =>
    api.GET('/api/admin/access/log.json', { ...asBlob, params: { query: range } }),
};

/** The file's bytes and the name its Content-Disposition gives (else `access-{file}`). */
export async function fetchAccessExport(
  file: AccessExportFile,
  range: AccessLogRange,
): Promise<{ blob: Blob; name: string }> {
  let header: string | null = null;
  const blob = await answerOf(
    requests[file](range).then((result) => {
      header = result.response.headers.get('content-disposition');
      return result;
    }),
  );
  const { parse } = await import('content-disposition');
  const name: unknown = header ? parse(header).parameters['filename'] : undefined;
  return { blob, name: typeof name === 'string' && name ? name : `access-${file}` };
}

export const accessExportApi = {
  info: () => answerOf(api.GET('/api/admin/access/exports')),
};

export const accessExportKeys = { info: ['admin', 'access', 'exports'] as const };
