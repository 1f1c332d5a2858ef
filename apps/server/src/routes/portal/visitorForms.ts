/**
 * What the visitor's plain HTML pages share (issue 24 §13: request access, subscribe, search,
 * which work without JavaScript): their brand and base path, the form body as a browser posts
 * it, and the refusal of a forged post (another site's, or without a valid token) with a page
 * that says what to do.
 */
import { FORM_TOKEN_FIELD, type PageBrand } from '@candor/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FORM_REFUSED_MESSAGE, formTokenValid } from '../../auth/formToken.js';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { brandOfRequest } from '../../presenters/portal/pageBrand.js';
import { sendPage } from '../../ssr/sendPage.js';
import { createHostRouting } from '../../viewer/hostRouting.js';
import { tenantOf } from '../../viewer/requestViewer.js';

/** A urlencoded form: each field once, or several times (checkboxes of one name). */
export const FormBody = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type FormBody = z.infer<typeof FormBody>;

/** A field's first value, trimmed of nothing ('' when absent). */
export const formText = (body: FormBody, name: string): string => {
  const value = body[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** Every value of a field. */
export const formList = (body: FormBody, name: string): string[] => {
  const value = body[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** A checkbox is on when the browser sent it at all. */
export const formFlag = (body: FormBody, name: string): boolean => body[name] !== undefined;

/** The organisation's brand and the portal's base path, for a page of its portal. */
export function visitorPageFrame(request: FastifyRequest): { brand: PageBrand; basePath: string } {
  const brand = brandOfRequest(request);
  if (!brand) throw new Error(`route ${request.url} has no tenant`);
  const hosts = createHostRouting(request.server.config);
  const host = hosts.classify(request.hostname, request.host);
  return { brand, basePath: hosts.links(host, tenantOf(request).org.slug).basePath };
}

/**
 * False when the post came from this site with a valid token; otherwise true, the refusal
 * already sent: 403 with a page that says why and leads back to the portal. (A boolean, not the
 * reply: a reply is thenable, and awaiting it would wait for the response instead.)
 */
export async function refusedForgedForm(
  request: FastifyRequest<{ Body: FormBody }>,
  reply: FastifyReply,
): Promise<boolean> {
  const sameOrigin = await sameOriginCheck(request).then(
    () => true,
    () => false,
  );
  if (sameOrigin && (await formTokenValid(request, request.body[FORM_TOKEN_FIELD]))) return false;
  await sendPage(
    reply,
    { kind: 'error', message: FORM_REFUSED_MESSAGE, cause: null, brand: brandOfRequest(request) },
    { status: 403 },
  );
  return true;
}
