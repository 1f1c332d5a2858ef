/**
 * The web build's hashed files (`/assets/<name>`) answered from memory before Fastify runs.
 * A hashed name never changes content, so the regular answer (@fastify/static with its .br/.gz
 * siblings, behind every hook: the security headers included) is recorded once per name and
 * Accept-Encoding, by asking the app itself, and replayed byte for byte: same status, headers
 * and body, with none of the per-request work of the hooks. The first request of each goes the
 * regular way while it is recorded; so does whatever a recording cannot answer: another method,
 * a conditional or range request, a query or any other URL than a file of the folder as it was
 * at start (a 404, a traversal, a file built later in development), a Host the host check would
 * refuse.
 */
import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyServerFactory,
  FastifyServerOptions,
  RawServerDefault,
} from 'fastify';
import { isWellFormedHost } from './hostHeaderCheck.js';

export const ASSETS_PREFIX = '/assets/';

/** Distinct Accept-Encoding values recorded (browsers send a handful); others go the regular way. */
const MAX_ACCEPT_ENCODINGS = 8;

/** Request headers whose answer is not the plain 200 recorded. */
const REGULAR_WAY_HEADERS = [
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
];

/** Headers of the connection, which Node writes for each answer itself. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Recording {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

const wellFormedHosts = (value: string | string[] | undefined): boolean =>
  value === undefined ||
  [value].flat().every((v) => v.split(',').every((host) => isWellFormedHost(host.trim())));

export class HashedAssets {
  private readonly names: ReadonlySet<string>;
  /** Accept-Encoding → name → the recorded answer. */
  private readonly recordings = new Map<string, Map<string, Recording>>();
  private readonly recording = new Set<string>();
  private app: FastifyInstance | null = null;

  constructor(assetsDir: string) {
    this.names = new Set(
      readdirSync(assetsDir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => entry.name),
    );
  }

  /** The app whose regular answers are recorded. */
  answerFor(app: FastifyInstance): void {
    this.app = app;
  }

  /** Answers the request from memory and says true, or says false: Fastify answers it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(ASSETS_PREFIX)) return false;
    const name = url.slice(ASSETS_PREFIX.length);
    if (!this.names.has(name)) return false;
    const headers = req.headers;
    if (REGULAR_WAY_HEADERS.some((header) => headers[header] !== undefined)) return false;
    if (!headers.host || !wellFormedHosts(headers.host)) return false;
    if (!wellFormedHosts(headers['x-forwarded-host'])) return false;
    const acceptEncoding = headers['accept-encoding'] ?? '';
    const recorded = this.recordings.get(acceptEncoding)?.get(name);
    if (!recorded) {
      this.record(acceptEncoding, name);
      return false;
    }
    res.writeHead(200, recorded.headers);
    res.end(req.method === 'HEAD' ? undefined : recorded.body);
    return true;
  }

  private record(acceptEncoding: string, name: string): void {
    const key = `${acceptEncoding}\n${name}`;
    const app = this.app;
    if (!app || this.recording.has(key)) return;
    if (!this.recordings.has(acceptEncoding) && this.recordings.size >= MAX_ACCEPT_ENCODINGS) {
      return;
    }
    this.recording.add(key);
    app
      .inject({
        method: 'GET',
        url: `${ASSETS_PREFIX}${name}`,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      })
      .then((response) => {
        if (response.statusCode !== 200 || response.headers['set-cookie']) return;
        const headers: Recording['headers'] = {};
        for (const [header, value] of Object.entries(response.headers)) {
          if (value === undefined || CONNECTION_HEADERS.has(header)) continue;
          headers[header] = typeof value === 'number' ? String(value) : value;
        }
        let byName = this.recordings.get(acceptEncoding);
        if (!byName) {
          if (this.recordings.size >= MAX_ACCEPT_ENCODINGS) return;
          byName = new Map();
          this.recordings.set(acceptEncoding, byName);
        }
        byName.set(name, { headers, body: response.rawPayload });
      })
      .catch((error: unknown) => app.log.warn({ err: error, name }, 'could not record an asset'))
      .finally(() => this.recording.delete(key));
  }

  /** Fastify's own HTTP server, with the recordings answered before its handler. */
  serverFactory(): FastifyServerFactory<RawServerDefault> {
    return (handler, options: FastifyServerOptions): Server => {
      const server = createServer((req, res) => {
        if (!this.serve(req, res)) handler(req, res);
      });
      // What Fastify sets on the server it creates itself (lib/server.js).
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      server.requestTimeout = options.requestTimeout ?? 0;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    };
  }
}
