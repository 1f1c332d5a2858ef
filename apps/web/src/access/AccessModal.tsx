/**
 * The access modal (visitor-portal.md §2 'Access modal', §4, §5, §8): two tabs, the request form
 * (`request-access`) and the login tab (`reclaim-access`), and the feedback each answer leads
 * to. A chunk of its own, fetched when the modal first opens.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { RELATIONSHIPS, RELATIONSHIP_LABELS } from '@candor/domain/access/access.constants';
import {
  ACCESS_FIELD_LABELS,
  ACCESS_FORM_TEXTS,
  requiredFieldErrors,
  type AccessFormConfig,
} from '@candor/domain/access/access.rules';
import {
  ACCESS_MESSAGES,
  accessRequestInputSchema,
  loginRequestInputSchema,
} from '@candor/domain/access/access.schema';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError } from '../api/jsonRequest.js';
import {
  fetchAccessForm,
  sendAccessRequest,
  sendExtensionLinkRequest,
  sendLoginRequest,
  type AccessRequestBody,
} from './accessApi.js';
import {
  ACCESS_FEEDBACK,
  feedbackOfCode,
  type AccessFeedback,
  type DeclinedCode,
} from './accessFeedback.js';
import { countryLabel, countryOptions } from '@candor/domain/access/countries';
import { readJwtSubject } from '@candor/domain/updates/subscriptionToken';

export type AccessTab = 'request-access' | 'reclaim-access';

export interface AccessPortal {
  basePath: string;
  orgName: string;
  portalTitle: string;
  productId: string;
  customizationRevision: number;
}

export interface AccessModalProps {
  portal: AccessPortal;
  initialTab: AccessTab;
  source: string | null;
  inviteToken: string | null;
  hidden: { itemUid?: string; itemKind?: string };
  onClose: () => void;
}

type FieldErrors = Partial<Record<string, string>>;

const firstErrors = (list: { path: string; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const { path, message } of list) errors[path] ??= message;
  return errors;
};

export function AccessModal(props: AccessModalProps) {
  const { portal, onClose } = props;
  const [tab, setTab] = useState<AccessTab>(props.initialTab);
  // An invitation names the invitee (§2, §3): the form starts with that address; another one
  // typed instead still asks, but the server credits the invitation only to its own subject.
  const [email, setEmail] = useState(() => readJwtSubject(props.inviteToken) ?? '');
  const [feedback, setFeedback] = useState<AccessFeedback | null>(null);
  const [config, setConfig] = useState<AccessFormConfig | null>(null);
  const [configError, setConfigError] = useState(false);

  useEffect(() => {
    let live = true;
    fetchAccessForm(portal.basePath, portal.productId).then(
      (loaded) => {
        if (live) setConfig(loaded);
      },
      () => {
        if (live) setConfigError(true);
      },
    );
    return () => {
      live = false;
    };
  }, [portal.basePath, portal.productId]);

  if (feedback) {
    return (
      <FeedbackDialog
        feedback={feedback}
        portal={portal}
        onClose={onClose}
        onChangeEmail={() => {
          setFeedback(null);
          setTab('reclaim-access');
        }}
        onFeedback={setFeedback}
      />
    );
  }

  const title =
    tab === 'request-access'
      ? ACCESS_FORM_TEXTS.requestTitle
      : `Access ${portal.orgName}'s ${portal.portalTitle}`;
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <AccessTabs tab={tab} onChange={setTab} />
      <div
        role="tabpanel"
        id={`${tab}-panel`}
        aria-labelledby={tab}
        style={{ paddingTop: 'var(--mantine-spacing-md)' }}
      >
        {tab === 'reclaim-access' ? (
          <LoginTab
            portal={portal}
            email={email}
            onEmail={setEmail}
            onFeedback={setFeedback}
            onRequestTab={(carried) => {
              setEmail(carried);
              setTab('request-access');
            }}
            onClose={onClose}
          />
        ) : configError ? (
          <Alert color="red">{ACCESS_MESSAGES.unknownError}</Alert>
        ) : !config ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label="Loading the form" />
          </Group>
        ) : (
          <RequestTab
            {...props}
            config={config}
            email={email}
            onEmail={setEmail}
            onFeedback={setFeedback}
            onBack={() => setTab('reclaim-access')}
          />
        )}
      </div>
    </Modal>
  );
}

const TABS: { id: AccessTab; label: string }[] = [
  { id: 'request-access', label: 'Request access' },
  { id: 'reclaim-access', label: 'Log in' },
];

/** WAI-ARIA tabs: arrow keys, Home and End move between them. */
function AccessTabs({ tab, onChange }: { tab: AccessTab; onChange: (tab: AccessTab) => void }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[next]!;
    onChange(target.id);
    refs.current[target.id]?.focus();
  };
  return (
    <Group role="tablist" aria-label="Access" gap="xs" onKeyDown={onKey}>
      {TABS.map((t) => (
        <Button
          key={t.id}
          ref={(node) => {
            refs.current[t.id] = node;
          }}
          id={t.id}
          role="tab"
          aria-selected={tab === t.id}
          aria-controls={`${t.id}-panel`}
          tabIndex={tab === t.id ? 0 : -1}
          variant={tab === t.id ? 'light' : 'subtle'}
          onClick={() => onChange(t.id)}
        >
          {t.label}
        </Button>
      ))}
    </Group>
  );
}

