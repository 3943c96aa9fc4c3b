import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when configured; otherwise a development outbox that logs each mail and keeps the last ones. The
 * outbox logs a mail's text (reset codes included) only when `logMailText` is on: never in production.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  logMailText: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return createOutbox(options.logger, options.logMailText);
}

export interface Outbox extends Mailer {
  readonly sent: Mail[];
}

export function createOutbox(logger?: Logger, logMailText = false): Outbox {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      if (sent.length > 50) sent.shift();
      const text = logMailText ? { text: mail.text } : {};
      logger?.info({ to: mail.to, subject: mail.subject, ...text }, 'mail written to the development outbox');
    },
  };
}
