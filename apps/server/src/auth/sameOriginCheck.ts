import { DomainError } from '@candor/domain';
import type { FastifyRequest } from 'fastify';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for state-changing form posts: together with the SameSite=Lax
 * session cookie, a browser request is accepted only when its Origin (or, lacking that, its
 * Referer) names this host. Non-browser clients send neither and are let through.
 */
export async function sameOriginCheck(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const source = typeof origin === 'string' && origin !== 'null' ? origin : referer;
  if (origin === 'null') throw new DomainError('forbidden', 'Cross-site request refused.');
  if (typeof source !== 'string') return;
  if (hostOf(source) !== request.host) {
    throw new DomainError('forbidden', 'Cross-site request refused.');
  }
}
