/**
 * The request-access page (issue 24 §13): the access modal's request form as a plain form the
 * server answers, for readers without JavaScript and before the app has loaded. The same
 * fields, labels and texts as the modal (visitor-portal.md §3, §5); the answer is the modal's
 * feedback, as a page.
 */
import { Anchor, Button, NativeSelect, TextInput } from '@mantine/core';
import { RELATIONSHIPS, RELATIONSHIP_LABELS } from '@candor/domain/access/access.constants';
import {
  ACCESS_FIELD_LABELS,
  ACCESS_FORM_TEXTS,
  ACCESS_MESSAGES,
} from '@candor/domain/access/access.messages';
import { visitorPagePaths } from '@candor/domain/portal/portalLinks';
import {
  FORM_TOKEN_FIELD,
  type FormFieldError,
  type VisitorPageData,
} from '@candor/domain/portal/pageData';
import { ACCESS_FEEDBACK, feedbackOfCode, type AccessFeedback } from '../access/accessFeedback.js';
import { CenteredPage } from './CenteredPage.js';
import { FormErrorAlert } from './signInFields.js';
import { Check, FieldError } from './VisitorFormFields.js';
import classes from './VisitorPage.module.css';
import login from './LoginPage.module.css';

type RequestAccessPageData = Extract<VisitorPageData, { kind: 'request_access' }>;
type Outcome = NonNullable<RequestAccessPageData['outcome']>;

function feedbackOf(outcome: Outcome): AccessFeedback | null {
  if (outcome.sent) {
    return outcome.code === 'request_approved'
      ? { kind: 'approved', email: outcome.email, already: false }
      : { kind: 'request_sent' };
  }
  return feedbackOfCode(outcome.code, outcome.email);
}

const firstErrors = (errors: FormFieldError[]): Partial<Record<string, string>> => {
  const first: Partial<Record<string, string>> = {};
  for (const { path, message } of errors) first[path] ??= message;
  return first;
};

export function RequestAccessPage({ page }: { page: RequestAccessPageData }) {
  const { brand, form, values } = page;
  const home = brand.homeHref;
  const back = (
    <Anchor href={home} size="sm">
      {ACCESS_FORM_TEXTS.backTo(form.portalTitle)}
    </Anchor>
  );
  if (page.outcome) {
    const feedback = feedbackOf(page.outcome);
    const texts = feedback
      ? ACCESS_FEEDBACK(form.orgName, form.portalTitle, feedback)
      : { title: ACCESS_FORM_TEXTS.requestTitle, lines: [ACCESS_MESSAGES.unknownError] };
    return (
      <CenteredPage brand={brand}>
        <h1 className={login.heading}>{texts.title}</h1>
        <div className={classes.lines} role="status">
          {texts.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {back}
        </div>
      </CenteredPage>
    );
  }

  const errors = firstErrors(page.errors);
  const fields = form.fields;
  const on = (name: keyof typeof fields) => fields[name]?.enabled === true;
  const label = (name: keyof typeof fields) => fields[name]?.label || ACCESS_FIELD_LABELS[name];
  const chosenProducts = values.accountMemberRequestProducts.length
    ? values.accountMemberRequestProducts
    : [page.productId];
  return (
    <CenteredPage brand={brand}>
      <h1 className={login.heading}>{ACCESS_FORM_TEXTS.requestTitle}</h1>
      <p className={login.lead}>
        {ACCESS_FORM_TEXTS.requestSubtitle(form.orgName, form.portalTitle)}
      </p>
      <form
        className={login.form}
        method="post"
        action={visitorPagePaths(page).requestAccess}
        noValidate
        aria-label="Request Access"
      >
        <input type="hidden" name={FORM_TOKEN_FIELD} value={page.formToken} />
        <input type="hidden" name="productId" value={page.productId} />
        {(['source', 'itemUid', 'itemKind'] as const).map((name) =>
          values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
        )}
        <FormErrorAlert error={page.formError} />
        <div className={classes.pair}>
          <TextInput
            label="First name"
            name="firstName"
            required
            autoComplete="given-name"
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <TextInput
            label="Last name"
            name="lastName"
            required
            autoComplete="family-name"
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        <TextInput
          label="Work email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <TextInput
          label="Company name"
          name="companyName"
          required
          autoComplete="organization"
          defaultValue={values.companyName}
          error={errors.companyName}
        />
        {on('jobTitleTextField') ? (
          <TextInput
            label={label('jobTitleTextField')}
            name="jobTitle"
            required
            autoComplete="organization-title"
            defaultValue={values.jobTitle}
            error={errors.jobTitle}
          />
        ) : null}
        {on('pointOfContactField') ? (
          <TextInput
            label={label('pointOfContactField')}
            name="pointOfContact"
            type="email"
            required
            defaultValue={values.pointOfContact}
            error={errors.pointOfContact}
          />
        ) : null}
        {on('relationshipDropdown') ? (
          <NativeSelect
            label={label('relationshipDropdown')}
            name="relationshipDropdown"
            required
            defaultValue={values.relationshipDropdown}
            error={errors.relationshipDropdown}
            data={[
              { value: '', label: 'Select' },
              ...RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] })),
            ]}
          />
        ) : null}
        {on('countriesDropdown') ? (
          <NativeSelect
            label={label('countriesDropdown')}
            name="countriesDropdown"
            required
            defaultValue={values.countriesDropdown}
            error={errors.countriesDropdown}
            data={[{ value: '', label: 'Select a country' }, ...page.countries]}
          />
        ) : null}
        {on('accountMemberRequestProducts') ? (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{label('accountMemberRequestProducts')}</legend>
            {form.products.map((product) => (
              <label key={product.id} className={classes.check}>
                <input
                  type="checkbox"
                  name="accountMemberRequestProducts"
                  value={product.id}
                  defaultChecked={chosenProducts.includes(product.id)}
                />
                {product.name}
              </label>
            ))}
            <FieldError error={errors.accountMemberRequestProducts} />
          </fieldset>
        ) : null}
        {on('customCheckbox') ? (
          <Check
            name="customCheckbox"
            checked={values.customCheckbox}
            label={label('customCheckbox')}
            error={errors.customCheckbox}
          />
        ) : null}
        <Check
          name="agree"
          checked={values.agree}
          label={`I agree to share these details with ${form.orgName} and to its terms`}
          error={errors.agree}
        />
        {form.subscribe ? (
          <Check
            name="subscribe"
            checked={values.subscribe}
            label={`Send me updates from ${form.orgName}`}
          />
        ) : null}
        <div className={classes.actions}>
          {back}
          <Button type="submit">{ACCESS_FORM_TEXTS.submit}</Button>
        </div>
      </form>
    </CenteredPage>
  );
}
