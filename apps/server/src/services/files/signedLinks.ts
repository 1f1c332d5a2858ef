/**
 * Short-lived signed links to document bytes: stateless HMAC tokens with an expiry. The portal
 * links a document by ids (`/api/share/{orgId}/files/{fileId}?…`); that route checks the
 * request's viewer with canSee and answers with a redirect to a signed link, which alone serves
 * bytes. A bulk download answers with the signed link of its zip.
 *
 * A token carries what was decided when it was signed (the organisation, the files, view or
 * download, and the watermark to stamp), so serving it needs no session and no table: whoever
 * holds the link within its lifetime gets exactly those bytes, and nothing else. Any change to
 * the token breaks its signature; an expired one is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError, FILE_ACCESS } from '@candor/domain';
import { z } from 'zod';

/** A single document's link: long enough to open it, short enough that a leaked URL dies. */
export const FILE_LINK_TTL_SECONDS = 5 * 60;
/** A zip's link: the browser starts it at once; a little longer for slow starts. */
export const ZIP_LINK_TTL_SECONDS = 10 * 60;

export const SIGNED_LINK_MESSAGES = {
  invalid: 'This download link is not valid',
  expired: 'This download link has expired. Open the document again from the Trust Center.',
} as const;

/** What the watermark names: the viewer's e-mail or 'Public'; null for staff (no stamp). */
export type WatermarkWho = string | null;

/**
 * Whom a served document is counted for in analytics (visitor-portal analytics): the product
 * and, for a signed-in member of an account, the account and member. Absent for staff, whose
 * reads are not visitors' views.
 */
const visitSchema = z.object({
  p: z.string().nullable(),
  acc: z.string().nullable(),
  mem: z.string().nullable(),
});
export type VisitClaims = z.infer<typeof visitSchema>;

const fileTokenSchema = z.object({
  k: z.literal('file'),
  /** Organisation id. */
  o: z.string(),
  /** File id. */
  f: z.string(),
  /** Item uid (the file's item, for the file's name and the audit of a view). */
  i: z.string(),
  a: z.enum(FILE_ACCESS),
  w: z.string().nullable(),
  /** Expiry, seconds since the epoch. */
  e: z.number().int(),
  v: visitSchema.optional(),
});

const zipTokenSchema = z.object({
  k: z.literal('zip'),
  o: z.string(),
  /** Product id the documents were listed for. */
  p: z.string(),
  /** File ids, each 16 bytes, concatenated and base64url-encoded (about 11 kB for 500 files). */
  ids: z.string().regex(/^[A-Za-z0-9_-]*$/),
  /** Item uids whose generated bridge letter goes into the zip too. */
  g: z.array(z.string().max(100)).max(500).optional(),
  w: z.string().nullable(),
  e: z.number().int(),
  v: visitSchema.optional(),
});

const tokenSchema = z.discriminatedUnion('k', [fileTokenSchema, zipTokenSchema]);

export type FileLinkClaims = z.infer<typeof fileTokenSchema>;
export type ZipLinkClaims = z.infer<typeof zipTokenSchema>;
export type LinkClaims = z.infer<typeof tokenSchema>;

export interface SignedLinks {
  sign(claims: LinkClaims): string;
  /** The claims of a token this server signed that has not expired; a 403 otherwise. */
  verify(token: string, now?: Date): LinkClaims;
}

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

export const expiryIn = (seconds: number, now = new Date()): number => nowSeconds(now) + seconds;

const invalidLink = () => new DomainError('forbidden', SIGNED_LINK_MESSAGES.invalid);

/**
 * The HMAC seal of a link's payload (`{payload}.{mac}`), under a key derived from the session
 * secret and the links' purpose, so one secret configures every server alike and a token of one
 * kind of link is never valid as another. `open` gives the payload of a token it sealed, or
 * refuses it (403).
 */
export function linkSeal(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    seal: (payload: string): string => `${payload}.${mac(payload).toString('base64url')}`,
    open: (token: string): string => {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) throw invalidLink();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw invalidLink();
      }
      return payload;
    },
  };
}

/** The JSON inside a link's base64url payload; a payload that is not JSON is refused (403). */
export function linkJson(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalidLink();
  }
}

/** Refuses (403, 'expired') a link whose expiry `e` (seconds since the epoch) has passed. */
export function assertLinkUnexpired(e: number, now: Date): void {
  if (e <= nowSeconds(now)) throw new DomainError('forbidden', SIGNED_LINK_MESSAGES.expired);
}

export function createSignedLinks(secret: string): SignedLinks {
  const { seal, open } = linkSeal(secret, 'candor:signed-document-links:v1');

  return {
    sign(claims) {
      // A zip's file ids ride beside the JSON, not inside it: encoded once, the link stays short.
      const { ids, ...rest } = claims.k === 'zip' ? claims : { ...claims, ids: undefined };
      const json = Buffer.from(JSON.stringify(rest)).toString('base64url');
      return seal(ids === undefined ? json : `${json}~${ids}`);
    },
    verify(token, now = new Date()) {
      const [json = '', ids, more] = open(token).split('~');
      if (more !== undefined) throw invalidLink();
      let parsed = linkJson(json);
      if (ids !== undefined && typeof parsed === 'object' && parsed !== null) {
        parsed = { ...parsed, ids };
      }
      const claims = tokenSchema.safeParse(parsed);
      if (!claims.success) throw invalidLink();
      assertLinkUnexpired(claims.data.e, now);
      return claims.data;
    },
  };
}

/** UUIDs packed as 16 bytes each. */
export function packUuids(ids: readonly string[]): string {
  return Buffer.concat(ids.map((id) => Buffer.from(id.replaceAll('-', ''), 'hex'))).toString(
    'base64url',
  );
}

export function unpackUuids(packed: string): string[] {
  const bytes = Buffer.from(packed, 'base64url');
  const ids: string[] = [];
  for (let at = 0; at + 16 <= bytes.length; at += 16) {
    const hex = bytes.subarray(at, at + 16).toString('hex');
    ids.push(
      `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    );
  }
  return ids;
}

/**
 * The signed link; the organisation is in the path so the share tenant finds it, the token in
 * the query (a zip's token outgrows what a path segment may hold).
 */
export const signedLinkPath = (orgId: string, token: string): string =>
  `/api/share/${orgId}/signed?token=${token}`;
