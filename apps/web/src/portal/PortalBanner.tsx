import { Button } from '@mantine/core';
import type { PortalView } from '@candor/domain/portal/portalView';
import { ShieldCheckIcon } from '../ui/icons.js';
import classes from './PortalBanner.module.css';

/** The banner's intrinsic size (visitor-portal.md: 1280 x 350); it is cropped to fit, never stretched. */
export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 350;

/**
 * The organisation's banner, at most 350 px high. A real `<img>` fetched at high priority, not a
 * CSS background: it is the page's largest paint, and a background image is found only once the
 * stylesheet has loaded, while an image in the markup (and the head's preload) starts at once.
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
    />
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
          <ShieldCheckIcon size={24} />
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
        <Button component="a" href="#section-documents" variant="filled">
          View documents
        </Button>
      ) : null}
    </section>
  );
}
