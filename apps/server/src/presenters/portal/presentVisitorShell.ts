/** The portal shell's settings in the page data: share, welcome modal, cookie consent. */
import { consentSetupFor, type Actor, type VisitorShell } from '@candor/domain';
import type { PortalContent } from './portalContent.js';

export function visitorShell(
  customization: PortalContent['customization'],
  actor: Actor,
): VisitorShell {
  return {
    published: customization.publishedAt !== null,
    welcome: customization.welcomeEnabled
      ? { termsUrl: customization.termsUrl, privacyUrl: customization.privacyUrl }
      : null,
    consent: consentSetupFor(customization.scripts, actor),
  };
}
