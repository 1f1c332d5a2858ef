import { ActionIcon, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LinkIcon } from '../ui/icons.js';
import { useCopyToClipboard } from '../ui/useCopyToClipboard.js';

type CopyStatus = 'idle' | 'copied' | 'failed';

const LABELS: Record<CopyStatus, string> = {
  idle: 'Copy link to item',
  copied: 'Link copied',
  failed: 'Copy link from the address bar',
};

/** The spec's share-copied label resets after 3 s. */
const RESET_MS = 3000;

/**
 * Copies an item's link. Before copying, the item is selected, which puts its link in the
 * address bar: that is where the failure message sends the visitor.
 */
export function CopyLinkButton({ link, onBeforeCopy }: { link: string; onBeforeCopy: () => void }) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const copyText = useCopyToClipboard();

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    onBeforeCopy();
    setStatus((await copyText(link, 'link')) ? 'copied' : 'failed');
  };

  return (
    <>
      <Tooltip label={LABELS[status]} opened={status === 'idle' ? undefined : true} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={LABELS.idle}
          onClick={() => void copy()}
        >
          <LinkIcon size={18} />
        </ActionIcon>
      </Tooltip>
      <span className="candor-visually-hidden" role="status">
        {status === 'idle' ? '' : LABELS[status]}
      </span>
    </>
  );
}
