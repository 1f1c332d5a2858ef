import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhook } from './standardWebhooks.js';

describe('Standard Webhooks signatures', () => {
  const body = JSON.stringify({
    type: 'webhook.test',
    timestamp: '2026-11-27T00:00:00Z',
    data: {},
  });
  const now = 1_800_000_000;

  it('signs id.timestamp.body with HMAC-SHA256 of the base64 secret, as the specification does', () => {
    // The specification's own example: its secret, id, timestamp, payload and signature.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const example = '{"test": 2432232314}';
    const headers = signWebhook(
      { id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: 1614265330, body: example },
      [secret],
    );
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('accepts its own signature with the secret and refuses another secret, a changed body or an old timestamp', () => {
    const secret = newWebhookSecret();
    const headers = signWebhook({ id: 'msg_1', timestamp: now, body }, [secret]);
    expect(verifyWebhook(headers, body, secret, now)).toEqual({ ok: true });
    expect(verifyWebhook(headers, body, newWebhookSecret(), now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyWebhook(headers, body.replace('test', 'tost'), secret, now).ok).toBe(false);
    expect(verifyWebhook(headers, body, secret, now + 301)).toEqual({
      ok: false,
      reason: 'stale_timestamp',
    });
    expect(verifyWebhook({}, body, secret, now)).toEqual({ ok: false, reason: 'missing_headers' });
  });

  it('sends both signatures during a rotation, so a receiver with either secret accepts', () => {
    const [old, next] = [newWebhookSecret(), newWebhookSecret()];
    const headers = signWebhook({ id: 'msg_2', timestamp: now, body }, [next, old]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyWebhook(headers, body, old, now).ok).toBe(true);
    expect(verifyWebhook(headers, body, next, now).ok).toBe(true);
  });

  it('makes 32-byte secrets with the whsec_ prefix, each different', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    const manual = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
      .update(`msg_3.${now}.${body}`)
      .digest('base64');
    expect(signWebhook({ id: 'msg_3', timestamp: now, body }, [secret])['webhook-signature']).toBe(
      `v1,${manual}`,
    );
  });
});
