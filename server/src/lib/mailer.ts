import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/index';
import type { Config } from '../config';

export interface Mail { to: string; subject: string; text: string; code?: string; link?: string }

export interface Mailer { send(mail: Mail): Promise<void> }

/** SMTP when SMTP_URL is set; otherwise the dev outbox (stored, logged, shown at /dev/outbox). */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null, link: mail.link ?? null });
      log.info({ to: mail.to, subject: mail.subject, code: mail.code, link: mail.link }, 'dev outbox: mail stored (no SMTP_URL)');
    },
  };
}
