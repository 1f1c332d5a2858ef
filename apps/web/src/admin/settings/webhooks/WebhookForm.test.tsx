// @vitest-environment jsdom
/**
 * Settings → Webhooks' dialogs: the destination form refuses what the server would (no https
 * URL, no event, a Slack channel's non-access events) in words on the fields, and sends a
 * filled one; the secret shows once with a copy button and the warning that it will not be
 * shown again.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { stubMantineBrowserApis } from '../../../testing/mantineInJsdom.js';
import { SecretOnceModal } from './SecretOnceModal.js';
import { WebhookFormModal } from './WebhookFormModal.js';
import { validateWebhookForm } from './webhookForm.js';

beforeAll(stubMantineBrowserApis);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(node: React.ReactNode): void {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(<MantineProvider>{node}</MantineProvider>));
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const byLabel = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((element) =>
    element.textContent.startsWith(label),
  );
  return document.getElementById(found!.htmlFor) as HTMLInputElement;
};
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Reflect.set(HTMLInputElement.prototype, 'value', value, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const submitButton = () =>
  [...dialog().querySelectorAll('button')].find((button) => button.type === 'submit')!;

it('says what is missing on the fields and sends nothing', () => {
  const onSubmit = vi.fn();
  render(<WebhookFormModal kind="webhook" busy={false} onSubmit={onSubmit} onClose={() => {}} />);
  expect(dialog().textContent).toContain('Add endpoint');
  act(() => submitButton().click());
  expect(dialog().textContent).toContain('Enter an https:// URL.');
  expect(dialog().textContent).toContain('Choose at least one event.');
  expect(onSubmit).not.toHaveBeenCalled();

  type(byLabel('Endpoint URL'), 'not a url');
  act(() => submitButton().click());
  expect(dialog().textContent).toContain('Enter an https:// URL.');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('sends the URL, description and the events ticked', () => {
  const onSubmit = vi.fn();
  render(<WebhookFormModal kind="webhook" busy={false} onSubmit={onSubmit} onClose={() => {}} />);
  type(byLabel('Endpoint URL'), 'https://siem.example.com/hooks');
  act(() => byLabel('NDA accepted').click());
  act(() => byLabel('Access request received').click());
  act(() => submitButton().click());
  expect(onSubmit).toHaveBeenCalledWith({
    url: 'https://siem.example.com/hooks',
    description: '',
    eventTypes: ['access_request.received', 'nda.accepted'],
  });
});

it('offers a Slack channel only the access events', () => {
  render(<WebhookFormModal kind="slack" busy={false} onSubmit={() => {}} onClose={() => {}} />);
  const events = [...dialog().querySelectorAll('input[type="checkbox"]')];
  expect(events).toHaveLength(4);
  expect(dialog().textContent).not.toContain('NDA accepted');
  expect(
    validateWebhookForm('slack', {
      url: 'https://hooks.slack.com/services/T/B/x',
      description: '',
      eventTypes: ['nda.accepted'],
    }),
  ).toEqual({
    eventTypes: 'Slack channels receive only the access request and expiring access events.',
  });
});

it('shows the server’s refusal on its field', () => {
  render(
    <WebhookFormModal
      kind="webhook"
      busy={false}
      serverErrors={{ url: 'This address cannot be used: refused by the address policy' }}
      onSubmit={() => {}}
      onClose={() => {}}
    />,
  );
  expect(dialog().textContent).toContain('This address cannot be used');
});

it('shows the secret once, with a copy button and the warning', () => {
  const onClose = vi.fn();
  render(
    <SecretOnceModal
      secret="whsec_c2VjcmV0LXNlY3JldA=="
      url="https://siem.example.com/hooks"
      onClose={onClose}
    />,
  );
  expect(dialog().textContent).toContain('It will not be shown again.');
  expect(byLabel('Signing secret').value).toBe('whsec_c2VjcmV0LXNlY3JldA==');
  const buttons = [...dialog().querySelectorAll('button')].map((button) => button.textContent);
  expect(buttons).toContain('Copy');
  act(() =>
    [...dialog().querySelectorAll('button')].find((b) => b.textContent === 'Done')!.click(),
  );
  expect(onClose).toHaveBeenCalled();
});

it('shows nothing when there is no secret to show', () => {
  render(<SecretOnceModal secret={null} url="" onClose={() => {}} />);
  expect(document.querySelector('[role="dialog"]')).toBeNull();
});
