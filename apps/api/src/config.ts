/**
 * Configuration: environment variables → typed config, validated with zod at
 * boot, in this one place. Every variable, its default and meaning is listed
 * in README.md ("Configuration").
 */
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';
import { INDIAN_STATES, RETENTION } from '@seva/contracts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
  OTP_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(15 * 60),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  CORS_ORIGINS: z.string().default(''),
  SERVE_WEB: bool.optional(),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  SEED_DEMO_DATA: bool.default(true),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters.').optional(),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  RECHARGE_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  MEMBERSHIP_NOTICE_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  RECHARGE_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  MATCH_DIGEST_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  DATA_EXPORT_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  RETENTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  PGLITE_VACUUM_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(0),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(RETENTION.backupCopies),

  SMS_PROVIDER: z.enum(['sandbox', 'msg91']).default('sandbox'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_TEXT_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),

  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  SANDBOX_PAYMENT_SECRET: z.string().min(32).optional(),

  PAYPAL_PROVIDER: z.enum(['sandbox', 'paypal']).default('sandbox'),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),

  RECHARGE_PROVIDER: z.enum(['sandbox', 'aggregator']).default('sandbox'),
  RECHARGE_AGGREGATOR_URL: z.string().url().optional(),
  RECHARGE_AGGREGATOR_TOKEN: z.string().optional(),
  RECHARGE_SANDBOX_PENDING_SECONDS: z.coerce.number().int().min(0).default(20),

  PUSH_PROVIDER: z.enum(['sandbox', 'web-push']).default('sandbox'),
  VAPID_PUBLIC_KEY: z.string().trim().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(40).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT is a mailto: address or an https:// URL')
    .default('mailto:support@seva.example.in'),

  EMAIL_PROVIDER: z.enum(['sandbox', 'smtp']).default('sandbox'),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Seva <no-reply@seva.example.in>'),

  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_PRIVATE_BUCKET: z.string().optional(),

  BRAND_OFFICE_ADDRESS: z
    .string()
    .default('Seva Devotional Services Pvt. Ltd., B-42, Sector 63, Noida, Uttar Pradesh 201301'),
  BRAND_PHONE: z.string().default('+91 120 456 7890'),
  BRAND_EMAIL: z.string().default('support@seva.example.in'),
  BRAND_FACEBOOK_URL: z.string().default('https://www.facebook.com/sevaapp'),
  BRAND_INSTAGRAM_URL: z.string().default('https://www.instagram.com/sevaapp'),
  BRAND_YOUTUBE_URL: z.string().default('https://www.youtube.com/@sevaapp'),
  BRAND_X_URL: z.string().default('https://x.com/sevaapp'),
  BRAND_APP_STORE_URL: z.string().default('https://apps.apple.com/in/app/seva/id0000000000'),
  BRAND_PLAY_STORE_URL: z.string().default('https://play.google.com/store/apps/details?id=in.seva.app'),
  BRAND_FLIGHT_BOOKING_URL: z.string().default('https://travel.seva.example.in/flights'),
  BRAND_HOTEL_BOOKING_URL: z.string().default('https://travel.seva.example.in/hotels'),
  // The seller named on GST invoices (issue 23). The defaults are a clearly fake sandbox identity: set the real
  // legal name, GSTIN and its state in production. The invoice's address is BRAND_OFFICE_ADDRESS.
  BRAND_LEGAL_NAME: z.string().min(1).default('Seva Devotional Services Pvt. Ltd. (SANDBOX — not a real business)'),
  BRAND_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'a GSTIN has 15 characters, e.g. 09ABCDE1234F1Z5')
    .default('09ABCDE1234F1Z5'),
  BRAND_GST_STATE: z.enum(INDIAN_STATES).default('Uttar Pradesh'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * How many API processes `npm start` runs (cluster.ts): WEB_CONCURRENCY, by default one per
   * core when both DATABASE_URL and REDIS_URL are set, else 1. Above 1 needs both: embedded
   * PGlite cannot be shared, and sockets, rate limits and cache invalidations cross processes
   * through Redis.
   */
  webConcurrency: number;
  jwtSecret: string;
  /** How long an access token (JWT) lives; the session goes on through its refresh cookie. */
  accessTokenTtlSeconds: number;
  otpSecret: string;
  publicUrl: string;
  corsOrigins: string[];
  serveWeb: boolean;
  webDistDir: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  /** API requests per minute of one signed-in customer (keyed by the verified token); sensitive routes set tighter ones. */
  rateLimitPerMinute: number;
  /** API requests per minute without a valid token from one IP address (generous: carrier NAT puts many people on one). */
  rateLimitPerIpPerMinute: number;
  /**
   * The bearer token that lets a scraper read GET /api/metrics from anywhere
   * (plugins/metrics.ts); unset = loopback only.
   */
  metricsToken: string | undefined;
  /** How often payment reconciliation runs; 0 = never (tests call it directly). */
  reconcileIntervalMs: number;
  /** How often pending recharges are asked about (jobs/poll-recharges.ts); 0 = never (tests call it directly). */
  rechargePollIntervalMs: number;
  /** How often members are told their paid Milan Sathi plan ends soon (jobs/notify-membership-expiry.ts); 0 = never. */
  membershipNoticeIntervalMs: number;
  /** How often plan-validity and bill-due reminders are stored (jobs/notify-recharge-reminders.ts, issue 23); 0 = never. */
  rechargeReminderIntervalMs: number;
  /** How often the puja-day and yatra departure reminders pass runs (jobs/notify-reminders.ts); 0 = never. */
  reminderIntervalMs: number;
  /** How often the daily new-matches e-mail pass runs (milan/match-emails/digest.ts; once a member per India day); 0 = never. */
  matchDigestIntervalMs: number;
  /** How often the "Download my data" pass runs (data-export/service.ts: leftover pending exports, expired files); 0 = never. */
  dataExportIntervalMs: number;
  /** How often security logs older than RETENTION.securityLogsYears are deleted (auth/retention.ts); 0 = never. */
  retentionIntervalMs: number;
  /** How often embedded PGlite runs VACUUM (ANALYZE) (db/upkeep.ts; first a few seconds after start); 0 = never. */
  pgliteVacuumIntervalMs: number;
  /** Embedded PGlite's shared_buffers in MiB; unset = db/pglite-thread.ts DEFAULT_SHARED_BUFFERS_MB. */
  pgliteSharedBuffersMb: number | undefined;
  /**
   * Backups (backup/, docs/decisions/016): where `npm run db:backup` and the schedule write them
   * (BACKUP_DIR, default DATA_DIR/backups), how often the server takes one (BACKUP_INTERVAL_HOURS;
   * 0 = never) and how many of the newest the schedule keeps (BACKUP_KEEP).
   */
  backup: { dir: string; intervalMs: number; keep: number };
  sms:
    | { provider: 'sandbox' }
    | {
        provider: 'msg91';
        authKey: string;
        templateId: string;
        /** The flow of notification and receipt texts (issue 23); unset = no texts sent. */
        textTemplateId: string | undefined;
        baseUrl: string;
      };
  email: { provider: 'sandbox'; from: string } | { provider: 'smtp'; url: string; from: string };
  /**
   * Web Push (issue 23): the sandbox (pushes land in the dev outbox) or
   * web-push to each subscription's push service. The VAPID key pair (P-256,
   * base64url: the public key as an uncompressed point, the private key as its
   * 32 bytes) and the subject (mailto: or https:) push services may contact.
   */
  push: { provider: 'sandbox' | 'web-push'; vapid: VapidKeys & { subject: string } };
  /** Card payments: the sandbox gateway (local secret) or Razorpay. */
  payments: { provider: 'sandbox' | 'razorpay'; keyId: string; keySecret: string; webhookSecret: string };
  /** PayPal (USD): the local sandbox, or Orders v2 on PayPal's sandbox or live environment. */
  paypal:
    | { provider: 'sandbox'; clientId: string }
    | { provider: 'paypal'; clientId: string; clientSecret: string; environment: 'sandbox' | 'live' };
  /** Recharge and bill payment: the sandbox aggregator (1111 numbers pending for `pendingMs`) or the real one's HTTP API. */
  recharge: { provider: 'sandbox'; pendingMs: number } | { provider: 'aggregator'; baseUrl: string; token: string };
  /**
   * Uploaded images: local disk under `dataDir/uploads`, or an S3-compatible
   * bucket served from `publicUrl`. Private files (ID documents) go to
   * `dataDir/private`, or with S3 to `privateBucket`.
   */
  storage:
    | { provider: 'local' }
    | {
        provider: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        /** Unset = the AWS SDK's default credential chain. */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        /** Public base of stored files, no trailing slash. */
        publicUrl: string;
        /** The bucket of private files (members' ID documents): never public, read only through the API. */
        privateBucket: string;
      };
  branding: {
    officeAddress: string;
    phone: string;
    email: string;
    social: { facebook: string; instagram: string; youtube: string; x: string };
    appStoreUrl: string;
    playStoreUrl: string;
    flightBookingUrl: string;
    hotelBookingUrl: string;
    /** Who sells, on GST invoices: legal name, GSTIN and the state registered (its place of business). */
    seller: { legalName: string; gstin: string; state: string };
  };
  /** True when the dev outbox route exists: sandbox SMS + e-mail and not production. */
  devOutbox: boolean;
  /** True when the sandbox checkout routes exist: sandbox payments and not production. */
  sandboxPayments: boolean;
  /** True when the sandbox PayPal approval route exists: sandbox PayPal and not production. */
  sandboxPaypal: boolean;
}

