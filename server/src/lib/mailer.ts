import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/index';
import type { Config } from '../config';

export interface Mail {
  to: string; subject: string; text: string; code?: string; link?: string;
  /** The sender's display name: the firm's name where the mail is about a firm's plan or team (else the configured one). */
  fromName?: string | null;
}

/** The address part of a sender such as `Planning Portal <no-reply@example.com>`. */
export function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** A display name fit for a From header: one line, no angle brackets or quotes, at most 100 characters. */
export function displayName(name: string): string {
  return name.replace(/[\r\n<>"]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
}

export interface Mailer { send(mail: Mail): Promise<void> }

/** SMTP when SMTP_URL is set; otherwise the dev outbox (stored, logged, shown at /dev/outbox). */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        const name = mail.fromName ? displayName(mail.fromName) : '';
        const from = name ? { name, address: senderAddress(config.mailFrom) } : config.mailFrom;
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null, link: mail.link ?? null, fromName: mail.fromName ? displayName(mail.fromName) || null : null });
      log.info({ to: mail.to, subject: mail.subject, code: mail.code, link: mail.link }, 'dev outbox: mail stored (no SMTP_URL)');
    },
  };
}
