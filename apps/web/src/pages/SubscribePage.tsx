/**
 * The subscribe page (issue 24 §13): the subscribe dialog's form (visitor-portal.md §2: 'Subscribe
 * to {org}'s updates', double opt-in) as a plain form the server answers, for readers without
 * JavaScript and before the app has loaded.
 */
import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { visitorPagePaths } from '@candor/domain/portal/portalLinks';
import { FORM_TOKEN_FIELD, type VisitorPageData } from '@candor/domain/portal/pageData';
import { MailIcon } from '../ui/icons.js';
import { AgreeToTermsLabel } from '../shell/TermsLinks.js';
import { CenteredPage } from './CenteredPage.js';
import { Check } from './VisitorFormFields.js';
import classes from './VisitorPage.module.css';
import login from './LoginPage.module.css';

type SubscribePageData = Extract<VisitorPageData, { kind: 'subscribe' }>;

export function SubscribePage({ page }: { page: SubscribePageData }) {
  const { brand } = page;
  const back = (
    <Anchor href={brand.homeHref} size="sm">
      Go back to {brand.portalTitle}
    </Anchor>
  );
  return (
    <CenteredPage brand={brand}>
      <h1 className={login.heading}>{`Subscribe to ${brand.name}'s updates`}</h1>
      {page.sent ? (
        <div className={classes.lines}>
          <Alert color="blue" variant="light" role="status" icon={<MailIcon size={18} />}>
            {page.sent}
          </Alert>
          {back}
        </div>
      ) : (
        <>
          <p className={login.lead}>
            Get an e-mail when {brand.name} posts an update to its {brand.portalTitle}. We send a
            link to confirm first.
          </p>
          <form
            className={login.form}
            method="post"
            action={visitorPagePaths(page).subscribeForm}
            noValidate
          >
            <input type="hidden" name={FORM_TOKEN_FIELD} value={page.formToken} />
            <input type="hidden" name="source" value={page.source} />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={page.email}
              error={page.error}
            />
            {page.agreeToTerms ? (
              <Check
                name="agree"
                checked={page.agree}
                label={<AgreeToTermsLabel orgName={brand.name} links={page.agreeToTerms} />}
                error={page.agreeError ?? undefined}
              />
            ) : null}
            <div className={classes.actions}>
              {back}
              <Button type="submit">Subscribe</Button>
            </div>
          </form>
        </>
      )}
    </CenteredPage>
  );
}