/**
 * Reads a secret from the environment; outside production, when unset, a
 * random one is generated once into `DATA_DIR/<file>` and reused.
 * Throws in production when the variable is unset.
 */
function secretFrom(value: string | undefined, name: string, dataDir: string, production: boolean): string {
  if (value) return value;
  if (production) throw new Error(`${name} is required when NODE_ENV=production.`);
  const file = join(dataDir, `.${name.toLowerCase()}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A VAPID key pair, base64url (RFC 8292): the uncompressed P-256 public point and the private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither);
 * when unset, a pair is generated once into `DATA_DIR/.vapid_keys.json` and
 * reused (like the other dev secrets), so subscriptions survive restarts.
 * Throws in production when `required` (PUSH_PROVIDER=web-push) and unset.
 */
function vapidKeysFrom(env: Env, dataDir: string, required: boolean): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY)
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  if (required)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required with PUSH_PROVIDER=web-push in production.');
  const file = join(dataDir, '.vapid_keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar may come shorter than 32 bytes (leading zeros); push libraries want exactly 32.
  const privateKey = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()]).subarray(-32);
  const keys = {
    publicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
    privateKey: privateKey.toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * Builds the config from `source` (default `process.env`).
 * Throws an Error listing every invalid variable.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR);

  let sms: Config['sms'] = { provider: 'sandbox' };
  if (env.SMS_PROVIDER === 'msg91') {
    if (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID)
      throw new Error('Invalid configuration:\n  SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
    sms = {
      provider: 'msg91',
      authKey: env.MSG91_AUTH_KEY,
      templateId: env.MSG91_TEMPLATE_ID,
      textTemplateId: env.MSG91_TEXT_TEMPLATE_ID,
      baseUrl: env.MSG91_BASE_URL,
    };
  }
  let email: Config['email'] = { provider: 'sandbox', from: env.EMAIL_FROM };
  if (env.EMAIL_PROVIDER === 'smtp') {
    if (!env.SMTP_URL) throw new Error('Invalid configuration:\n  EMAIL_PROVIDER=smtp needs SMTP_URL');
    email = { provider: 'smtp', url: env.SMTP_URL, from: env.EMAIL_FROM };
  }

  let payments: Config['payments'];
  if (env.PAYMENT_PROVIDER === 'razorpay') {
    if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET)
      throw new Error(
        'Invalid configuration:\n  PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    payments = {
      provider: 'razorpay',
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    };
  } else {
    const secret = secretFrom(env.SANDBOX_PAYMENT_SECRET, 'SANDBOX_PAYMENT_SECRET', dataDir, false);
    payments = {
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
      keySecret: secret,
      webhookSecret: `${secret}.webhook`,
    };
  }

  let paypal: Config['paypal'] = { provider: 'sandbox', clientId: 'paypal-sandbox' };
  if (env.PAYPAL_PROVIDER === 'paypal') {
    if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET)
      throw new Error(
        'Invalid configuration:\n  PAYPAL_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      );
    paypal = {
      provider: 'paypal',
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      environment: env.PAYPAL_ENVIRONMENT,
    };
  }

  let recharge: Config['recharge'] = { provider: 'sandbox', pendingMs: env.RECHARGE_SANDBOX_PENDING_SECONDS * 1000 };
  if (env.RECHARGE_PROVIDER === 'aggregator') {
    if (!env.RECHARGE_AGGREGATOR_URL || !env.RECHARGE_AGGREGATOR_TOKEN)
      throw new Error(
        'Invalid configuration:\n  RECHARGE_PROVIDER=aggregator needs RECHARGE_AGGREGATOR_URL and RECHARGE_AGGREGATOR_TOKEN',
      );
    recharge = { provider: 'aggregator', baseUrl: env.RECHARGE_AGGREGATOR_URL, token: env.RECHARGE_AGGREGATOR_TOKEN };
  }

  const shared = Boolean(env.DATABASE_URL && env.REDIS_URL);
  if ((env.WEB_CONCURRENCY ?? 1) > 1 && !shared)
    throw new Error(
      'Invalid configuration:\n  WEB_CONCURRENCY above 1 needs DATABASE_URL and REDIS_URL (embedded PGlite cannot be shared; sockets, rate limits and caches meet in Redis)',
    );

  let storage: Config['storage'] = { provider: 'local' };
  if (env.STORAGE_PROVIDER === 's3') {
    if (!env.S3_BUCKET || !env.S3_PUBLIC_URL)
      throw new Error('Invalid configuration:\n  STORAGE_PROVIDER=s3 needs S3_BUCKET and S3_PUBLIC_URL');
    if (!env.S3_PRIVATE_BUCKET || env.S3_PRIVATE_BUCKET === env.S3_BUCKET)
      throw new Error(
        'Invalid configuration:\n  STORAGE_PROVIDER=s3 needs S3_PRIVATE_BUCKET, a private bucket other than S3_BUCKET (members’ ID documents)',
      );
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      throw new Error(
        'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
      );
    storage = {
      provider: 's3',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicUrl: env.S3_PUBLIC_URL.replace(/\/$/, ''),
      privateBucket: env.S3_PRIVATE_BUCKET,
    };
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    webConcurrency: env.WEB_CONCURRENCY ?? (shared ? availableParallelism() : 1),
    jwtSecret: secretFrom(env.JWT_SECRET, 'JWT_SECRET', dataDir, isProduction),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    otpSecret: secretFrom(env.OTP_SECRET, 'OTP_SECRET', dataDir, isProduction),
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    serveWeb: env.SERVE_WEB ?? isProduction,
    webDistDir: resolve(REPO_ROOT, env.WEB_DIST_DIR),
    seedDemoData: env.SEED_DEMO_DATA,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitPerIpPerMinute: env.RATE_LIMIT_PER_IP_PER_MINUTE,
    metricsToken: env.METRICS_TOKEN,
    reconcileIntervalMs: (env.RECONCILE_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60)) * 1000,
    rechargePollIntervalMs: (env.RECHARGE_POLL_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 10)) * 1000,
    membershipNoticeIntervalMs: (env.MEMBERSHIP_NOTICE_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 3600)) * 1000,
    rechargeReminderIntervalMs: (env.RECHARGE_REMINDER_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 3600)) * 1000,
    reminderIntervalMs: (env.REMINDER_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 900)) * 1000,
    matchDigestIntervalMs: (env.MATCH_DIGEST_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 3600)) * 1000,
    dataExportIntervalMs: (env.DATA_EXPORT_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 300)) * 1000,
    retentionIntervalMs: (env.RETENTION_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 86_400)) * 1000,
    pgliteVacuumIntervalMs: (env.PGLITE_VACUUM_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 600)) * 1000,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    backup: {
      dir: env.BACKUP_DIR ? resolve(REPO_ROOT, env.BACKUP_DIR) : join(dataDir, 'backups'),
      intervalMs: Math.round(env.BACKUP_INTERVAL_HOURS * 3_600_000),
      keep: env.BACKUP_KEEP,
    },
    sms,
    email,
    push: {
      provider: env.PUSH_PROVIDER,
      vapid: {
        ...vapidKeysFrom(env, dataDir, isProduction && env.PUSH_PROVIDER === 'web-push'),
        subject: env.VAPID_SUBJECT,
      },
    },
    branding: {
      officeAddress: env.BRAND_OFFICE_ADDRESS,
      phone: env.BRAND_PHONE,
      email: env.BRAND_EMAIL,
      social: {
        facebook: env.BRAND_FACEBOOK_URL,
        instagram: env.BRAND_INSTAGRAM_URL,
        youtube: env.BRAND_YOUTUBE_URL,
        x: env.BRAND_X_URL,
      },
      appStoreUrl: env.BRAND_APP_STORE_URL,
      playStoreUrl: env.BRAND_PLAY_STORE_URL,
      flightBookingUrl: env.BRAND_FLIGHT_BOOKING_URL,
      hotelBookingUrl: env.BRAND_HOTEL_BOOKING_URL,
      seller: { legalName: env.BRAND_LEGAL_NAME, gstin: env.BRAND_GSTIN, state: env.BRAND_GST_STATE },
    },
    devOutbox: !isProduction && sms.provider === 'sandbox' && email.provider === 'sandbox',
    payments,
    sandboxPayments: !isProduction && payments.provider === 'sandbox',
    paypal,
    sandboxPaypal: !isProduction && paypal.provider === 'sandbox',
    recharge,
    storage,
  };
}
