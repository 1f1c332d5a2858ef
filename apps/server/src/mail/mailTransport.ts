/**
 * Where mail goes: an SMTP server (nodemailer over SMTP_URL), or nowhere but the outbox table
 * when none is configured, so a demo installation works without a mail server. nodemailer (about
 * 5 MB once loaded) is loaded by the first mail sent, not at start.
 */
import type { Transporter } from 'nodemailer';
import { SMTP_POOL_CONNECTIONS } from './mailQueue.js';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Stable per message, so a receiver can drop a copy sent again after a crash. */
  messageId: string;
}

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with its reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refusal the SMTP server will give again (5xx): retrying cannot help. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

/**
 * The mail server could not be reached or is closing (no SMTP reply, or 421): nothing about this
 * message. When a send succeeds again, the mails that waited for it are retried at once.
 */
export class MailServerUnavailableError extends Error {
  override name = 'MailServerUnavailableError';
}

const responseCodeOf = (error: unknown): number | null => {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return null;
  const code = error.responseCode;
  return typeof code === 'number' ? code : null;
};

export function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url: smtpUrl,
      // Connections are kept and reused: a fan-out to thousands does not connect thousands of times.
      pool: true,
      maxConnections: SMTP_POOL_CONNECTIONS,
      maxMessages: Infinity,
      // A server that does not answer is a failed attempt, retried later, never a stuck job.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  };
  return {
    async send(mail) {
      transporter ??= open();
      const opened = await transporter;
      try {
        await opened.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers,
          messageId: mail.messageId,
        });
      } catch (error) {
        const code = responseCodeOf(error);
        const message = error instanceof Error ? error.message : String(error);
        if (code !== null && code >= 500) throw new PermanentMailError(message, { cause: error });
        if (code === null || code === 421) {
          throw new MailServerUnavailableError(message, { cause: error });
        }
        throw error;
      }
    },
    close() {
      void transporter?.then((opened) => opened.close());
    },
  };
}
