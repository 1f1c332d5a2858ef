/**
 * Gives every request its `actor`: staff when a valid, unexpired staff session cookie comes with
 * it, else an account member when a member session cookie does, otherwise a visitor. Requests without the cookie never touch the database.
 * The public read API's routes (`config.apiToken`) read no cookie: their actor is the member of
 * an `Authorization: Bearer` API token, or a visitor without one; a token that is not live is 401.
 */
import { DomainError, type Actor } from '@candor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenOf, findApiToken } from './apiToken.js';
import {
  findMemberSession,
  MEMBER_SESSION_COOKIE,
  setMemberSessionCookie,
} from './memberSession.js';
import { SESSION_COOKIE, setSessionCookie } from './sessionCookie.js';
import { findStaffSession, type StaffSession } from './staffSession.js';

export const VISITOR: Actor = Object.freeze({ type: 'visitor' });

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session behind `actor`, when there is one. */
    staffSession: StaffSession | null;
  }
  interface FastifyContextConfig {
    /**
     * The route serves a staff member who must still set up the second factor their
     * organisation requires (the set-up itself, the private area's page, sign-out).
     */
    totpEnrolment?: boolean;
    /** The public read API: the caller is an API token's member or a visitor, never a session. */
    apiToken?: boolean;
  }
  interface FastifyRequest {
    /** The API token behind `actor` on the public read API's routes, when there is one. */
    apiTokenId: string | null;
  }
}

/** 401 for a token that is not (or no longer) one, saying so the way RFC 6750 asks. */
export function refuseApiToken(reply: FastifyReply): never {
  void reply.header('www-authenticate', 'Bearer realm="candor", error="invalid_token"');
  throw new DomainError('unauthenticated', 'The API token is invalid, expired or revoked.');
}

async function resolveApiToken(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = bearerTokenOf(request.headers.authorization);
  if (token === null) return;
  const found = token === undefined ? null : await findApiToken(app.database.db, token);
  if (!found) refuseApiToken(reply);
  request.actor = found.actor;
  request.apiTokenId = found.tokenId;
}

/** Registered on the root instance so that every route, 404s included, sees the actor. */
export function registerActorResolution(app: FastifyInstance): void {
  // Set on every request by the hook below before any handler runs.
  app.decorateRequest('actor', null as never);
  app.decorateRequest('staffSession', null);
  app.decorateRequest('apiTokenId', null);

  app.addHook('onRequest', async (request, reply) => {
    request.actor = VISITOR;
    if (request.routeOptions.config.apiToken) return resolveApiToken(app, request, reply);
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const found = await findStaffSession(app.database.db, token);
      if (found) {
        request.staffSession = found.session;
        // Until the required second factor is set up, the session is staff only on the routes
        // of that set-up (and /admin, which shows it, and /logout); elsewhere it is a visitor,
        // and the staff API says why (viewer/tenants.ts).
        const enrolling = request.routeOptions.config.totpEnrolment === true;
        request.actor = found.session.mustEnrolTotp && !enrolling ? VISITOR : found.actor;
        if (found.session.refreshed) setSessionCookie(reply, token, found.session.expiresAt);
        return;
      }
    }
    // Staff first: a staff member who is also signed in as an account member of a portal works
    // as staff; signing out of staff leaves the member session in place.
    const memberToken = request.cookies[MEMBER_SESSION_COOKIE];
    if (!memberToken) return;
    const member = await findMemberSession(app.database.db, memberToken);
    if (!member) return;
    request.actor = member.actor;
    if (member.session.refreshed) {
      setMemberSessionCookie(reply, memberToken, member.session.expiresAt);
    }
  });
}
