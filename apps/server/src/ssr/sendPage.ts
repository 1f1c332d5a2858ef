import type { PageData } from '@candor/domain';
import type { FastifyReply } from 'fastify';

export interface SendPageOptions {
  /** Overrides the status the renderer chose for the page kind. */
  status?: number;
  /** Defaults to no caching: pages carry per-viewer state unless a route says otherwise. */
  cacheControl?: string;
}

/** Renders page data through the web app and sends it as the HTML response. */
export async function sendPage(
  reply: FastifyReply,
  page: PageData,
  options: SendPageOptions = {},
): Promise<FastifyReply> {
  const rendered = await reply.server.renderPage(page);
  return reply
    .status(options.status ?? rendered.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', options.cacheControl ?? 'private, no-store')
    .send(rendered.html);
}
