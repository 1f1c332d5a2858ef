/**
 * The private area's visitor-access administration (scope access:manage), under
 * `/api/admin/access/`: accounts with their members, product grants and NDA state; permission
 * profiles; NDA template versions; and the organisation's default access days and NDA
 * provider. Thin: schema, context, service, answer. The tenant is the signed-in staff member's
 * organisation, so another organisation's ids are simply not found.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  ACCESS_STATUSES,
  ACCOUNT_ADMIN_MESSAGES,
  ACCOUNT_ADMIN_LIMITS,
  accessSettingsInputSchema,
  accessStatusInputSchema,
  accountInputSchema,
  grantInputSchema,
  memberInputSchema,
  ndaTemplateInputSchema,
  profileInputSchema,
  ACCOUNT_STATUS_FILTERS,
  API_TOKEN_MESSAGES,
  memberApiTokenViewSchema,
} from '@candor/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/contentDisposition.js';
import { listApiTokens } from '../../services/apiTokens/apiTokenViews.js';
import { revokeApiToken } from '../../services/apiTokens/revokeApiToken.js';
import { getAccount, listAccounts } from '../../services/accountAdmin/accountQueries.js';
import { addMember } from '../../services/accountAdmin/addMember.js';
import { createAccount } from '../../services/accountAdmin/createAccount.js';
import { grantProduct } from '../../services/accountAdmin/grantProduct.js';
import { removeMember } from '../../services/accountAdmin/removeMember.js';
import { revokeProduct } from '../../services/accountAdmin/revokeProduct.js';
import { setAccountStatus } from '../../services/accountAdmin/setAccountStatus.js';
import { setMemberStatus } from '../../services/accountAdmin/setMemberStatus.js';
import {
  acceptedNdaCopy,
  signedNdaCopy,
  type SignedNdaFile,
} from '../../services/accountAdmin/signedNdaCopy.js';
import { updateAccount } from '../../services/accountAdmin/updateAccount.js';
import { uploadSignedNda } from '../../services/accountAdmin/uploadSignedNda.js';
import {
  getAccessSettings,
  updateAccessSettings,
} from '../../services/accountAdmin/accessSettings.js';
import {
  deleteProfile,
  listProfiles,
  profileCatalogue,
  saveProfile,
} from '../../services/accountAdmin/profiles.js';
import { readDocumentUpload } from '../../services/documents/readDocumentUpload.js';
import {
  createNdaTemplate,
  listNdaTemplates,
  updateNdaTemplate,
} from '../../services/nda/ndaTemplates.js';
import { serviceContext } from '../../services/serviceContext.js';
import { accessStaffRead, accessStaffRoute } from '../trustCenter/staffRoute.js';
import { previewQuery, uuidParam } from './adminRouteSchemas.js';

const BASE = '/api/admin/access';
const tags = ['access administration'];
const AccountParams = z.object({ accountId: uuidParam(ACCOUNT_ADMIN_MESSAGES.accountNotFound) });
const MemberParams = AccountParams.extend({
  memberId: uuidParam(ACCOUNT_ADMIN_MESSAGES.memberNotFound),
});
const GrantParams = AccountParams.extend({
  productId: uuidParam(ACCOUNT_ADMIN_MESSAGES.productNotFound),
});
const AcceptanceParams = z.object({
  acceptanceId: uuidParam(ACCOUNT_ADMIN_MESSAGES.signedNdaNotFound),
});
const ProfileParams = z.object({ profileId: uuidParam(ACCOUNT_ADMIN_MESSAGES.profileNotFound) });
const TemplateParams = z.object({
  templateId: uuidParam(ACCOUNT_ADMIN_MESSAGES.ndaTemplateNotFound),
});
const ListQuery = z.object({
  search: z.string().max(ACCOUNT_ADMIN_LIMITS.search).optional(),
  status: z.enum(ACCOUNT_STATUS_FILTERS).optional(),
});
const noStore = 'private, no-store';

export async function accountAdminRoutes(app: FastifyInstance): Promise<void> {
  const maxBytes = app.config.documentMaxBytes;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const write = { ...accessStaffRoute };

  // Accounts.
  routes.get(
    `${BASE}/accounts`,
    {
      ...accessStaffRead,
      schema: { summary: 'List accounts', tags, querystring: ListQuery },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return { accounts: await listAccounts(serviceContext(request), request.query) };
    },
  );
  routes.get(
    `${BASE}/accounts/:accountId`,
    { ...accessStaffRead, schema: { summary: 'One account', tags, params: AccountParams } },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return { account: await getAccount(serviceContext(request), request.params.accountId) };
    },
  );
  routes.post(
    `${BASE}/accounts`,
    {
      ...write,
      schema: {
        summary: 'Create an account',
        tags,
        querystring: previewQuery,
        body: accountInputSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAccount(serviceContext(request), request.body)),
  );
  routes.put(
    `${BASE}/accounts/:accountId`,
    {
      ...write,
      schema: {
        summary: 'Edit an account',
        tags,
        params: AccountParams,
        querystring: previewQuery,
        body: accountInputSchema,
      },
    },
    async (request) =>
      updateAccount(serviceContext(request), request.params.accountId, request.body),
  );
  routes.put(
    `${BASE}/accounts/:accountId/status`,
    {
      ...write,
      schema: {
        summary: 'Revoke or reactivate an account',
        description: "Revoking ends its members' sessions at once.",
        tags,
        params: AccountParams,
        querystring: previewQuery,
        body: accessStatusInputSchema,
      },
    },
    async (request) =>
      setAccountStatus(serviceContext(request), request.params.accountId, request.body.status),
  );
  routes.put(
    `${BASE}/accounts/:accountId/signed-nda`,
    {
      ...write,
      schema: {
        summary: 'Upload an NDA signed outside the portal',
        description:
          'multipart/form-data with one field `file`, checked by its bytes like every document. ' +
          "Sets the account's NDA provider to 'external', signed now.",
        tags,
        params: AccountParams,
        querystring: previewQuery,
      },
    },
    async (request) =>
      uploadSignedNda(serviceContext(request), app.fileStore, request.params.accountId, () =>
        readDocumentUpload(request, maxBytes),
      ),
  );
  const sendSignedNda = (reply: FastifyReply, file: SignedNdaFile) =>
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition('attachment', file.name))
      .header('cache-control', noStore)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  routes.get(
    `${BASE}/accounts/:accountId/signed-nda`,
    {
      ...accessStaffRead,
      schema: { summary: 'The uploaded signed NDA', tags, params: AccountParams },
    },
    async (request, reply) =>
      sendSignedNda(
        reply,
        await signedNdaCopy(serviceContext(request), app.fileStore, request.params.accountId),
      ),
  );
  routes.get(
    `${BASE}/nda-acceptances/:acceptanceId/signed-nda`,
    {
      ...accessStaffRead,
      schema: {
        summary: 'The clickwrap NDA a member accepted, signed (PDF)',
        description: 'The access inventory links each acceptance here.',
        tags,
        params: AcceptanceParams,
      },
    },
    async (request, reply) =>
      sendSignedNda(
        reply,
        await acceptedNdaCopy(serviceContext(request), app.fileStore, request.params.acceptanceId),
      ),
  );

  // Members.
  routes.post(
    `${BASE}/accounts/:accountId/members`,
    {
      ...write,
      schema: {
        summary: 'Add a member',
        tags,
        params: AccountParams,
        querystring: previewQuery,
        body: memberInputSchema,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addMember(serviceContext(request), request.params.accountId, request.body)),
  );
  routes.put(
    `${BASE}/accounts/:accountId/members/:memberId/status`,
    {
      ...write,
      schema: {
        summary: "Revoke or reactivate a member's access",
        description: 'Revoking ends their sessions at once.',
        tags,
        params: MemberParams,
        querystring: previewQuery,
        body: z.object({ status: z.enum(ACCESS_STATUSES) }),
      },
    },
    async (request) =>
      setMemberStatus(
        serviceContext(request),
        request.params.accountId,
        request.params.memberId,
        request.body.status,
      ),
  );
  routes.delete(
    `${BASE}/accounts/:accountId/members/:memberId`,
    {
      ...write,
      schema: {
        summary: 'Remove a member who never used their access',
        description:
          'A member who signed in, accepted an NDA or asked for access is revoked instead (409).',
        tags,
        params: MemberParams,
        querystring: previewQuery,
      },
    },
    async (request) =>
      removeMember(serviceContext(request), request.params.accountId, request.params.memberId),
  );

  // Members' API tokens for the public read API: staff see and revoke them.
  routes.get(
    `${BASE}/accounts/:accountId/api-tokens`,
    {
      ...accessStaffRead,
      schema: {
        summary: "The API tokens of an account's members",
        description: 'Live and expired tokens, newest first, with whose each is.',
        tags,
        params: AccountParams,
        querystring: previewQuery,
        response: { 200: z.object({ tokens: z.array(memberApiTokenViewSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      const ctx = serviceContext(request);
      return {
        tokens: await listApiTokens(ctx.db, ctx.viewer.orgId, {
          accountId: request.params.accountId,
        }),
      };
    },
  );

  routes.delete(
    `${BASE}/accounts/:accountId/api-tokens/:tokenId`,
    {
      ...write,
      schema: {
        summary: "Revoke an account member's API token",
        tags,
        params: AccountParams.extend({ tokenId: uuidParam(API_TOKEN_MESSAGES.notFound) }),
        querystring: previewQuery,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { accountId, tokenId } = request.params;
      await revokeApiToken(serviceContext(request), tokenId, { accountId });
      return { message: API_TOKEN_MESSAGES.revoked };
    },
  );

  // Product grants.
  routes.put(
    `${BASE}/accounts/:accountId/grants`,
    {
      ...write,
      schema: {
        summary: "Grant a product's restricted content (or change the grant's expiry)",
        tags,
        params: AccountParams,
        querystring: previewQuery,
        body: grantInputSchema,
      },
    },
    async (request) =>
      grantProduct(serviceContext(request), request.params.accountId, request.body),
  );
  routes.delete(
    `${BASE}/accounts/:accountId/grants/:productId`,
    {
      ...write,
      schema: {
        summary: "Revoke a product's grant",
        tags,
        params: GrantParams,
        querystring: previewQuery,
      },
    },
    async (request) =>
      revokeProduct(serviceContext(request), request.params.accountId, request.params.productId),
  );

  // Permission profiles.
  routes.get(
    `${BASE}/profiles`,
    { ...accessStaffRead, schema: { summary: 'Permission profiles', tags } },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return { profiles: await listProfiles(serviceContext(request)) };
    },
  );
  routes.get(
    `${BASE}/profiles/catalogue`,
    {
      ...accessStaffRead,
      schema: { summary: 'The cards, items and documents a profile can name', tags },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return profileCatalogue(serviceContext(request));
    },
  );
  routes.post(
    `${BASE}/profiles`,
    {
      ...write,
      schema: {
        summary: 'Create a permission profile',
        tags,
        querystring: previewQuery,
        body: profileInputSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveProfile(serviceContext(request), null, request.body)),
  );
  routes.put(
    `${BASE}/profiles/:profileId`,
    {
      ...write,
      schema: {
        summary: 'Edit a permission profile',
        tags,
        params: ProfileParams,
        querystring: previewQuery,
        body: profileInputSchema,
      },
    },
    async (request) => saveProfile(serviceContext(request), request.params.profileId, request.body),
  );
  routes.delete(
    `${BASE}/profiles/:profileId`,
    {
      ...write,
      schema: {
        summary: 'Delete a permission profile',
        description: 'Accounts that used it fall back to the default profile.',
        tags,
        params: ProfileParams,
        querystring: previewQuery,
      },
    },
    async (request) => deleteProfile(serviceContext(request), request.params.profileId),
  );

  // NDA templates.
  routes.get(
    `${BASE}/nda-templates`,
    { ...accessStaffRead, schema: { summary: 'NDA versions, newest first', tags } },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return { templates: await listNdaTemplates(serviceContext(request)) };
    },
  );
  routes.post(
    `${BASE}/nda-templates`,
    {
      ...write,
      schema: {
        summary: 'Create a new NDA version',
        tags,
        querystring: previewQuery,
        body: ndaTemplateInputSchema,
      },
    },
    async (request, reply) => {
      const row = await createNdaTemplate(serviceContext(request), request.body);
      return reply
        .status(201)
        .send({ id: row.id, version: row.version, message: ACCOUNT_ADMIN_MESSAGES.ndaSaved });
    },
  );
  routes.put(
    `${BASE}/nda-templates/:templateId`,
    {
      ...write,
      schema: {
        summary: 'Edit an NDA version that nobody has accepted yet',
        description: 'An accepted version is frozen: 409; create a new version instead.',
        tags,
        params: TemplateParams,
        querystring: previewQuery,
        body: ndaTemplateInputSchema,
      },
    },
    async (request) => {
      const row = await updateNdaTemplate(
        serviceContext(request),
        request.params.templateId,
        request.body,
      );
      return { id: row.id, version: row.version, message: ACCOUNT_ADMIN_MESSAGES.ndaSaved };
    },
  );

  // Organisation settings of this part.
  routes.get(
    `${BASE}/settings`,
    { ...accessStaffRead, schema: { summary: 'Default access days and NDA provider', tags } },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return { settings: await getAccessSettings(serviceContext(request)) };
    },
  );
  routes.patch(
    `${BASE}/settings`,
    {
      ...write,
      schema: {
        summary: 'Change the default access days or the NDA provider',
        tags,
        querystring: previewQuery,
        body: accessSettingsInputSchema,
      },
    },
    async (request) => updateAccessSettings(serviceContext(request), request.body),
  );
}
