/**
 * Outgoing e-mail. With SMTP_URL set, messages go through that server (nodemailer); without it
 * they are written to the log, so a shop with no mail server can still read a reset link there.
 * Tests pass their own mailer to collect what would have been sent.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends one message; never throws (a failure is logged, the caller's answer does not change). */
  send(message: MailMessage): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        opts.log.warn({ to: message.to, subject: message.subject }, `No SMTP_URL is set, so this e-mail was not sent:\n${message.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: opts.from, ...message });
      } catch (err) {
        opts.log.error({ err, to: message.to, subject: message.subject }, 'An e-mail could not be sent');
      }
    },
  };
}
