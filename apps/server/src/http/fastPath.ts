/**
 * Answers replayed from memory before Fastify runs. Some URLs always get the same answer for a
 * while (a hashed build file, an organisation's image, a catalogue's brand mark): the regular
 * answer, behind every hook (the security headers included), is recorded once per URL and
 * method (GET or HEAD) and Accept-Encoding by asking the app itself, and replayed byte for byte: same status, headers
 * and body, with none of the per-request work of the hooks. The first request of each goes the
 * regular way while it is recorded; so does whatever a recording cannot answer: another method,
 * a conditional or range request, a URL its recorder does not take, a Host the host check would
 * refuse, a request with cookies (a session may be refreshed) unless the recorder says they
 * change nothing. Only a 200 without a cookie is recorded.
 *
 * Each recorder keeps its recordings within a number of bytes (least recently used first out),
 * for at most `maxAgeMs` when given, and forgets them all on `forget()` (a change): a recording
 * begun before a change is never kept.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyServerFactory,
  FastifyServerOptions,
  RawServerDefault,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import { isWellFormedHost } from './hostHeaderCheck.js';

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
  'authorization',
];

/** Headers of the connection, which Node writes for each answer itself. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Recording {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export interface RecorderOptions {
  /** Whether the URL (path and query, as sent) is one this recorder answers. */
  takes(url: string): boolean;
  /** The recordings' bytes (bodies) kept at most. */
  maxBytes: number;
  /** How long a recording is replayed before the regular path answers and records it again. */
  maxAgeMs?: number;
  /** The answer is the same with any cookie (no hook reads them for these URLs). */
  cookiesChangeNothing?: boolean;
  /**
   * Awaited before each replay (the health check's database probe); when it fails the regular
   * path answers the request.
   */
  before?: (req: IncomingMessage) => Promise<void>;
}

/**
 * A `takes` test for URLs whose path matches `pathPattern` (a regular expression's source),
 * alone or with the `?v=` version the portal links with; any other query goes the regular way.
 */
export const pathWithVersion = (pathPattern: string): ((url: string) => boolean) => {
  const url = new RegExp(`^${pathPattern}(?:\\?v=[\\w.-]{1,32})?$`);
  return (value) => url.test(value);
};

const wellFormedHosts = (value: string | string[] | undefined): boolean =>
  value === undefined ||
  [value].flat().every((v) => v.split(',').every((host) => isWellFormedHost(host.trim())));

export class Recorder {
  private readonly recordings: LRUCache<string, Recording>;
  private readonly acceptEncodings = new Set<string>();
  private readonly recording = new Set<string>();
  /** Bumped by forget(): a recording begun under an older generation is dropped. */
  private generation = 0;

  constructor(
    private readonly fastPath: FastPath,
    private readonly options: RecorderOptions,
  ) {
    this.recordings = new LRUCache<string, Recording>({
      maxSize: options.maxBytes,
      sizeCalculation: (recording) => Math.max(1, recording.body.length),
      ...(options.maxAgeMs ? { ttl: options.maxAgeMs } : {}),
    });
  }

  /** Drops every recording, and any being made. */
  forget(): void {
    this.generation++;
    this.recordings.clear();
  }

  /** Takes the request (answers it, or hands it to `regular`) and says true, or says false. */
  serve(req: IncomingMessage, res: ServerResponse, regular: () => void): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!this.options.takes(url)) return false;
    const headers = req.headers;
    if (REGULAR_WAY_HEADERS.some((header) => headers[header] !== undefined)) return false;
    if (headers.cookie !== undefined && !this.options.cookiesChangeNothing) return false;
    if (!headers.host || !wellFormedHosts(headers.host)) return false;
    if (!wellFormedHosts(headers['x-forwarded-host'])) return false;
    const acceptEncoding = headers['accept-encoding'] ?? '';
    const key = `${req.method} ${acceptEncoding}\n${url}`;
    const recorded = this.recordings.get(key);
    if (!recorded) {
      this.record(req.method, acceptEncoding, url, key);
      return false;
    }
    const replay = () => {
      res.writeHead(200, recorded.headers);
      res.end(recorded.body);
    };
    if (!this.options.before) replay();
    else this.options.before(req).then(replay, regular);
    return true;
  }

  private recordsEncoding(acceptEncoding: string): boolean {
    return (
      this.acceptEncodings.has(acceptEncoding) || this.acceptEncodings.size < MAX_ACCEPT_ENCODINGS
    );
  }

  private record(method: 'GET' | 'HEAD', acceptEncoding: string, url: string, key: string): void {
    const app = this.fastPath.app;
    if (!app || this.recording.has(key)) return;
    if (!this.recordsEncoding(acceptEncoding)) return;
    this.recording.add(key);
    const generation = this.generation;
    app
      .inject({
        method,
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      })
      .then((response) => {
        if (response.statusCode !== 200 || response.headers['set-cookie']) return;
        if (generation !== this.generation) return;
        if (!this.recordsEncoding(acceptEncoding)) return;
        this.acceptEncodings.add(acceptEncoding);
        const headers: Recording['headers'] = {};
        for (const [header, value] of Object.entries(response.headers)) {
          if (value === undefined || CONNECTION_HEADERS.has(header)) continue;
          headers[header] = typeof value === 'number' ? String(value) : value;
        }
        this.recordings.set(key, { headers, body: response.rawPayload });
      })
      .catch((error: unknown) => app.log.warn({ err: error, url }, 'could not record an answer'))
      .finally(() => this.recording.delete(key));
  }
}

/** The recorders of one app, answered in Fastify's own HTTP server before its handler. */
export class FastPath {
  private readonly recorders: Recorder[] = [];
  app: FastifyInstance | null = null;

  /** A recorder for more URLs; answered from the next request on. */
  add(options: RecorderOptions): Recorder {
    const recorder = new Recorder(this, options);
    this.recorders.push(recorder);
    return recorder;
  }

  /** The app whose regular answers are recorded. */
  answerFor(app: FastifyInstance): void {
    this.app = app;
  }

  /** Fastify's own HTTP server, with the recordings answered before its handler. */
  serverFactory(): FastifyServerFactory<RawServerDefault> {
    return (handler, options: FastifyServerOptions): Server => {
      const server = createServer((req, res) => {
        const regular = () => handler(req, res);
        for (const recorder of this.recorders) {
          if (recorder.serve(req, res, regular)) return;
        }
        regular();
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
