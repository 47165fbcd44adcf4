import path from 'node:path';
import { z } from 'zod';
import { API_ROOT, REPO_ROOT } from './lib/paths.ts';
import {
  type ApplePassKeys,
  type GooglePassKeys,
  PassSettingsError,
  passKeysOf,
  passSettingsSchema,
} from './pass-settings.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** Hops ("1"), or addresses and ranges ("10.0.0.1, 10.1.0.0/16", "loopback"): never "trust everyone". */
const TRUST_PROXY_PATTERN =
  /^(\d{1,2}|[0-9a-fA-F:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)(\s*,\s*([0-9a-fA-F:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal))*$/;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Premia <no-reply@premia.local>'),
  JOB_WORKERS: flag(true),
  WEBHOOKS_ALLOW_PRIVATE: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND_ADMIN_ENABLED: flag(true),
  BRAND_MULTI_STORE: flag(false),
  BRAND_BANNERS: flag(false),
  MAPS_KEY: z.string().optional(),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/\s]+\/\S*\{z\}\S*$/,
      'must be an http(s) tile URL template with {z}, {x} and {y} (and {key} for MAPS_KEY), like https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
  SEED_DEMO: flag(true),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_000_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(10).max(3_600_000).default(120_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(10).max(3_600_000).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(72_000),
  WEB_DIST: z.string().optional(),
  WALLET_DIST: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PUSH_ENDPOINT_ORIGINS: z
    .string()
    .regex(
      /^https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*$/,
      'must be a comma-separated list of origins (http://host:port)',
    )
    .optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots, dashes)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  UPLOAD_STORE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  UPLOAD_STORE_FILES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  UPLOAD_ORPHAN_GRACE_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 365)
    .default(24),
  TRUST_PROXY: z
    .string()
    .regex(
      TRUST_PROXY_PATTERN,
      'must be a number of proxy hops or a comma-separated list of proxy addresses (IP or CIDR)',
    )
    .optional(),
  ...passSettingsSchema,
});

/** The names of every setting (the README's table lists each). */
export const SETTING_NAMES = Object.keys(schema.shape);

/** An S3-compatible bucket for the uploads (STORAGE=s3). */
export interface S3Settings {
  kind: 's3';
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's own chain (an instance or task role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether this process runs the background jobs (mail, clean-up); any process enqueues them. */
  jobWorkers: boolean;
  logLevel: string;
  brand: { adminEnabled: boolean; multiStore: boolean; banners: boolean };
  mapsKey: string | null;
  /** The admin's city map: its tile server's URL template and attribution; without one, a plain grid. */
  mapTiles: { url: string | null; attribution: string | null };
  seedDemo: boolean;
  bodyLimit: number;
  /**
   * When the server closes a connection (docs/DEPLOY.md): idle with nothing sent, headers not all
   * arrived, a request not all arrived, and between two requests on one kept-alive connection; in ms.
   */
  httpTimeouts: { idle: number; headers: number; request: number; keepAlive: number };
  webDist: string;
  walletDist: string;
  /** The bearer token /metrics asks for; without it /metrics is not served. */
  metricsToken: string | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe for the caller's address (rate limits): false (the
   * default: the connection's own address), a number of hops, or their addresses.
   */
  trustProxy: false | number | string[];
  /**
   * Origins Web Push may post to besides the known push services (https): a test's or a self-hosted
   * push service. Empty by default.
   */
  pushEndpointOrigins: string[];
  /**
   * Webhook endpoints may be private, loopback or link-local addresses (a test's local receiver, an
   * integration on the same network); false by default: such addresses are refused (SSRF).
   */
  webhooksAllowPrivate: boolean;
  /** Where uploads are kept: DATA_DIR/uploads, or a bucket. */
  storage: { kind: 'local'; root: string } | S3Settings;
  /**
   * What one store may keep (bytes, files in 24 hours), and how long a file no content names is kept
   * before the sweep removes it (features/uploads).
   */
  uploads: { storeMaxBytes: number; storeFilesPerDay: number; orphanGraceHours: number };
  /** The customer's card in Apple Wallet and Google Wallet: what signs each; null, its button not shown. */
  passes: { apple: ApplePassKeys | null; google: GooglePassKeys | null };
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // npm runs workspace scripts (dev, db:migrate, db:seed) inside apps/api but keeps the folder the
  // command was typed in as INIT_CWD: a relative path is read from there, as the person meant it.
  const fromWhereRun = (p: string) => path.resolve(env.INIT_CWD || process.cwd(), p);
  const dataDir = c.DATA_DIR ? fromWhereRun(c.DATA_DIR) : path.join(REPO_ROOT, 'data');
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    jobWorkers: c.JOB_WORKERS,
    logLevel: c.LOG_LEVEL,
    brand: { adminEnabled: c.BRAND_ADMIN_ENABLED, multiStore: c.BRAND_MULTI_STORE, banners: c.BRAND_BANNERS },
    mapsKey: c.MAPS_KEY ?? null,
    mapTiles: { url: c.MAP_TILE_URL ?? null, attribution: c.MAP_TILE_ATTRIBUTION ?? null },
    seedDemo: c.SEED_DEMO,
    bodyLimit: c.BODY_LIMIT_BYTES,
    httpTimeouts: httpTimeoutsOf(c),
    webDist: c.WEB_DIST ? fromWhereRun(c.WEB_DIST) : path.join(API_ROOT, '../web/dist'),
    walletDist: c.WALLET_DIST ? fromWhereRun(c.WALLET_DIST) : path.join(API_ROOT, '../wallet/dist'),
    metricsToken: c.METRICS_TOKEN,
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    webhooksAllowPrivate: c.WEBHOOKS_ALLOW_PRIVATE,
    pushEndpointOrigins: (c.PUSH_ENDPOINT_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    storage: storageOf(c, dataDir),
    uploads: {
      storeMaxBytes: c.UPLOAD_STORE_MAX_MB * 1024 * 1024,
      storeFilesPerDay: c.UPLOAD_STORE_FILES_PER_DAY,
      orphanGraceHours: c.UPLOAD_ORPHAN_GRACE_HOURS,
    },
    passes: passesOf(c, fromWhereRun),
  };
}

function passesOf(c: z.infer<typeof schema>, resolve: (p: string) => string): Config['passes'] {
  try {
    return passKeysOf(c, resolve);
  } catch (error) {
    if (error instanceof PassSettingsError)
      throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
}

function storageOf(c: z.infer<typeof schema>, dataDir: string): Config['storage'] {
  if (c.STORAGE === 'local') return { kind: 'local', root: path.join(dataDir, 'uploads') };
  const problems: string[] = [];
  if (!c.S3_BUCKET) problems.push('  S3_BUCKET: is required with STORAGE=s3');
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    problems.push(
      '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the AWS SDK then finds them)',
    );
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    kind: 's3',
    endpoint: c.S3_ENDPOINT,
    bucket: c.S3_BUCKET!,
    region: c.S3_REGION,
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
  };
}

function httpTimeoutsOf(c: z.infer<typeof schema>): Config['httpTimeouts'] {
  // Node refuses a headers timeout longer than the whole request's.
  if (c.HTTP_HEADERS_TIMEOUT_MS > c.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  return {
    idle: c.HTTP_IDLE_TIMEOUT_MS,
    headers: c.HTTP_HEADERS_TIMEOUT_MS,
    request: c.HTTP_REQUEST_TIMEOUT_MS,
    keepAlive: c.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  };
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((address) => address.trim());
}
