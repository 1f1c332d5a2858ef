/**
 * 'Share {portal title}' (visitor-portal.md §2): Copy link ('Copied' for 3 s, or 'Copy link
 * from the address bar' when the browser refuses), Share to LinkedIn, Share via email. Until a
 * public portal is published every way is disabled, with the spec's text. Escape, a click
 * outside or leaving it with Tab closes it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  SHARE_COPIED_RESET_MS,
  SHARE_DISABLED_TEXT,
  shareLinks,
} from '@candor/domain/consent/visitorShell';
import { ExternalLinkIcon, LinkIcon, MailIcon } from '../ui/icons.js';
import { useCopyToClipboard } from '../ui/useCopyToClipboard.js';
import classes from './SharePopover.module.css';

interface SharePopoverProps {
  url: string;
  portalTitle: string;
  orgName: string;
  published: boolean;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

export default function SharePopover({
  url,
  portalTitle,
  orgName,
  published,
  trigger,
  onClose,
}: SharePopoverProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyText = useCopyToClipboard();
  const links = shareLinks(url, `${orgName} ${portalTitle}`);

  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!rootRef.current?.contains(target) && !trigger.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, trigger]);

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = window.setTimeout(() => setCopy('idle'), SHARE_COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    setCopy((await copyText(url, 'link')) ? 'copied' : 'failed');
  };

  const titleId = 'candor-share-title';
  return (
    <div
      ref={rootRef}
      className={classes.popover}
      role="dialog"
      aria-labelledby={titleId}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next && !rootRef.current?.contains(next) && !trigger.current?.contains(next)) onClose();
      }}
    >
      <h2 className={classes.title} id={titleId}>
        Share {portalTitle}
      </h2>
      {published ? null : <p className={classes.notice}>{SHARE_DISABLED_TEXT}</p>}
      <ul className={classes.list}>
        <li>
          <button
            type="button"
            className={classes.option}
            disabled={!published}
            onClick={() => void copyLink()}
          >
            <LinkIcon size={16} />
            <span aria-live="polite">
              {copy === 'copied'
                ? 'Copied'
                : copy === 'failed'
                  ? 'Copy link from the address bar'
                  : 'Copy link'}
            </span>
          </button>
        </li>
        <li>
          {published ? (
            <a
              className={classes.option}
              href={links.linkedIn}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLinkIcon size={16} />
              <span>Share to LinkedIn</span>
            </a>
          ) : (
            <button type="button" className={classes.option} disabled>
              <ExternalLinkIcon size={16} />
              <span>Share to LinkedIn</span>
            </button>
          )}
        </li>
        <li>
          {published ? (
            <a className={classes.option} href={links.email}>
              <MailIcon size={16} />
              <span>Share via email</span>
            </a>
          ) : (
            <button type="button" className={classes.option} disabled>
              <MailIcon size={16} />
              <span>Share via email</span>
            </button>
          )}
        </li>
      </ul>
    </div>
  );
}
