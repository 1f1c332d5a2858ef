/**
 * The access modal's calls under the portal's API base (`/{orgSlug}/api` on the platform host,
 * `/api` on a custom domain; visitor-portal.md §7): `POST …/products/{productId}/request` (the
 * request form), `POST …/products/{productId}/login` (the login tab) and
 * `POST …/products/{productId}/extend-access` (its 'Access expired' extension link), public, refused
 * cross-site, and limited per client address and per e-mail; `GET …/products/{productId}/request-form`
 * gives the form's optional fields and products.
 */
import {
  ACCESS_LIMITS,
  ACCESS_MESSAGES,
  accessRequestInputSchema,
  DomainError,
  loginRequestInputSchema,
  RELATIONSHIPS,
  visitorPagePaths,
  type AccessRequestData,
  type AccessRequestInput,
  type FormFieldError,
  type PageData,
  type RequestAccessValues,
} from '@candor/domain';
import { mailExtensionLink } from '../../services/access/mailExtensionLink.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countryLabel, countryOptions } from '@candor/domain/access/countries';
import { issueFormToken } from '../../auth/formToken.js';
import { sendPage } from '../../ssr/sendPage.js';
import {
  FormBody,
  formFlag,
  formList,
  formText,
  refusedForgedForm,
  visitorPageFrame,
} from './visitorForms.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeOrWait as consume, createRateLimiter } from '../../http/rateLimiter.js';
import { z } from 'zod';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { serviceContext } from '../../services/serviceContext.js';
import {
  accessFormConfig,
  requestLogin,
  submitAccessRequest,
} from '../../services/access/visitorAccess.js';
import { mailLinksOf } from '../../services/access/accessLinks.js';
import { subscribe } from '../../services/updates/subscriptions.js';
import { subscriptionTokens } from '../../updates/subscriptionTokens.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { askDeps } from '../askDeps.js';

/** A request form is worth a few tries an hour per e-mail; the login tab a few per quarter hour. */
export const ACCESS_RATE_LIMITS = {
  request: { perAddress: { points: 10, duration: 600 }, perEmail: { points: 5, duration: 3600 } },
  login: { perAddress: { points: 20, duration: 600 }, perEmail: { points: 5, duration: 900 } },
} as const;

const productParams = z.object({
  orgSlug: z.string().optional(),
  productId: z.uuid({ error: 'Product not found' }),
});

const codeAnswer = z.object({ code: z.string() });

type RequestOutcome = NonNullable<Extract<PageData, { kind: 'request_access' }>['outcome']>;

/** The request page's address: the product and where the visitor asked from (all optional). */
const RequestPageQuery = z.object({
  productId: z.string().max(100).optional().catch(undefined),
  source: z.string().max(ACCESS_LIMITS.source).optional().catch(undefined),
  itemUid: z.string().max(100).optional().catch(undefined),
  itemKind: z.string().max(50).optional().catch(undefined),
});

const EMPTY_REQUEST: RequestAccessValues = {
  email: '',
  firstName: '',
  lastName: '',
  companyName: '',
  jobTitle: '',
  pointOfContact: '',
  countriesDropdown: '',
  relationshipDropdown: '',
  accountMemberRequestProducts: [],
  agree: false,
  subscribe: false,
  customCheckbox: false,
  source: '',
  itemUid: '',
  itemKind: '',
};

/** The request form as the browser posted it. */
function requestValuesOf(body: FormBody): RequestAccessValues {
  const values = { ...EMPTY_REQUEST };
  for (const key of Object.keys(values) as (keyof RequestAccessValues)[]) {
    const current = values[key];
    if (typeof current === 'boolean') Object.assign(values, { [key]: formFlag(body, key) });
    else if (Array.isArray(current)) Object.assign(values, { [key]: formList(body, key) });
    else Object.assign(values, { [key]: formText(body, key) });
  }
  return values;
}

/** The request call's body from the form (fields left empty are not sent, as the modal sends them). */
function requestInputOf(
  values: RequestAccessValues,
  productId: string,
): Omit<AccessRequestInput, 'agree'> & { agree: boolean } {
  const given = (text: string) => (text.trim() === '' ? undefined : text);
  return {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    companyName: values.companyName,
    agree: values.agree,
    subscribe: values.subscribe,
    productId,
    jobTitle: given(values.jobTitle),
    pointOfContact: given(values.pointOfContact),
    customCheckbox: values.customCheckbox,
    countriesDropdown: given(values.countriesDropdown),
    relationshipDropdown: RELATIONSHIPS.find((r) => r === values.relationshipDropdown),
    accountMemberRequestProducts: values.accountMemberRequestProducts,
    source: given(values.source) ?? 'request_access_page',
    itemUid: given(values.itemUid),
    itemKind: given(values.itemKind),
  };
}

