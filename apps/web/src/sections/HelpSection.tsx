import { useAbilities } from '../portal/viewerContext.js';
import type { JSX } from 'react';
import type { ContactView, SectionOf } from '@candor/domain/portal/portalView';
import clickable from '../ui/ClickableTile.module.css';
import columns from '../ui/Columns.module.css';
import iconBadge from '../ui/IconBadge.module.css';
import type { IconProps } from '../ui/icons.js';
import { AlertTriangleIcon, ArrowRightIcon, MailIcon } from '../ui/icons.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import { HELP_CONTACT_LABELS } from '@candor/domain/portal/helpContacts';
import classes from './HelpSection.module.css';

interface ContactProps {
  label: string;
  hint: string;
  contact: ContactView;
  Icon: (props: IconProps) => JSX.Element;
  /** Main mode shows contacts that are not set up, with a hint, so staff notice them. */
  showDisabled: boolean;
}

/** Where staff turn a contact on and give its mailbox or page (the private area's Settings). */
const SETTINGS_PATH = '/admin/settings';

function isSetUp(contact: ContactView): boolean {
  return contact.enabled && contact.href !== null;
}

function Contact({ label, hint, contact, Icon, showDisabled }: ContactProps) {
  const body = (
    <>
      <span className={`${iconBadge.badge} ${classes.icon}`}>
        <Icon size={20} />
      </span>
      <span className={classes.text}>
        <span className={classes.label}>{label}</span>
        <span className={classes.hint}>
          {isSetUp(contact) ? (
            hint
          ) : (
            <>
              Not set up: configure it in the <a href={SETTINGS_PATH}>settings</a>
            </>
          )}
        </span>
      </span>
    </>
  );
  if (isSetUp(contact) && contact.href) {
    const external = contact.onClickAction === 'direct-to-site';
    return (
      <a
        className={`${classes.contact} ${clickable.tile}`}
        href={contact.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {body}
        <span className={classes.arrow}>
          <ArrowRightIcon size={16} />
        </span>
      </a>
    );
  }
  if (!showDisabled) return null;
  return (
    <div className={classes.contact} aria-disabled="true">
      {body}
    </div>
  );
}

/** Help: 'Contact support' and 'Report issue', by e-mail or on the organisation's site. */
export function HelpSection({ section }: { section: SectionOf<'help'> }) {
  const titleId = sectionTitleId('help');
  // Staff see contacts that are not set up yet, with a hint, so they notice them.
  const showDisabled = useAbilities().canSeeHidden;
  if (!showDisabled && !isSetUp(section.contactSupport) && !isSetUp(section.reportIssue))
    return null;
  return (
    <SectionFrame id="help" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} title={section.title}>
        <div className={`${columns.upToTwo} ${classes.grid}`}>
          <Contact
            label={HELP_CONTACT_LABELS.contactSupport}
            hint="Questions about our security or this page"
            contact={section.contactSupport}
            Icon={MailIcon}
            showDisabled={showDisabled}
          />
          <Contact
            label={HELP_CONTACT_LABELS.reportIssue}
            hint="Report a vulnerability or a security concern"
            contact={section.reportIssue}
            Icon={AlertTriangleIcon}
            showDisabled={showDisabled}
          />
        </div>
      </SectionPanel>
    </SectionFrame>
  );
}
