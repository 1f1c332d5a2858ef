/**
 * Tokens a mail carries (a set-password link, a sign-in link, an invitation) are for its
 * recipient alone. The outbox, which the Sent mail page shows, keeps the message with each one
 * replaced by a slot; the tokens ride in the mail job's payload, are put back only for the send,
 * and are dropped from the job once it is sent or given up (mailJob.ts). A retry therefore still
 * mails the real link, and no reader of the outbox ever sees a usable one.
 */
export interface StoredMailParts {
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** What the outbox shows in place of the i-th secret. */
export const secretSlot = (index: number): string => `[redacted-secret-${index + 1}]`;

const mapParts = (parts: StoredMailParts, change: (value: string) => string): StoredMailParts => ({
  html: change(parts.html),
  text: change(parts.text),
  headers: Object.fromEntries(
    Object.entries(parts.headers).map(([name, value]) => [name, change(value)]),
  ),
});

/** The message as the outbox keeps it. A secret the message does not contain is a bug. */
export function redactSecrets(parts: StoredMailParts, secrets: readonly string[]): StoredMailParts {
  secrets.forEach((secret) => {
    const whole = `${parts.html}\n${parts.text}\n${Object.values(parts.headers).join('\n')}`;
    if (secret.length < 8 || !whole.includes(secret)) {
      throw new Error('a mail secret must be a token the rendered message contains');
    }
  });
  return mapParts(parts, (value) =>
    secrets.reduce((out, secret, index) => out.replaceAll(secret, secretSlot(index)), value),
  );
}

/** The message as its recipient gets it. */
export const revealSecrets = (
  parts: StoredMailParts,
  secrets: readonly string[],
): StoredMailParts =>
  mapParts(parts, (value) =>
    secrets.reduce((out, secret, index) => out.replaceAll(secretSlot(index), secret), value),
  );

/** The secrets a mail job's payload carries (none for mail without links that grant anything). */
export const secretsOfPayload = (payload: Record<string, unknown>): string[] => {
  const { secrets } = payload;
  return Array.isArray(secrets) ? secrets.filter((s): s is string => typeof s === 'string') : [];
};
