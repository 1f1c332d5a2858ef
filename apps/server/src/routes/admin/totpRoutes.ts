/**
 * The second factor in the private area (issue 23): one's own authenticator on "Your account"
 * (any staff member), an admin's reset of a member's and the organisation's requirement
 * (staff:manage). Thin: schema, context, service, answer.
 */
import {
  confirmTotpSchema,
  disableTotpSchema,
  STAFF_MESSAGES,
  totpPolicySchema,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { totpSecrets } from '../../auth/totp.js';
import { serviceContext } from '../../services/serviceContext.js';
import { confirmTotp } from '../../services/staff/confirmTotp.js';
import { disableTotp } from '../../services/staff/disableTotp.js';
import { resetStaffTotp } from '../../services/staff/resetStaffTotp.js';
import { setTotpRequired } from '../../services/staff/setTotpRequired.js';
import { startTotpEnrolment } from '../../services/staff/startTotpEnrolment.js';
import { getTotpStatus, listTotpEnrolled, totpRequired } from '../../services/staff/staffTotp.js';
import { ownAccountRead, ownAccountRoute, scopedRead } from '../trustCenter/staffRoute.js';
import { errorResponses, scopedRoute, uuidParam } from './adminRouteSchemas.js';

const TAGS = ['staff'];
const TotpStatus = z.object({
  enabled: z.boolean(),
  confirmedAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  requiredByOrganisation: z.boolean(),
});
const TotpPolicy = z.object({ requireTotp: z.boolean() });
const StaffParams = z.object({ id: uuidParam(STAFF_MESSAGES.notFound) });
const noStore = 'private, no-store';

export async function totpRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const secrets = totpSecrets(app.config);

  routes.get(
    '/api/admin/account/totp',
    {
      ...ownAccountRead,
      schema: {
        summary: 'Your second factor',
        description: 'Any staff member: whether an authenticator is on, recovery codes left.',
        tags: TAGS,
        response: { 200: TotpStatus, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return getTotpStatus(serviceContext(request));
    },
  );

  routes.post(
    '/api/admin/account/totp',
    {
      ...ownAccountRoute,
      schema: {
        summary: 'Start setting up an authenticator',
        description:
          'A new secret (as text and as a QR code, SVG), waiting for its first code. ' +
          'Replaces one not yet confirmed; 409 when one is on.',
        tags: TAGS,
        response: {
          200: z.object({ qrSvg: z.string(), secret: z.string(), otpauthUrl: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return startTotpEnrolment(serviceContext(request), { secrets });
    },
  );

  routes.post(
    '/api/admin/account/totp/confirm',
    {
      ...ownAccountRoute,
      schema: {
        summary: 'Confirm the authenticator with a code',
        description: 'Turns the second factor on; answers the 10 recovery codes, shown once.',
        tags: TAGS,
        body: confirmTotpSchema,
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return confirmTotp(serviceContext(request), { code: request.body.code, secrets });
    },
  );

  routes.post(
    '/api/admin/account/totp/disable',
    {
      ...ownAccountRoute,
      schema: {
        summary: 'Turn your second factor off',
        description: 'Needs a current code or your password. The recovery codes go too.',
        tags: TAGS,
        body: disableTotpSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await disableTotp(serviceContext(request), { ...request.body, secrets });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/admin/staff/totp',
    {
      ...scopedRead('staff:manage'),
      schema: {
        summary: 'Staff who sign in with a second factor',
        description: 'Needs staff:manage. Their ids.',
        tags: TAGS,
        response: { 200: z.object({ enrolled: z.array(z.string()) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return { enrolled: await listTotpEnrolled(serviceContext(request)) };
    },
  );

  routes.delete(
    '/api/admin/staff/:id/totp',
    {
      ...scopedRoute('staff:manage'),
      schema: {
        summary: "Reset a staff member's second factor",
        description:
          'Needs staff:manage. Their authenticator and recovery codes are removed; they set ' +
          'one up again (at their next sign-in when the organisation requires it).',
        tags: TAGS,
        params: StaffParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await resetStaffTotp(serviceContext(request), { staffId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/admin/settings/totp',
    {
      ...scopedRead('staff:manage'),
      schema: {
        summary: 'Whether staff must use a second factor',
        description: 'Needs staff:manage.',
        tags: TAGS,
        response: { 200: TotpPolicy, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      const { db, viewer } = serviceContext(request);
      return { requireTotp: await totpRequired(db, viewer.orgId) };
    },
  );

  routes.put(
    '/api/admin/settings/totp',
    {
      ...scopedRoute('staff:manage'),
      schema: {
        summary: 'Require a second factor of all staff',
        description:
          'Needs staff:manage. When on, staff without an authenticator set one up right after ' +
          'signing in; until then the staff API answers them 403.',
        tags: TAGS,
        body: totpPolicySchema,
        response: { 200: TotpPolicy, ...errorResponses },
      },
    },
    async (request) => setTotpRequired(serviceContext(request), request.body),
  );
}