function LoginTab({
  portal,
  email,
  onEmail,
  onFeedback,
  onRequestTab,
  onClose,
}: {
  portal: AccessPortal;
  email: string;
  onEmail: (email: string) => void;
  onFeedback: (feedback: AccessFeedback) => void;
  onRequestTab: (email: string) => void;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestInputSchema.safeParse({ email, productId: portal.productId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ACCESS_MESSAGES.emailInvalid);
      return;
    }
    setBusy(true);
    try {
      await sendLoginRequest(portal.basePath, portal.productId, parsed.data.email);
      onFeedback({ kind: 'check_email', email: parsed.data.email });
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'unknown';
      if (code === 'not_work_email') setError(ACCESS_MESSAGES.workEmailRequired);
      else if (code === 'unknown_email' || code === 'blocked_domain') {
        onRequestTab(parsed.data.email);
      } else {
        const known = feedbackOfCode(code, parsed.data.email);
        if (known) onFeedback(known);
        else setError(ACCESS_MESSAGES.unknownError);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm">
          Enter your work email. If you have access, we send you a link to sign in.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          value={email}
          error={error}
          onChange={(event) => {
            onEmail(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onClose}>
            {ACCESS_FORM_TEXTS.backTo(portal.portalTitle)}
          </Button>
          <Button type="submit" loading={busy}>
            {ACCESS_FORM_TEXTS.continue}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface RequestValues {
  firstName: string;
  lastName: string;
  companyName: string;
  jobTitle: string;
  pointOfContact: string;
  agree: boolean;
  subscribe: boolean;
  customCheckbox: boolean;
  countriesDropdown: string | null;
  relationshipDropdown: string | null;
  accountMemberRequestProducts: string[];
}

const EMPTY: RequestValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  jobTitle: '',
  pointOfContact: '',
  agree: false,
  subscribe: false,
  customCheckbox: false,
  countriesDropdown: null,
  relationshipDropdown: null,
  accountMemberRequestProducts: [],
};

const relationshipOf = (value: string | null) =>
  RELATIONSHIPS.find((relationship) => relationship === value);

function RequestTab({
  portal,
  config,
  source,
  inviteToken,
  hidden,
  email,
  onEmail,
  onFeedback,
  onBack,
}: AccessModalProps & {
  config: AccessFormConfig;
  email: string;
  onEmail: (email: string) => void;
  onFeedback: (feedback: AccessFeedback) => void;
  onBack: () => void;
}) {
  const [values, setValues] = useState<RequestValues>(() => ({
    ...EMPTY,
    accountMemberRequestProducts: [portal.productId],
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = config.fields;
  const on = (name: keyof typeof fields) => fields[name]?.enabled === true;
  const label = (name: keyof typeof fields) => fields[name]?.label || ACCESS_FIELD_LABELS[name];
  const countries = useMemo(
    () => (on('countriesDropdown') ? countryOptions() : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list depends on the flag only
    [fields.countriesDropdown?.enabled],
  );
  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const body = (): AccessRequestBody => ({
    email,
    firstName: values.firstName,
    lastName: values.lastName,
    companyName: values.companyName,
    agree: values.agree,
    subscribe: values.subscribe,
    productId: portal.productId,
    statusPageCustomizationRevision: portal.customizationRevision,
    ...(on('jobTitleTextField') ? { jobTitle: values.jobTitle } : {}),
    ...(on('pointOfContactField') ? { pointOfContact: values.pointOfContact } : {}),
    ...(on('customCheckbox') ? { customCheckbox: values.customCheckbox } : {}),
    ...(on('countriesDropdown') && values.countriesDropdown
      ? { countriesDropdown: values.countriesDropdown }
      : {}),
    ...(on('relationshipDropdown') && relationshipOf(values.relationshipDropdown)
      ? { relationshipDropdown: relationshipOf(values.relationshipDropdown) }
      : {}),
    ...(on('accountMemberRequestProducts')
      ? { accountMemberRequestProducts: values.accountMemberRequestProducts }
      : {}),
    ...(hidden.itemUid ? { itemUid: hidden.itemUid } : {}),
    ...(hidden.itemKind ? { itemKind: hidden.itemKind } : {}),
    ...(source ? { source } : {}),
    ...(inviteToken ? { invitedColleagueToken: inviteToken } : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = body();
    const parsed = accessRequestInputSchema.safeParse(input);
    const found = [
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          }))),
      ...requiredFieldErrors(
        {
          customCheckbox: input.customCheckbox,
          jobTitle: input.jobTitle?.trim(),
          pointOfContact: input.pointOfContact,
          relationshipDropdown: input.relationshipDropdown,
          countriesDropdown: input.countriesDropdown,
          accountMemberRequestProducts: input.accountMemberRequestProducts,
        },
        fields,
      ),
    ];
    if (found.length) {
      setErrors(firstErrors(found));
      return;
    }
    setBusy(true);
    try {
      const answer = await sendAccessRequest(portal.basePath, portal.productId, input);
      onFeedback(
        answer.code === 'request_approved'
          ? { kind: 'approved', email: email.trim().toLowerCase(), already: false }
          : { kind: 'request_sent' },
      );
    } catch (failure) {
      if (!(failure instanceof ApiError)) {
        setFormError(ACCESS_MESSAGES.unknownError);
      } else if (failure.code === 'not_work_email') {
        setErrors({ email: ACCESS_MESSAGES.workEmailRequired });
      } else if (failure.code === 'validation_failed' && failure.errors.length) {
        setErrors(firstErrors(failure.errors));
      } else if (failure.code === 'rate_limited') {
        setFormError(failure.message);
      } else {
        const known = feedbackOfCode(failure.code, email);
        if (known) onFeedback(known);
        else setFormError(ACCESS_MESSAGES.unknownError);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Request Access">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {ACCESS_FORM_TEXTS.requestSubtitle(config.orgName, config.portalTitle)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            required
            autoComplete="given-name"
            data-autofocus
            value={values.firstName}
            error={errors.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="Work email"
          type="email"
          required
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(e) => {
            onEmail(e.currentTarget.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
        />
        <TextInput
          label="Company name"
          required
          autoComplete="organization"
          value={values.companyName}
          error={errors.companyName}
          onChange={(e) => set('companyName', e.currentTarget.value)}
        />
        {on('jobTitleTextField') ? (
          <TextInput
            label={label('jobTitleTextField')}
            required
            autoComplete="organization-title"
            value={values.jobTitle}
            error={errors.jobTitle}
            onChange={(e) => set('jobTitle', e.currentTarget.value)}
          />
        ) : null}
        {on('pointOfContactField') ? (
          <TextInput
            label={label('pointOfContactField')}
            type="email"
            required
            value={values.pointOfContact}
            error={errors.pointOfContact}
            onChange={(e) => set('pointOfContact', e.currentTarget.value)}
          />
        ) : null}
        {on('relationshipDropdown') ? (
          <Select
            label={label('relationshipDropdown')}
            required
            placeholder="Select"
            data={RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }))}
            value={values.relationshipDropdown}
            error={errors.relationshipDropdown}
            onChange={(value) => set('relationshipDropdown', value)}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {on('countriesDropdown') ? (
          <Select
            label={label('countriesDropdown')}
            required
            searchable
            placeholder="Select a country"
            data={countries.map((c) => ({ value: c.iso2, label: countryLabel(c) }))}
            value={values.countriesDropdown}
            error={errors.countriesDropdown}
            onChange={(value) => set('countriesDropdown', value)}
            nothingFoundMessage="No country found"
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {on('accountMemberRequestProducts') ? (
          <MultiSelect
            label={label('accountMemberRequestProducts')}
            required
            data={config.products.map((p) => ({ value: p.id, label: p.name }))}
            value={values.accountMemberRequestProducts}
            error={errors.accountMemberRequestProducts}
            onChange={(value) => set('accountMemberRequestProducts', value)}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {on('customCheckbox') ? (
          <Checkbox
            label={label('customCheckbox')}
            checked={values.customCheckbox}
            error={errors.customCheckbox}
            onChange={(e) => set('customCheckbox', e.currentTarget.checked)}
          />
        ) : null}
        <Checkbox
          label={`I agree to share these details with ${config.orgName} and to its terms`}
          checked={values.agree}
          error={errors.agree}
          onChange={(e) => set('agree', e.currentTarget.checked)}
        />
        {config.subscribe ? (
          <Checkbox
            label={`Send me updates from ${config.orgName}`}
            checked={values.subscribe}
            onChange={(e) => set('subscribe', e.currentTarget.checked)}
          />
        ) : null}
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {ACCESS_FORM_TEXTS.back}
          </Button>
          <Button type="submit" loading={busy}>
            {ACCESS_FORM_TEXTS.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FeedbackDialog({
  feedback,
  portal,
  onClose,
  onChangeEmail,
  onFeedback,
}: {
  feedback: AccessFeedback;
  portal: AccessPortal;
  onClose: () => void;
  onChangeEmail: () => void;
  onFeedback: (feedback: AccessFeedback) => void;
}) {
  const texts = ACCESS_FEEDBACK(portal.orgName, portal.portalTitle, feedback);
  const [busy, setBusy] = useState(false);
  // §4 'Access-expired flow' without a session: the member is mailed a link that files it.
  const requestExtension = async (email: string) => {
    setBusy(true);
    const answer = await sendExtensionLinkRequest(portal.basePath, portal.productId, email);
    setBusy(false);
    onFeedback({ kind: 'extension', answer, email });
  };
  const changeable =
    feedback.kind === 'check_email' ||
    feedback.kind === 'declined' ||
    feedback.kind === 'pending' ||
    feedback.kind === 'access_expired';
  return (
    <Modal opened onClose={onClose} title={texts.title} centered>
      <Stack>
        {texts.lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <Group justify="flex-end">
          {changeable ? (
            <Button variant="subtle" onClick={onChangeEmail}>
              {ACCESS_FORM_TEXTS.changeEmail}
            </Button>
          ) : null}
          {feedback.kind === 'access_expired' ? (
            <Button loading={busy} onClick={() => void requestExtension(feedback.email)}>
              Request extension
            </Button>
          ) : null}
          <Button
            variant={feedback.kind === 'access_expired' ? 'default' : 'filled'}
            onClick={onClose}
          >
            {ACCESS_FORM_TEXTS.backTo(portal.portalTitle)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export type { DeclinedCode };
