// The e2e run's mail server: a real SMTP server (smtp-server) the Candor server sends to through
// SMTP_URL, and a small HTTP endpoint where specs read what arrived, parsed (mailparser), as a
// mail client would see it: `GET /mails?to=address` answers the messages to that address, oldest
// first. Started by Playwright beside the server (playwright.config.ts, webServer).
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('MAIL_CATCHER_SMTP_PORT and _HTTP_PORT are needed');

/** @type {{ to: string[], from: string, subject: string, text: string, html: string, headers: Record<string, string>, receivedAt: string }[]} */
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        const headers = {};
        for (const line of parsed.headerLines)
          headers[line.key] = line.line.slice(line.key.length + 1).trim();
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: parsed.from?.text ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers,
          receivedAt: new Date().toISOString(),
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
}).listen(httpPort, '127.0.0.1');
