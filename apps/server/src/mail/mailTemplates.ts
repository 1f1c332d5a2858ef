/**
 * Every mail the server sends, by name: its subject and its React body. The data each template
 * takes is typed here, so a caller cannot enqueue a mail with the wrong fields.
 */
import { createElement, type ReactElement } from 'react';
import type { MailBrand } from './mailBrand.js';
import {
  AccessApprovedMail,
  accessApprovedSubject,
  AccessDeclinedMail,
  accessDeclinedSubject,
  AccessRequestReceivedMail,
  accessRequestReceivedSubject,
  ExtendAccessConfirmMail,
  extendAccessConfirmSubject,
  MemberSignInMail,
  memberSignInSubject,
  type AccessApprovedData,
  type AccessDeclinedData,
  type AccessRequestReceivedData,
  type ExtendAccessConfirmData,
  type MemberSignInData,
} from './templates/AccessRequestMails.js';
import {
  ColleagueInviteMail,
  colleagueInviteSubject,
  type ColleagueInviteData,
} from './templates/ColleagueInviteMail.js';
import {
  CommentAnsweredMail,
  commentAnsweredSubject,
  CommentReceivedMail,
  commentReceivedSubject,
  QuestionnaireAnsweredMail,
  questionnaireAnsweredSubject,
  QuestionnaireReceivedMail,
  questionnaireReceivedSubject,
  type CommentAnsweredData,
  type CommentReceivedData,
  type QuestionnaireAnsweredData,
  type QuestionnaireReceivedData,
} from './templates/ConversationMails.js';
import {
  ExtendAccessRequestMail,
  extendAccessRequestSubject,
  type ExtendAccessRequestData,
} from './templates/ExtendAccessRequestMail.js';
import {
  StaffInviteMail,
  staffInviteSubject,
  type StaffInviteData,
} from './templates/StaffInviteMail.js';
import {
  StaffPasswordResetMail,
  staffPasswordResetSubject,
  type StaffPasswordResetData,
} from './templates/StaffPasswordResetMail.js';
import {
  SubscribeConfirmMail,
  subscribeConfirmSubject,
  type SubscribeConfirmData,
} from './templates/SubscribeConfirmMail.js';
import {
  TrustUpdateMail,
  trustUpdateSubject,
  type TrustUpdateData,
} from './templates/TrustUpdateMail.js';

import {
  WebhookDisabledMail,
  webhookDisabledSubject,
  type WebhookDisabledData,
} from './templates/WebhookDisabledMail.js';

export interface MailTemplateData {
  staffInvite: StaffInviteData;
  staffPasswordReset: StaffPasswordResetData;
  subscribeConfirm: SubscribeConfirmData;
  trustUpdate: TrustUpdateData;
  accessRequestReceived: AccessRequestReceivedData;
  accessApproved: AccessApprovedData;
  accessDeclined: AccessDeclinedData;
  memberSignIn: MemberSignInData;
  colleagueInvite: ColleagueInviteData;
  extendAccessRequest: ExtendAccessRequestData;
  extendAccessConfirm: ExtendAccessConfirmData;
  questionnaireReceived: QuestionnaireReceivedData;
  questionnaireAnswered: QuestionnaireAnsweredData;
  commentReceived: CommentReceivedData;
  commentAnswered: CommentAnsweredData;
  webhookDisabled: WebhookDisabledData;
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
  staffPasswordReset: {
    subject: staffPasswordResetSubject,
    body: (data, brand) => createElement(StaffPasswordResetMail, { data, brand }),
  },
  subscribeConfirm: {
    subject: subscribeConfirmSubject,
    body: (data, brand) => createElement(SubscribeConfirmMail, { data, brand }),
  },
  trustUpdate: {
    subject: trustUpdateSubject,
    body: (data, brand) => createElement(TrustUpdateMail, { data, brand }),
  },
  accessRequestReceived: {
    subject: accessRequestReceivedSubject,
    body: (data, brand) => createElement(AccessRequestReceivedMail, { data, brand }),
  },
  accessApproved: {
    subject: accessApprovedSubject,
    body: (data, brand) => createElement(AccessApprovedMail, { data, brand }),
  },
  accessDeclined: {
    subject: accessDeclinedSubject,
    body: (data, brand) => createElement(AccessDeclinedMail, { data, brand }),
  },
  memberSignIn: {
    subject: memberSignInSubject,
    body: (data, brand) => createElement(MemberSignInMail, { data, brand }),
  },
  colleagueInvite: {
    subject: colleagueInviteSubject,
    body: (data, brand) => createElement(ColleagueInviteMail, { data, brand }),
  },
  extendAccessRequest: {
    subject: extendAccessRequestSubject,
    body: (data, brand) => createElement(ExtendAccessRequestMail, { data, brand }),
  },
  extendAccessConfirm: {
    subject: extendAccessConfirmSubject,
    body: (data, brand) => createElement(ExtendAccessConfirmMail, { data, brand }),
  },
  questionnaireReceived: {
    subject: questionnaireReceivedSubject,
    body: (data, brand) => createElement(QuestionnaireReceivedMail, { data, brand }),
  },
  questionnaireAnswered: {
    subject: questionnaireAnsweredSubject,
    body: (data, brand) => createElement(QuestionnaireAnsweredMail, { data, brand }),
  },
  commentReceived: {
    subject: commentReceivedSubject,
    body: (data, brand) => createElement(CommentReceivedMail, { data, brand }),
  },
  commentAnswered: {
    subject: commentAnsweredSubject,
    body: (data, brand) => createElement(CommentAnsweredMail, { data, brand }),
  },
  webhookDisabled: {
    subject: webhookDisabledSubject,
    body: (data, brand) => createElement(WebhookDisabledMail, { data, brand }),
  },
};
