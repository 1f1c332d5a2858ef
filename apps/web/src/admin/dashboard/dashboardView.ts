/** What the Overview shows of its data: the set-up steps' words and the expiry lines. */
import type { SetupStep } from '@candor/domain/dashboard/dashboard.schema';
import { formatLongDate } from '@candor/domain/portal/format';

export interface SetupStepText {
  title: string;
  description: string;
  /** Where it is done in the private area; the publish step is done in place. */
  path: string | null;
  action: string;
}

export const SETUP_STEP_TEXT: Record<SetupStep, SetupStepText> = {
  logo: {
    title: 'Add your logo',
    description: 'It heads your portal and the mails visitors receive.',
    path: '/settings',
    action: 'Add a logo in Settings',
  },
  supportMailbox: {
    title: 'Set a support mailbox',
    description: 'Where visitors’ questions and “Contact support” go.',
    path: '/settings',
    action: 'Set it in Settings',
  },
  document: {
    title: 'Upload your first document',
    description: 'A security policy or an audit report, for visitors to read.',
    path: '/documents',
    action: 'Upload in Documents',
  },
  published: {
    title: 'Publish your portal',
    description: 'Share links to your portal work once it is published.',
    path: null,
    action: 'Publish the portal',
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` (YYYY-MM-DD) to `day`: negative when `day` has passed. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 'Expired 3 days ago', 'Expires today', 'Expires in 10 days', with the date. */
export function expiryText(expiresOn: string, today: string): { text: string; expired: boolean } {
  const days = daysUntil(expiresOn, today);
  const date = formatLongDate(expiresOn);
  if (days < 0) return { text: `Expired ${plural(-days, 'day')} ago (${date})`, expired: true };
  if (days === 0) return { text: `Expires today (${date})`, expired: false };
  return { text: `Expires in ${plural(days, 'day')} (${date})`, expired: false };
}

/** 'Portal views' figures: 1,234. */
export const formatCount = (value: number): string => value.toLocaleString('en-US');
