/**
 * The JSON Schema (2020-12) of trust.json, version 1, served at `/schemas/trust-v1.json` and
 * named by every document's `$schema`. Hand-written to match updates/postureDocuments.ts; a test
 * validates every served document against it. A change that breaks a reader is version 2.
 */
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const url = { type: 'string', format: 'uri' } as const;
const nullableUrl = { type: ['string', 'null'], format: 'uri' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date' } as const;

/** An object with exactly these properties, all required but those listed as optional. */
const object = (properties: Record<string, unknown>, optional: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});
const list = (items: unknown) => ({ type: 'array', items });

export const TRUST_SCHEMA_V1 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Candor trust.json, version 1',
  description:
    "An organisation's public security posture as its trust center shows it to an anonymous visitor, signed with the installation's Ed25519 key (detached signature at signature.url, key at signature.publicKey).",
  ...object({
    $schema: url,
    organisation: object({ id: string, slug: string, name: string, url }),
    product: {
      ...nullableString,
      description:
        "The product the document is scoped to (the portal's ?product=), or null for every product.",
    },
    revision: { type: 'integer', minimum: 1 },
    updatedAt: dateTime,
    signature: object({ algorithm: { const: 'Ed25519' }, url, publicKey: url }),
    feeds: object({ atom: url, json: url }),
    contacts: object({ security: nullableUrl, support: nullableUrl, securityTxt: url }),
    policies: object({ disclosure: nullableUrl, terms: nullableUrl, privacy: nullableUrl }),
    /** The append-only document log: its length and newest entry's hash (null while empty). */
    documentLog: object({
      length: { type: 'integer', minimum: 0 },
      head: { ...nullableString, pattern: '^[0-9a-f]{64}$' },
    }),
    products: list(
      object({
        id: string,
        slug: string,
        name: string,
        url,
        certifications: list(
          object({
            uid: string,
            title: string,
            type: nullableString,
            auditor: nullableString,
            status: string,
            expiry: nullableDate,
            lastModified: dateTime,
            url,
          }),
        ),
        items: list(
          object({
            uid: string,
            card: string,
            title: string,
            restricted: { type: 'boolean' },
            url,
            lastModified: dateTime,
          }),
        ),
        documents: list(
          object({
            id: string,
            title: string,
            itemUid: string,
            contentType: string,
            size: { type: 'integer', minimum: 0 },
            sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            publishedAt: dateTime,
            expiresOn: nullableDate,
            version: object({
              number: { type: 'integer', minimum: 1 },
              fileId: string,
              uploadedAt: dateTime,
            }),
            url,
          }),
        ),
        subprocessors: list(
          object({
            name: string,
            domain: nullableString,
            purpose: nullableString,
            location: nullableString,
          }),
        ),
      }),
    ),
  }),
};
