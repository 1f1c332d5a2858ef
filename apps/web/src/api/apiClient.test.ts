import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, createApiClient, withFile } from './apiClient.js';
import { ApiError } from './jsonRequest.js';

/** A stand-in for the server: records the requests it gets and answers with `answer`. */
function fakeServer(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://candor.test',
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input);
      requests.push(request.clone());
      return answer(request);
    },
  });
  return { api, requests };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed API client', () => {
  it('sends same-origin JSON requests to the typed path and answers the body', async () => {
    const { api, requests } = fakeServer(() => json(200, { requireTotp: true }));
    const answer = await answerOf(
      api.PUT('/api/admin/settings/totp', { body: { requireTotp: true } }),
    );
    expect(answer).toEqual({ requireTotp: true });
    const [request] = requests;
    expect(request?.url).toBe('http://candor.test/api/admin/settings/totp');
    expect(request?.credentials).toBe('same-origin');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ requireTotp: true });
  });

  it("turns the server's error body into the ApiError the UI shows, with its field errors", async () => {
    const { api } = fakeServer(() =>
      json(400, {
        code: 'validation',
        message: 'Check the highlighted fields.',
        errors: [{ path: 'email', message: 'Enter a valid e-mail address.' }, { path: 1 }],
      }),
    );
    const failure = await answerOf(api.GET('/api/admin/staff')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Check the highlighted fields.',
      errors: [{ path: 'email', message: 'Enter a valid e-mail address.' }],
    });
  });

  it('answers an error without the error shape, and no answer at all, with the unknown error', async () => {
    const html = fakeServer(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(answerOf(html.api.GET('/api/admin/staff'))).rejects.toMatchObject({
      status: 502,
      code: 'unknown',
      message: 'Unfortunately, an unknown error has occurred.',
    });
    const down = fakeServer(() => Promise.reject(new TypeError('fetch failed')));
    await expect(answerOf(down.api.GET('/api/admin/staff'))).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });

  it('keeps a cancelled request a cancellation', async () => {
    const { api } = fakeServer(() =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
    await expect(answerOf(api.GET('/api/admin/staff'))).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('answers a 204 with null', async () => {
    const { api, requests } = fakeServer(() => new Response(null, { status: 204 }));
    const answer = await answerOf(
      api.DELETE('/api/admin/staff/{id}', { params: { path: { id: 'a b/c' } } }),
    );
    expect(answer).toBeNull();
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url).toBe('http://candor.test/api/admin/staff/a%20b%2Fc');
  });

  it('uploads a file as multipart with its one field `file`', async () => {
    const { api, requests } = fakeServer(() => json(200, { settings: {} }));
    const file = new File(['png bytes'], 'logo.png', { type: 'image/png' });
    await answerOf(
      api.PUT('/api/admin/settings/{kind}', {
        params: { path: { kind: 'logo' } },
        ...withFile(file),
      }),
    );
    const request = requests[0]!;
    expect(request.url).toBe('http://candor.test/api/admin/settings/logo');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await request.formData()).get('file');
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File && (await sent.text())).toBe('png bytes');
    expect(sent instanceof File && sent.name).toBe('logo.png');
  });

  describe('with upload progress', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('sends the fields, then the file, through XMLHttpRequest and answers its body', async () => {
      const sent: { method: string; url: string; body: FormData | null }[] = [];
      const progress: number[] = [];
      /** The browser's XMLHttpRequest as far as withFile uses it: 2 steps of progress, a 201. */
      class FakeXhr {
        status = 0;
        responseText = '';
        withCredentials = false;
        upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = {
          onprogress: null,
        };
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        onabort: (() => void) | null = null;
        private target = { method: '', url: '' };
        open(method: string, url: string) {
          this.target = { method, url };
        }
        setRequestHeader() {}
        getAllResponseHeaders() {
          return 'content-type: application/json\r\n';
        }
        abort() {}
        send(body: FormData) {
          sent.push({ ...this.target, body });
          for (const loaded of [50, 100]) {
            this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
          }
          this.status = 201;
          this.responseText = JSON.stringify({ message: 'Document uploaded' });
          this.onload?.();
        }
      }
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      const api = createApiClient({ baseUrl: 'http://candor.test' });
      const file = new File(['%PDF-'], 'report.pdf', { type: 'application/pdf' });
      const answer = await answerOf(
        api.POST(
          '/api/documents/trust-center',
          withFile(file, {
            fields: { title: 'SOC 2 report' },
            onProgress: (share) => progress.push(share),
          }),
        ),
      );
      expect(answer).toEqual({ message: 'Document uploaded' });
      expect(progress).toEqual([0.5, 1]);
      expect(sent[0]?.method).toBe('POST');
      expect(sent[0]?.url).toBe('http://candor.test/api/documents/trust-center');
      expect([...(sent[0]?.body?.keys() ?? [])]).toEqual(['title', 'file']);
    });
  });
});
