/**
 * What the server hands the web app to render one HTML page (server-rendered, then hydrated
 * from the same JSON embedded in the page).
 */
import type { FeatureFlags } from '../features/featureFlags.js';
import type { CardKind } from '../cards/constants.js';
import type { ItemView, PortalView, SubscribeTerms } from './portalView.js';
import type { StaffAbilities } from '../staff/staffAbilities.js';
import type { AccessFormConfig } from '../access/access.rules.js';
import type { SearchRow } from '../search/searchRows.js';

/** What the staff private area starts from: who is signed in and which organisation they run. */
export interface AdminPageData {
  user: { id: string; email: string; displayName: string };
  /** The sections and actions this staff member may use, computed by the server's policy. */
  abilities: StaffAbilities;
  /** Null for the installation's operator without an organisation: only the Installation page. */
  org: { id: string; name: string; slug: string; portalUrl: string } | null;
  plan: string;
  /** The organisation's effective features (plan, then flags). */
  features: FeatureFlags;
  /** The organisation requires a second factor the user has not set up: only that is shown. */
  mustEnrolTotp?: boolean;
}

/**
 * The organisation an error page belongs to (a missing item or product of its portal, an error
 * on its pages), so the page wears its brand and leads back to its portal.
 */
export interface PageBrand {
  name: string;
  portalTitle: string;
  logoUrl: string | null;
  /** #rrggbb, as the portal applies it; null for Candor's. */
  brandColor: string | null;
  /** The organisation's portal. */
  homeHref: string;
}

/** A field's first error, as the form shows it beside the field. */
export interface FormFieldError {
  path: string;
  message: string;
}

/** What the visitor typed into the request-access form, shown again beside its errors. */
export interface RequestAccessValues {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  jobTitle: string;
  pointOfContact: string;
  countriesDropdown: string;
  relationshipDropdown: string;
  accountMemberRequestProducts: string[];
  agree: boolean;
  subscribe: boolean;
  customCheckbox: boolean;
  /** Hidden fields: where the visitor asked from. */
  source: string;
  itemUid: string;
  itemKind: string;
}

/** The hidden field the visitor's plain forms carry their anti-forgery token in. */
export const FORM_TOKEN_FIELD = 'formToken';

/**
 * The visitor's pages that work without JavaScript (issue 24 §13), in the organisation's brand.
 * `formToken` is the form's anti-forgery token, bound to the visitor's cookie.
 */
export type VisitorPageData =
  | {
      kind: 'request_access';
      brand: PageBrand;
      basePath: string;
      productId: string;
      form: AccessFormConfig;
      /** The country field's choices when the form has one (the app's modal builds its own). */
      countries: { value: string; label: string }[];
      formToken: string;
      values: RequestAccessValues;
      errors: FormFieldError[];
      /** An error of the whole form (too many requests). */
      formError: string | null;
      /**
       * The answer: `sent` when the request was taken (`pending_request` sent for review,
       * `request_approved` approved by a rule), else the refusal's code (already pending,
       * declined, already a member, access expired).
       */
      outcome: { sent: boolean; code: string; email: string } | null;
    }
  | {
      kind: 'subscribe';
      brand: PageBrand;
      basePath: string;
      formToken: string;
      email: string;
      source: string;
      /** The agree-to-terms checkbox (visitor-portal.md §5), and whether it was ticked. */
      agreeToTerms: SubscribeTerms | null;
      agree: boolean;
      /** The e-mail's error, or the checkbox's ('You must agree to the terms'). */
      error: string | null;
      agreeError: string | null;
      /** The answer once the confirmation mail is on its way. */
      sent: string | null;
    }
  | {
      kind: 'search';
      brand: PageBrand;
      basePath: string;
      /** The product searched when it is not the default one (kept by the form). */
      productId: string | null;
      query: string;
      /** Null before a search (no `q`). */
      results: (SearchRow & { href: string })[] | null;
      error: string | null;
    }
  /** Verify a copy (issue 27 §4): a PDF dropped here is checked by `POST …/api/verify`. */
  | { kind: 'verify'; brand: PageBrand; basePath: string };

export type PageData =
  | {
      kind: 'portal';
      view: PortalView;
      /**
       * Server only, never embedded: each grid card's items past those its tile embeds. They are
       * rendered into the HTML (for crawlers, link previews and readers without JavaScript) and
       * left out of the page data, which the drawer completes by fetching them.
       */
      htmlOnlyItems?: Partial<Record<CardKind, ItemView[]>>;
    }
  | { kind: 'login'; error: string | null; email: string | null; next: string | null }
  /** The sign-in's second step: a code from the authenticator, or a recovery code. */
  | { kind: 'login_code'; error: string | null; next: string | null; recovery: boolean }
  /**
   * The page an invitation or a password reset links to; the token is checked when the form is
   * sent. `reset` (from the reset mail's link) only changes the page's words.
   */
  | { kind: 'set_password'; token: string | null; reset?: boolean }
  /** "Forgot password?": the e-mail form, or (`sent`) the answer every request gets. */
  | { kind: 'forgot_password'; sent: boolean; error: string | null; email: string | null }
  | { kind: 'not_found'; message: string; brand?: PageBrand | null }
  | { kind: 'company_not_found' }
  | { kind: 'no_access' }
  | { kind: 'admin'; admin: AdminPageData }
  | { kind: 'error'; message: string | null; cause: string | null; brand?: PageBrand | null }
  | VisitorPageData;

/** Id of the <script type="application/json"> element carrying the page data. */
export const PAGE_DATA_ELEMENT_ID = '__candor_page';
