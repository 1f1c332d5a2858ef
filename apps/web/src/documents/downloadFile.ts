/**
 * Downloads a document through its link (the server checks access, then redirects to the signed
 * bytes) and saves it under its name; throws when the server refuses or the network fails, so
 * the caller can say so ('Failed to download the document…').
 */
export const DOWNLOAD_FAILED =
  'Failed to download the document. If the problem persists, please contact support.';

export async function fetchDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin', signal: signal ?? null });
  if (!response.ok) throw new Error(`document answered ${response.status}`);
  return response.blob();
}

export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the URL is dropped.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export async function downloadDocument(url: string, name: string): Promise<void> {
  saveBlob(await fetchDocument(url), name);
}

/** A link the browser downloads itself (the bulk zip: its own name, streamed to disk). */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
