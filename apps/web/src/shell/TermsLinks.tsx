/**
 * "the provider's terms and privacy notice and to {org}'s terms and privacy policy" (the latter
 * when the organisation set them), each a link: the welcome modal's words (visitor-portal.md §2),
 * which the subscribe form's agree-to-terms checkbox repeats (§5).
 */
import { Anchor } from '@mantine/core';
import type { SubscribeTerms } from '@candor/domain/portal/portalView';
import { PROVIDER_PRIVACY_URL, PROVIDER_TERMS_URL } from '../portal/PortalFooter.js';

function External({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
      {children}
    </Anchor>
  );
}

export function TermsLinks({ orgName, links }: { orgName: string; links: SubscribeTerms }) {
  const own = links.termsUrl !== null || links.privacyUrl !== null;
  return (
    <>
      the provider&apos;s <External href={PROVIDER_TERMS_URL}>terms</External> and{' '}
      <External href={PROVIDER_PRIVACY_URL}>privacy notice</External>
      {own ? (
        <>
          {' '}
          and to {orgName}&apos;s{' '}
          {links.termsUrl ? <External href={links.termsUrl}>terms</External> : null}
          {links.termsUrl && links.privacyUrl ? ' and ' : null}
          {links.privacyUrl ? <External href={links.privacyUrl}>privacy policy</External> : null}
        </>
      ) : null}
    </>
  );
}

/** The subscribe forms' checkbox label. */
export function AgreeToTermsLabel({ orgName, links }: { orgName: string; links: SubscribeTerms }) {
  return (
    <>
      I agree to <TermsLinks orgName={orgName} links={links} />
    </>
  );
}