export async function accessRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limiters = {
    request: {
      perAddress: createRateLimiter(app.database, {
        keyPrefix: 'access-request-address',
        ...ACCESS_RATE_LIMITS.request.perAddress,
      }),
      perEmail: createRateLimiter(app.database, {
        keyPrefix: 'access-request-email',
        ...ACCESS_RATE_LIMITS.request.perEmail,
      }),
    },
    login: {
      perAddress: createRateLimiter(app.database, {
        keyPrefix: 'member-login-address',
        ...ACCESS_RATE_LIMITS.login.perAddress,
      }),
      perEmail: createRateLimiter(app.database, {
        keyPrefix: 'member-login-email',
        ...ACCESS_RATE_LIMITS.login.perEmail,
      }),
    },
  };
  /** The answers of the modal's calls: a code, or an error with its code. */
  const codeAnswers = {
    200: codeAnswer,
    400: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    409: ErrorBody,
    429: ErrorBody,
  };
  const config = { tenant: portalTenant(app.config, { withProduct: false }) };
  const tags = ['access'];

  const tokens = subscriptionTokens(app.config.sessionSecret);
  const ask = askDeps(app.config);
  // Mail links name the stored domain, never the request's Host.
  const linksOf = (request: FastifyRequest) =>
    mailLinksOf(app.config.baseUrl, tenantOf(request).org);
  /** The product must be one of the organisation's. */
  const productOf = (request: FastifyRequest, productId: string) => {
    const product = tenantOf(request).org.products.find((p) => p.id === productId);
    if (!product) throw new DomainError('not_found', 'Product not found');
    return product;
  };
  const limit = async (
    request: FastifyRequest,
    reply: { header(name: string, value: string): unknown },
    which: keyof typeof limiters,
    email: string,
  ) => {
    const orgId = tenantOf(request).org.id;
    const wait =
      (await consume(limiters[which].perAddress, `${orgId}|${request.ip}`)) ??
      (await consume(limiters[which].perEmail, `${orgId}|${email}`));
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      throw new DomainError('rate_limited', ACCESS_MESSAGES.tooManyRequests);
    }
  };

  /**
   * The one use case of the request form, the modal's and the page's: the limits, the request,
   * and the subscription when 'Subscribe to updates' is ticked.
   */
  const requestAccess = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: AccessRequestData,
  ) => {
    await limit(request, reply, 'request', input.email);
    const links = linksOf(request);
    const answer = await submitAccessRequest(
      serviceContext(request),
      input.productId,
      input,
      links,
      ask,
    );
    // 'Subscribe to updates' ticked: the same double opt-in as the subscribe popover (a
    // confirmation mail). A refusal there (blocked, subscriptions off) leaves the request be.
    if (input.subscribe) {
      await subscribe(
        serviceContext(request),
        { email: input.email, source: 'access-request' },
        { ...links, tokens },
      ).catch((error: unknown) =>
        request.log.info({ err: error }, 'subscribe from the access request refused'),
      );
    }
    return answer;
  };

  /** The request page (issue 24 §13): the form, again with its errors, or the answer. */
  const requestAccessPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    product: { id: string },
    page: Pick<
      Extract<PageData, { kind: 'request_access' }>,
      'values' | 'errors' | 'formError' | 'outcome'
    >,
    status = 200,
  ) => {
    const frame = visitorPageFrame(request);
    const form = await accessFormConfig(serviceContext(request), tenantOf(request).org);
    const countries = form.fields.countriesDropdown?.enabled
      ? countryOptions().map((country) => ({ value: country.iso2, label: countryLabel(country) }))
      : [];
    return sendPage(
      reply,
      {
        kind: 'request_access',
        ...frame,
        productId: product.id,
        form,
        countries,
        formToken: await issueFormToken(request, reply, visitorPagePaths(frame).requestAccess),
        ...page,
      },
      { status },
    );
  };

  /** The product a page is for: `productId` when it is one of the organisation's, else the default. */
  const pageProduct = (request: FastifyRequest, productId: string | undefined) => {
    const { org } = tenantOf(request);
    const product = org.products.find((p) => p.id === productId && p.show) ?? org.defaultProduct;
    if (!product) throw new DomainError('not_found', 'Product not found');
    return product;
  };

  for (const base of ['/:orgSlug', '']) {
    const pageConfig = { ...config, html: true };
    routes.get(
      `${base}/request-access`,
      { config: pageConfig, schema: { hide: true, querystring: RequestPageQuery } },
      async (request, reply) => {
        const { productId, source, itemUid, itemKind } = request.query;
        const values = {
          ...EMPTY_REQUEST,
          source: source ?? '',
          itemUid: itemUid ?? '',
          itemKind: itemKind ?? '',
        };
        return requestAccessPage(request, reply, pageProduct(request, productId), {
          values,
          errors: [],
          formError: null,
          outcome: null,
        });
      },
    );

    routes.post(
      `${base}/request-access`,
      { config: pageConfig, schema: { hide: true, body: FormBody } },
      async (request, reply) => {
        if (await refusedForgedForm(request, reply)) return reply;
        const product = pageProduct(request, formText(request.body, 'productId'));
        const values = requestValuesOf(request.body);
        const answer = (
          page: { errors?: FormFieldError[]; formError?: string; outcome?: RequestOutcome },
          status = 200,
        ) =>
          requestAccessPage(
            request,
            reply,
            product,
            { values, errors: [], formError: null, outcome: null, ...page },
            status,
          );
        const parsed = accessRequestInputSchema.safeParse(requestInputOf(values, product.id));
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          }));
          return answer({ errors }, 400);
        }
        const { email } = parsed.data;
        try {
          const { code } = await requestAccess(request, reply, parsed.data);
          return await answer({ outcome: { sent: true, code, email } });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          if (error.errors?.length) return answer({ errors: error.errors }, error.status);
          if (error.code === 'rate_limited') {
            return answer({ formError: error.message }, error.status);
          }
          return answer({ outcome: { sent: false, code: error.code, email } }, error.status);
        }
      },
    );
  }

  for (const base of ['/:orgSlug/api', '/api']) {
    routes.get(
      `${base}/products/:productId/request-form`,
      {
        config,
        schema: {
          summary: "The request form's optional fields and products",
          tags,
          params: productParams,
        },
      },
      async (request, reply) => {
        productOf(request, request.params.productId);
        reply.header('cache-control', 'no-store');
        return accessFormConfig(serviceContext(request), tenantOf(request).org);
      },
    );

    routes.post(
      `${base}/products/:productId/request`,
      {
        config,
        preHandler: sameOriginCheck,
        schema: {
          summary: 'Request access (the access modal’s request form)',
          description:
            "Answers 200 {code:'pending_request'} (request sent) or {code:'request_approved'} (approved by a rule, a sign-in link mailed), else 4xx with a code: not_work_email, pending_request, request_declined, request_declined_blocked_domain, request_declined_third_party, request_access_auto_declined, account_already_exists, access_expired, validation_failed.",
          tags,
          params: productParams,
          body: accessRequestInputSchema,
          response: codeAnswers,
        },
      },
      async (request, reply) => {
        const { productId } = request.params;
        productOf(request, productId);
        reply.header('cache-control', 'no-store');
        return requestAccess(request, reply, { ...request.body, productId });
      },
    );

    routes.post(
      `${base}/products/:productId/login`,
      {
        config,
        preHandler: sameOriginCheck,
        schema: {
          summary: 'Sign in by e-mail (the access modal’s login tab)',
          description:
            "Mails a sign-in link to a member with access: 200 {code:'check_email'}. Else 4xx with a code: not_work_email, access_expired, pending_request, request_declined (and its variants), blocked_domain, unknown_email.",
          tags,
          params: productParams,
          body: loginRequestInputSchema,
          response: codeAnswers,
        },
      },
      async (request, reply) => {
        const { productId } = request.params;
        productOf(request, productId);
        await limit(request, reply, 'login', request.body.email);
        reply.header('cache-control', 'no-store');
        return requestLogin(
          serviceContext(request),
          productId,
          request.body.email,
          linksOf(request),
        );
      },
    );

    routes.post(
      `${base}/products/:productId/extend-access`,
      {
        config,
        preHandler: sameOriginCheck,
        schema: {
          summary: 'Ask to extend expired access without a session (the access modal)',
          description:
            "The 'Access expired' dialog's 'Request extension': mails a member whose access to the product expired a single-use 15-minute link that files the request (the mailbox proves the e-mail): 200 {code:'check_email'}. 409 account_already_exists (access is live), 404 unknown_email (no expired member of that e-mail). Limited like the login tab, whose limits it shares.",
          tags,
          params: productParams,
          body: loginRequestInputSchema,
          response: codeAnswers,
        },
      },
      async (request, reply) => {
        const { productId } = request.params;
        productOf(request, productId);
        await limit(request, reply, 'login', request.body.email);
        reply.header('cache-control', 'no-store');
        return mailExtensionLink(serviceContext(request), {
          email: request.body.email,
          productId,
          links: linksOf(request),
        });
      },
    );
  }
}
