/**
 * SMTP e-mail adapter (nodemailer) for EMAIL_PROVIDER=smtp; the server is named
 * by SMTP_URL, e.g. `smtps://user:pass@smtp.example.in:465`.
 */
import nodemailer from 'nodemailer';
import { ProviderError, type EmailProvider } from '../types.js';

export interface SmtpOptions {
  /** nodemailer connection URL (smtp:// or smtps://). */
  url: string;
  /** Sender, e.g. `Seva <no-reply@seva.example.in>`. */
  from: string;
}

/** The SMTP e-mail provider. `send` throws ProviderError when the server refuses or cannot be reached. */
export function createSmtpEmail(options: SmtpOptions): EmailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (cause) {
        throw new ProviderError('The e-mail could not be sent', 'smtp', { cause });
      }
    },
  };
}
