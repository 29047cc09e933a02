import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  nodeEnv: string;
  /** Folder holding shell and the mfe- remotes (each with a dist folder). */
  rootDir: string;
  /** WebAuthn relying party id and expected origin(s). */
  rpId?: string;
  rpName: string;
  origins: string[];
  /** Remote manifest overrides: REMOTE_PLANDATA_URL etc. */
  remoteUrls: Record<string, string | undefined>;
  /** Public URL used in e-mailed links; defaults to the request's origin. */
  publicUrl?: string;
  /**
   * Multiplier of every sign-in, registration and demo rate limit (RATE_LIMIT_FACTOR, default 1). Test servers
   * that sign the same demo users in many times raise it; production keeps 1.
   */
  rateLimitFactor: number;
  /** Stripe (README "Payment"): with a secret key licences are paid through Stripe, else by invoice. */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** List price of one advisor licence for a year, in cents (LICENSE_PRICE_CENTS, default 30000). */
  licensePriceCents: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Planning Portal <no-reply@localhost>',
    nodeEnv: env.NODE_ENV ?? 'development',
    rootDir: env.PORTAL_ROOT ?? path.resolve(process.cwd(), process.cwd().endsWith('server') ? '..' : '.'),
    rpId: env.RP_ID || undefined,
    rpName: env.RP_NAME ?? 'Financial Planning Portal',
    origins: (env.RP_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    remoteUrls: {
      planData: env.REMOTE_PLANDATA_URL,
      scenarios: env.REMOTE_SCENARIOS_URL,
      admin: env.REMOTE_ADMIN_URL,
      integrations: env.REMOTE_INTEGRATIONS_URL,
    },
    publicUrl: env.PUBLIC_URL || undefined,
    rateLimitFactor: rateLimitFactor(env.RATE_LIMIT_FACTOR),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    licensePriceCents: licensePrice(env.LICENSE_PRICE_CENTS),
  };
}

/** The dev outbox exists only outside production and without SMTP. */
export const devOutboxEnabled = (c: Config) => c.nodeEnv !== 'production' && !c.smtpUrl;

function rateLimitFactor(value: string | undefined): number {
  const n = Number(value ?? 1);
  if (!Number.isFinite(n) || n < 1) throw new Error(`RATE_LIMIT_FACTOR must be a number of at least 1, not "${value}".`);
  return n;
}

function licensePrice(value: string | undefined): number {
  const n = Number(value ?? 30000);
  if (!Number.isInteger(n) || n < 0) throw new Error(`LICENSE_PRICE_CENTS must be a whole number of cents, not "${value}".`);
  return n;
}
