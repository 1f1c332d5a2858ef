import type { PageData } from '../pageData.js';
import { LoginPage } from './LoginPage.js';
import { LoginCodePage } from './LoginCodePage.js';
import { SetPasswordPage } from './SetPasswordPage.js';
import { ForgotPasswordPage } from './ForgotPasswordPage.js';
import { NotFoundPage } from './NotFoundPage.js';
import { CompanyNotFoundPage } from './CompanyNotFoundPage.js';
import { NoAccessPage } from './NoAccessPage.js';
import { ErrorPage } from './ErrorPage.js';
import { RequestAccessPage } from './RequestAccessPage.js';
import { SubscribePage } from './SubscribePage.js';
import { SearchPage } from './SearchPage.js';
import { VerifyPage } from './VerifyPage.js';

/** Every kind of page but the portal and the private area: a chunk of its own (see otherPages.ts). */
export function OtherPageContent({
  page,
}: {
  page: Exclude<PageData, { kind: 'portal' | 'admin' }>;
}) {
  switch (page.kind) {
    case 'login':
      return <LoginPage error={page.error} email={page.email} next={page.next} />;
    case 'login_code':
      return <LoginCodePage error={page.error} next={page.next} recovery={page.recovery} />;
    case 'set_password':
      return <SetPasswordPage token={page.token} reset={page.reset ?? false} />;
    case 'forgot_password':
      return <ForgotPasswordPage sent={page.sent} error={page.error} email={page.email} />;
    case 'not_found':
      return <NotFoundPage message={page.message} brand={page.brand ?? null} />;
    case 'company_not_found':
      return <CompanyNotFoundPage />;
    case 'no_access':
      return <NoAccessPage />;
    case 'error':
      return <ErrorPage message={page.message} cause={page.cause} brand={page.brand ?? null} />;
    case 'request_access':
      return <RequestAccessPage page={page} />;
    case 'subscribe':
      return <SubscribePage page={page} />;
    case 'search':
      return <SearchPage page={page} />;
    case 'verify':
      return <VerifyPage page={page} />;
  }
}
