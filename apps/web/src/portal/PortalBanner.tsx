import { replaceUrlState } from './urlState.js';
import { requestAccessHref } from './RequestAccessButton.js';
import { opensInPage } from '../ui/opensInPage.js';
import { Button } from '@mantine/core';
import type { PortalView } from '@candor/domain/portal/portalView';
import { ArrowRightIcon, CheckCircleIcon, ShieldCheckIcon } from '../ui/icons.js';
import container from './Container.module.css';
import { certificationsAnchor, headlineCertifications, heroSummary } from './heroContent.js';
import classes from './PortalBanner.module.css';

/**
 * The banner's intrinsic size (visitor-portal.md: 1280 x 350); it is cropped to fit, never
 * stretched, and never drawn taller than 350 px (§9 'banner max height').
 */
export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 350;

/**
 * The organisation's banner, behind the hero. A real `<img>` fetched at high priority, not a
 * CSS background: it is the page's largest paint, and a background image is found only once the
 * stylesheet has loaded, while an image in the markup (and the head's preload) starts at once.
 * Decoded with the rest of the frame: the preloaded banner is usually there by the first paint,
 * and the hero then shows complete in it rather than a frame or more later.
 */
export function BannerImage({ url }: { url: string }) {
  return (
    <img
      className={classes.image}
      src={url}
      alt=""
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      fetchPriority="high"
      decoding="sync"
    />
  );
}

/**
 * The top of the portal: the organisation's name, one line of what it does, the certifications
 * it holds and the way in (the security review, or the documents), over its banner (or its
 * brand colour when it has none).
 */
export function PortalHero({
  view,
  showReview,
  hasDocuments,
}: {
  view: PortalView;
  showReview: boolean;
  hasDocuments: boolean;
}) {
  const { customization } = view;
  const certifications = headlineCertifications(view);
  const anchor = certificationsAnchor(view);
  return (
    <section
      className={classes.hero}
      aria-labelledby="portal-hero-title"
      data-banner={customization.bannerUrl ? '' : undefined}
    >
      {customization.bannerUrl ? <BannerImage url={customization.bannerUrl} /> : null}
      <div className={`${container.container} ${classes.inner}`}>
        <div className={classes.intro}>
          <h2 className={classes.name} id="portal-hero-title">
            {view.org.name}
          </h2>
          <p className={classes.summary}>{heroSummary(view)}</p>
          {certifications.shown.length > 0 ? (
            <ul className={classes.certifications} aria-label="Certifications">
              {certifications.shown.map((item) => (
                <li key={item.uid} className={classes.certification}>
                  <CheckCircleIcon size={16} />
                  {item.title}
                </li>
              ))}
              {certifications.more > 0 && anchor ? (
                <li>
                  <a className={classes.more} href={anchor}>
                    {`+${certifications.more} more`}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
          {!showReview && hasDocuments ? (
            <Button
              className={classes.cta}
              component="a"
              href="#section-documents"
              variant="white"
              rightSection={<ArrowRightIcon size={16} />}
            >
              View documents
            </Button>
          ) : null}
        </div>
        {showReview ? <SecurityReviewBanner view={view} hasDocuments={hasDocuments} /> : null}
      </div>
    </section>
  );
}

/**
 * 'Start your security review', for viewers who are not account members when the banner level
 * is not 'none'; its subtitle shows only at the 'medium' level.
 */
export function SecurityReviewBanner({
  view,
  hasDocuments,
}: {
  view: PortalView;
  hasDocuments: boolean;
}) {
  const level = view.customization.bannerLevel;
  return (
    <section className={classes.review} aria-labelledby="security-review-title">
      <div className={classes.reviewMain}>
        <span className={classes.reviewIcon}>
          <ShieldCheckIcon size={22} />
        </span>
        <div>
          <h2 className={classes.reviewTitle} id="security-review-title">
            Start your security review
          </h2>
          {level === 'medium' ? (
            <p className={classes.reviewSubtitle}>
              Browse {view.org.name}&apos;s security and compliance documentation, and request
              access to restricted documents.
            </p>
          ) : null}
        </div>
      </div>
      {hasDocuments ? (
        <Button
          component="a"
          href="#section-documents"
          variant="filled"
          fullWidth
          rightSection={<ArrowRightIcon size={16} />}
        >
          View documents
        </Button>
      ) : null}
      {/* The banner shows only to viewers who can ask (PortalPage's showReview). */}
      <Button
        variant={hasDocuments ? 'light' : 'filled'}
        fullWidth
        component="a"
        role="button"
        href={requestAccessHref(view.basePath, {
          productId: view.product.id,
          source: 'security_review',
        })}
        onClick={opensInPage(() =>
          replaceUrlState({ requestAccess: true, source: 'security_review' }),
        )}
      >
        Request access
      </Button>
    </section>
  );
}
