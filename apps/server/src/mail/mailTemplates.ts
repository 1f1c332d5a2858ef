/**
 * Every mail the server sends, by name: its subject and its React body. The data each template
 * takes is typed here, so a caller cannot enqueue a mail with the wrong fields.
 */
import { createElement, type ReactElement } from 'react';
import type { MailBrand } from './mailBrand.js';
import {
  StaffInviteMail,
  staffInviteSubject,
  type StaffInviteData,
} from './templates/StaffInviteMail.js';

export interface MailTemplateData {
  staffInvite: StaffInviteData;
}
export type MailTemplateName = keyof MailTemplateData;

interface MailTemplate<D> {
  subject(data: D, brand: MailBrand): string;
  body(data: D, brand: MailBrand): ReactElement;
}

export const MAIL_TEMPLATES: { [N in MailTemplateName]: MailTemplate<MailTemplateData[N]> } = {
  staffInvite: {
    subject: staffInviteSubject,
    body: (data, brand) => createElement(StaffInviteMail, { data, brand }),
  },
};
