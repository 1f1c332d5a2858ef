import {
  Alert,
  Button,
  Code,
  Group,
  List,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { groupSecret, type TotpEnrolment, type TotpStatus } from '@candor/domain';
import { useMutation, useQuery, useQueryClient } from '../../api/queries.js';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../../ui/DialogActions.js';
import { formatDateTime } from '../ui/dates.js';
import { CopyValueButton } from '../../ui/CopyValueButton.js';
import { QueryView } from '../ui/QueryState.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { totpApi, totpKeys } from './totpApi.js';

/** The code field of the set-up and of turning it off. */
function CodeInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
}) {
  return (
    <TextInput
      label="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="123456"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
      data-autofocus
    />
  );
}

/** Step 2: the QR code and the secret as text; one code from the app confirms. */
function ConfirmStep({
  enrolment,
  onConfirmed,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: totpApi.confirm,
    onSuccess: (a) => onConfirmed(a.recoveryCodes),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code);
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        1. Scan this QR code with your authenticator app (Google Authenticator, 1Password, Microsoft
        Authenticator, …), or type the key below into it.
      </Text>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        width={200}
        height={200}
        alt="QR code to add this account to your authenticator app"
      />
      <div>
        <Text size="sm" fw={600}>
          Key
        </Text>
        <Group gap="xs">
          <Code fz="md" data-testid="totp-secret">
            {groupSecret(enrolment.secret)}
          </Code>
          <CopyValueButton value={enrolment.secret} label="Copy key" type="key" />
        </Group>
      </div>
      <form onSubmit={submit}>
        <Stack gap="sm" maw={320}>
          <Text size="sm">2. Enter the code the app shows to confirm.</Text>
          <CodeInput value={code} onChange={setCode} error={confirm.error?.message ?? null} />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Step 3: the recovery codes, shown this once, to copy or download. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'candor-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md">
      <Alert color="teal" title="Two-step sign-in is on">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </Alert>
      <List type="ordered" aria-label="Recovery codes" ff="monospace" data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <CopyValueButton value={text} label="Copy codes" type="recovery codes" size="sm" />
        <Button variant="light" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}

/** Turning it off: a current code or the password. */
function DisableDialog({ onClose }: { onClose: () => void }) {
  const [proof, setProof] = useState<'code' | 'password'>('code');
  const [value, setValue] = useState('');
  const disable = useSnackMutation({
    mutationFn: totpApi.disable,
    success: 'Two-step sign-in turned off',
    invalidates: [totpKeys.status],
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(proof === 'code' ? { code: value } : { password: value });
  };
  return (
    <Modal opened onClose={onClose} title="Turn off two-step sign-in?" centered>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">
            Your authenticator and your recovery codes stop working. Confirm with a code from the
            app or with your password.
          </Text>
          <SegmentedControl
            value={proof}
            onChange={(next) => {
              setProof(next === 'password' ? 'password' : 'code');
              setValue('');
            }}
            data={[
              { value: 'code', label: 'Code' },
              { value: 'password', label: 'Password' },
            ]}
          />
          {proof === 'code' ? (
            <CodeInput value={value} onChange={setValue} />
          ) : (
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              required
              data-autofocus
            />
          )}
          <DialogActions
            onCancel={onClose}
            busy={disable.isPending}
            actionLabel="Turn off"
            danger
            mt="lg"
          />
        </Stack>
      </form>
    </Modal>
  );
}

function TotpState({ status }: { status: TotpStatus }) {
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const start = useMutation({ mutationFn: totpApi.start, onSuccess: setEnrolment });
  const done = () => {
    setCodes(null);
    setEnrolment(null);
    // Once required and now set up, the rest of the private area opens: the page reloads.
    if (status.requiredByOrganisation && !status.enabled) window.location.assign('/admin');
    else void queryClient.invalidateQueries({ queryKey: totpKeys.status });
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={done} />;
  if (enrolment) return <ConfirmStep enrolment={enrolment} onConfirmed={setCodes} />;
  if (status.enabled) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          On since {formatDateTime(status.confirmedAt)}. {status.recoveryCodesLeft} of 10 recovery
          codes left.
        </Text>
        <Button variant="light" color="red" onClick={() => setDisabling(true)}>
          Turn off
        </Button>
        {disabling ? <DisableDialog onClose={() => setDisabling(false)} /> : null}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      {status.requiredByOrganisation ? (
        <Alert color="yellow" title="Required by your organisation">
          Set up an authenticator app to continue to the private area.
        </Alert>
      ) : null}
      <Text size="sm">
        After your password, you will also enter a code from an authenticator app on your phone.
      </Text>
      {start.error ? (
        <Alert color="red" role="alert">
          {start.error.message}
        </Alert>
      ) : null}
      <Button loading={start.isPending} onClick={() => start.mutate()}>
        Set up an authenticator app
      </Button>
    </Stack>
  );
}

/** "Your account": the second factor's set-up, state and switch-off. */
export function TotpSetup() {
  const query = useQuery({ queryKey: totpKeys.status, queryFn: totpApi.status });
  return (
    <section aria-labelledby="totp-heading">
      <Title order={2} size="h4" id="totp-heading" mb="sm">
        Two-step sign-in
      </Title>
      <QueryView query={query}>{(status) => <TotpState status={status} />}</QueryView>
    </section>
  );
}
