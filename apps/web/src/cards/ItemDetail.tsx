import type { ReactNode } from 'react';
import { DocumentAccess, DocumentName } from './DocumentLinks.js';
import type { ItemView } from '@candor/domain/portal/portalView';
import { maturityLabel } from '@candor/domain/cards/constants';
import { formatLongDate } from '@candor/domain/portal/format';
import { riskProfileRows } from '@candor/domain/riskProfile/riskProfile';
import { RequestAccessButton } from '../portal/RequestAccessButton.js';
import { HiddenMark } from '../ui/HiddenMark.js';
import { ItemTags } from '../ui/ItemTags.js';
import { ExternalLinkIcon, FileIcon, LockIcon } from '../ui/icons.js';
import { CopyLinkButton } from './CopyLinkButton.js';
import { ItemIntegrationFigures } from './integrations/IntegrationFigures.js';
import { ItemLogo } from './ItemLogo.js';
import { ItemStatusIcon } from './ItemStatusIcon.js';
import classes from './ItemDetail.module.css';
import { ConversationSlot } from '../conversations/ConversationSlot.js';

export function itemElementId(uid: string): string {
  return `item-${uid}`;
}

interface ItemDetailProps {
  item: ItemView;
  selected: boolean;
  link: string;
  onSelect: () => void;
  /** Staff's item menu, beside the copy-link button. */
  actions?: ReactNode;
}

function facts(item: ItemView): [string, string][] {
  const rows: [string, string][] = [];
  if (item.type) rows.push(['Type', item.type]);
  if (item.auditor) rows.push(['Auditor', item.auditor]);
  if (item.expiry) rows.push(['Expires', formatLongDate(item.expiry)]);
  if (item.maturity) rows.push(['Maturity', maturityLabel(item.maturity)]);
  // The RiskProfile card's item: its answered questions.
  if (item.riskProfile) {
    for (const { question, answer } of riskProfileRows(item.riskProfile)) {
      rows.push([question, answer]);
    }
  }
  return rows;
}

/** One item, in full, inside the expanded card drawer. */
export function ItemDetail({ item, selected, link, onSelect, actions }: ItemDetailProps) {
  const titleId = `${itemElementId(item.uid)}-title`;
  const factRows = facts(item);
  return (
    <li>
      <article
        id={itemElementId(item.uid)}
        className={classes.item}
        aria-labelledby={titleId}
        data-selected={selected || undefined}
        aria-current={selected || undefined}
      >
        <div className={classes.head}>
          {item.logoUrl ? (
            <ItemLogo src={item.logoDataUrl ?? item.logoUrl} size={40} />
          ) : (
            <ItemStatusIcon state={item.enabledState} size={20} />
          )}
          <div className={classes.headText}>
            <div className={classes.titleRow}>
              <h3 className={classes.title} id={titleId}>
                {item.title}
              </h3>
              {item.restricted ? (
                <span className={classes.lock}>
                  <LockIcon size={16} label="Restricted" />
                </span>
              ) : null}
              {item.hidden ? <HiddenMark what="item" /> : null}
            </div>
            {item.subtitle ? <p className={classes.subtitle}>{item.subtitle}</p> : null}
          </div>
          {actions}
          <CopyLinkButton link={link} onBeforeCopy={onSelect} />
        </div>
        <div className={classes.body}>
          <ItemTags tags={item.tags} />
          {item.explanation ? <p className={classes.explanation}>{item.explanation}</p> : null}
          <ItemIntegrationFigures item={item} />
          {factRows.length > 0 ? (
            <dl className={classes.facts}>
              {factRows.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {item.href ? (
            <a className={classes.link} href={item.href} target="_blank" rel="noopener noreferrer">
              {item.href.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              <ExternalLinkIcon size={14} />
            </a>
          ) : null}
          {item.documents.length > 0 ? (
            <div>
              <h4 className={classes.documentsTitle}>Documents</h4>
              <ul className={classes.documents}>
                {item.documents.map((document) => (
                  <li key={document.fileId} className={classes.document}>
                    <FileIcon size={18} className={classes.fileIcon} />
                    <DocumentName document={document} />
                    <DocumentAccess document={document} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {/* Only documents are withheld from a restricted item: without any, nothing is. */}
          {item.restricted && item.documents.length > 0 ? (
            <div className={classes.restricted}>
              <span className={classes.restrictedText}>
                <LockIcon size={16} />
                Access to this item&apos;s documents is restricted.
              </span>
              <RequestAccessButton source="item" label="Get access" itemUid={item.uid} />
            </div>
          ) : null}
          <ConversationSlot itemUid={item.uid} itemTitle={item.title} />
        </div>
      </article>
    </li>
  );
}
