import path from 'node:path';

export interface Config {
  port: number;
  /** Address to listen on (HOST, default 127.0.0.1: reachable only from this machine until a deployment says so). */
  host: string;
  /**
   * Which proxies may tell the client's address and scheme through X-Forwarded-* (TRUST_PROXY, default none):
   * Fastify's trustProxy value — true (every hop), a number of hops, or a list of addresses / CIDR ranges.
   */
  trustProxy: boolean | number | string[];
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
  /** Public URL used in e-mailed links; defaults to the server's own origin (never the request's Host). */
  publicUrl?: string;
  /**
   * Multiplier of every sign-in, registration and demo rate limit (RATE_LIMIT_FACTOR, default 1). Test servers
   * that sign the same demo users in many times raise it; production keeps 1.
   */
  rateLimitFactor: number;
  /** Stripe (README "Payment"): with a secret key licences are paid through Stripe, else by invoice. */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /**
   * STRIPE_API_URL: where the Stripe SDK sends its calls (default Stripe's own API). For a local Stripe stand-in
   * such as stripe-mock in development and tests; production leaves it unset.
   */
  stripeApiUrl?: string;
  /** List price of one advisor licence for a year, in cents (LICENSE_PRICE_CENTS, default 30000). */
  licensePriceCents: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST || '127.0.0.1',
    trustProxy: trustProxy(env.TRUST_PROXY),
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
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    licensePriceCents: licensePrice(env.LICENSE_PRICE_CENTS),
  };
}

/** The dev outbox exists only outside production and without SMTP. */
export const devOutboxEnabled = (c: Config) => c.nodeEnv !== 'production' && !c.smtpUrl;

/** TRUST_PROXY: unset/false/0 → trust no proxy; true; a hop count; or comma-separated addresses or CIDR ranges. */
export function trustProxy(value: string | undefined): Config['trustProxy'] {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry)) {
      throw new Error(`TRUST_PROXY must be true, a number of hops, or a list of addresses, not "${value}".`);
    }
  }
  return list;
}

/**
 * The origin this server answers on when nothing better is known: PUBLIC_URL, else http://HOST:PORT, with
 * loopback and wildcard addresses written as localhost (the name a browser on this machine uses).
 */
export function ownOrigin(c: Config): string {
  if (c.publicUrl) return c.publicUrl.replace(/\/$/, '');
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(c.host);
  const host = local ? 'localhost' : c.host.includes(':') ? `[${c.host}]` : c.host;
  return `http://${host}:${c.port}`;
}

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
