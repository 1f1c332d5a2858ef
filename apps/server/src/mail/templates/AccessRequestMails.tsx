/**
 * The mails of access requests (issue "Visitor access"): staff hear of a new request; the
 * visitor hears of the decision (approved, with a sign-in link; declined, with the reason); the
 * login tab mails a sign-in link.
 */
import { formatLongDate } from '@candor/domain';
import type { MailBrand } from '../mailBrand.js';
import { MailButton, MailLayout } from './MailLayout.js';

export interface AccessRequestReceivedData {
  portalTitle: string;
  name: string;
  email: string;
  companyName: string;
  jobTitle: string | null;
  relationship: string | null;
  country: string | null;
  /** The products asked for, by name. */
  products: string[];
  /** The item the visitor asked from, when there was one. */
  itemUid: string | null;
  /** The staff queue, absolute. */
  queueUrl: string;
}

export const accessRequestReceivedSubject = (data: AccessRequestReceivedData): string =>
  `Access request from ${data.name} (${data.companyName})`;

export function AccessRequestReceivedMail({
  data,
  brand,
}: {
  data: AccessRequestReceivedData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>
        {data.name} ({data.email}) of {data.companyName} asked for access to {brand.orgName}
        &apos;s {data.portalTitle}.
      </p>
      <ul>
        <li>Products: {data.products.join(', ')}</li>
        {data.jobTitle ? <li>Job title: {data.jobTitle}</li> : null}
        {data.relationship ? <li>Relationship: {data.relationship}</li> : null}
        {data.country ? <li>Country: {data.country}</li> : null}
        {data.itemUid ? <li>Asked from item: {data.itemUid}</li> : null}
      </ul>
      <p>
        <MailButton href={data.queueUrl} color={brand.color}>
          Review the request
        </MailButton>
      </p>
      <p>Or open this link: {data.queueUrl}</p>
    </MailLayout>
  );
}

export interface AccessApprovedData {
  portalTitle: string;
  firstName: string;
  /** The sign-in link, absolute. */
  signInUrl: string;
  /** The portal, absolute, for signing in again once the link is used or expired. */
  portalUrl: string;
  /** ISO date-time the access ends; null: no end. */
  accessExpiresAt: string | null;
}

export const accessApprovedSubject = (data: AccessApprovedData, brand: MailBrand): string =>
  `Your access to ${brand.orgName}'s ${data.portalTitle} is approved`;

export function AccessApprovedMail({
  data,
  brand,
}: {
  data: AccessApprovedData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>Hello {data.firstName},</p>
      <p>
        Your request for access to {brand.orgName}&apos;s {data.portalTitle} is approved.
        {data.accessExpiresAt
          ? ` Your access lasts until ${formatLongDate(data.accessExpiresAt)}.`
          : ''}
      </p>
      <p>
        <MailButton href={data.signInUrl} color={brand.color}>
          Sign in
        </MailButton>
      </p>
      <p>Or open this link: {data.signInUrl}</p>
      <p>
        The link works once, for 15 minutes. Later, sign in with your work email at {data.portalUrl}
        .
      </p>
    </MailLayout>
  );
}

export interface AccessDeclinedData {
  portalTitle: string;
  firstName: string;
  reason: string;
  /** Where to ask questions; null: none given. */
  supportMailbox: string | null;
}

export const accessDeclinedSubject = (data: AccessDeclinedData, brand: MailBrand): string =>
  `Your request for access to ${brand.orgName}'s ${data.portalTitle}`;

export function AccessDeclinedMail({
  data,
  brand,
}: {
  data: AccessDeclinedData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>Hello {data.firstName},</p>
      <p>
        Thank you for your interest in {brand.orgName}&apos;s {data.portalTitle}. We are unable to
        grant your request for access at this time.
      </p>
      <p>Reason: {data.reason}</p>
      {data.supportMailbox ? (
        <p>If you have questions, please contact {data.supportMailbox}.</p>
      ) : null}
    </MailLayout>
  );
}

export interface MemberSignInData {
  portalTitle: string;
  firstName: string;
  signInUrl: string;
}

export const memberSignInSubject = (data: MemberSignInData, brand: MailBrand): string =>
  `Sign in to ${brand.orgName}'s ${data.portalTitle}`;

export function MemberSignInMail({ data, brand }: { data: MemberSignInData; brand: MailBrand }) {
  return (
    <MailLayout brand={brand}>
      <p>Hello {data.firstName},</p>
      <p>
        Use this link to sign in to {brand.orgName}&apos;s {data.portalTitle}:
      </p>
      <p>
        <MailButton href={data.signInUrl} color={brand.color}>
          Sign in
        </MailButton>
      </p>
      <p>Or open this link: {data.signInUrl}</p>
      <p>The link works once, for 15 minutes. If you did not ask for it, ignore this e-mail.</p>
    </MailLayout>
  );
}

export interface ExtendAccessConfirmData {
  portalTitle: string;
  extendUrl: string;
}

export const extendAccessConfirmSubject = (
  data: ExtendAccessConfirmData,
  brand: MailBrand,
): string => `Request an extension of your access to ${brand.orgName}'s ${data.portalTitle}`;

/** The access modal's 'Request extension' without a session: the link files the request. */
export function ExtendAccessConfirmMail({
  data,
  brand,
}: {
  data: ExtendAccessConfirmData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>
        Your access to {brand.orgName}&apos;s {data.portalTitle} has expired. Use this link to ask{' '}
        {brand.orgName} to extend it:
      </p>
      <p>
        <MailButton href={data.extendUrl} color={brand.color}>
          Request extension
        </MailButton>
      </p>
      <p>Or open this link: {data.extendUrl}</p>
      <p>The link works once, for 15 minutes. If you did not ask for it, ignore this e-mail.</p>
    </MailLayout>
  );
}
