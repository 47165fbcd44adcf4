import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@premia/contract';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { tellUndoneRoundsTo } from './db/gathered-statements.ts';
import { runMigrations } from './db/migrate.ts';
import { refuseUnfinishedRestore } from './db/restore-marker.ts';
import { seedDemoIfEmpty } from './db/seed.ts';
import { handlers } from './features/index.ts';
import { registerPassDownloads } from './features/loyalty/passes/index.ts';
import { walletManifest } from './features/loyalty/wallet/index.ts';
import { createJobQueue, installJobQueue } from './jobs/job-queue.ts';
import { JOBS } from './jobs/registry.ts';
import { bootSteps } from './lib/boot-steps.ts';
import type { Deps } from './lib/context.ts';
import { withSafeErrors } from './lib/error-log.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { registerApiRoutes } from './plugins/api-routes.ts';
import { registerCompression } from './plugins/compression.ts';
import { contentSecurityPolicy } from './plugins/content-security-policy.ts';
import { registerDocs } from './plugins/docs.ts';
import { clientErrorHandler, frameworkError, registerErrorHandling } from './plugins/errors.ts';
import { DRAIN_MS, registerGracefulClose } from './plugins/graceful-close.ts';
import { registerHealth } from './plugins/health.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUploadFiles } from './plugins/uploads.ts';
import { registerWalletApp } from './plugins/wallet-app.ts';
import { registerWebApp } from './plugins/web.ts';
import { createStorage } from './storage/storage.ts';
import { setWebhookQueue } from './webhooks/nudge.ts';

interface BuildOptions {
  /** An already open database (tests); otherwise DATABASE_URL or the embedded server. */
  database?: Database;
  logger?: Logger;
}

/**
 * The whole server, in boot order: database; migrations then the demo data, beside the job queue's
 * install; then the job workers beside the HTTP plugins and features. Each step logs its time.
 */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  // No error's query parameters (personal data) ever reach the log, whoever logs it.
  const log = withSafeErrors(options.logger ?? createLogger(config.logLevel));
  const step = bootSteps(log);
  const database = options.database ?? (await step('database', () => openDatabase(config, log)));
  try {
    // A database a restore left unfinished is not started on as if new (it would get the demo data).
    await refuseUnfinishedRestore(database.pool);
    // pg-boss's schema is its own: installing the queues waits for none of our migrations.
    const done = await Promise.allSettled([
      step('migrations', () => runMigrations(database)).then(
        () => config.seedDemo && step('demo data', () => seedDemoIfEmpty(database.db, log)),
      ),
      step('job queue install', () => installJobQueue(database.url, JOBS)),
    ]);
    for (const result of done) if (result.status === 'rejected') throw result.reason;
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const jobs = createJobQueue({ url: database.url, log, schedules: config.env !== 'test', queues: JOBS });
  tellUndoneRoundsTo((err, statements) =>
    log.warn({ err, statements }, 'a gathered round failed; its statements were sent one by one'),
  );
  const storage = await createStorage(config);
  const deps: Deps = { config, database, db: database.db, mailer, jobs, storage, log };
  setWebhookQueue(jobs);
  // The workers start (pg-boss's own connections) while the HTTP side is put together.
  const workersStarted = config.jobWorkers ? step('job workers', () => jobs.start(deps)) : undefined;

  const timeouts = config.httpTimeouts;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    // Slow or idle connections are closed (docs/DEPLOY.md): Node checks the headers' and the request's
    // deadlines every connectionsCheckingInterval, so that is a fraction of the shortest.
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    requestTimeout: timeouts.request,
    http: {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      keepAliveTimeout: timeouts.keepAlive,
      connectionsCheckingInterval: Math.max(5, Math.min(30_000, Math.floor(timeouts.headers / 4))),
    },
    clientErrorHandler,
    frameworkErrors: frameworkError,
    genReqId: () => randomUUID(),
    // TRUST_PROXY: no proxy by default (X-Forwarded-For is anyone's to write); hops or addresses when set.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  registerErrorHandling(app);
  // Closing: running jobs finish (bounded) while the requests in flight do, both before the database closes.
  let jobsStopped: Promise<void> | undefined;
  const stopJobs = () =>
    jobs.stop(DRAIN_MS).catch((error) => log.error({ err: error }, 'the job queue did not stop cleanly'));
  registerGracefulClose(app, { onDrainStart: () => (jobsStopped = stopJobs()) });
  registerSecurityHeaders(app, { contentSecurityPolicy: contentSecurityPolicy(config.mapTiles.url) });
  await registerCompression(app);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });
  registerHealth(app, database);
  registerMetrics(app, database, config.metricsToken);
  registerUploadFiles(app, storage);
  registerPassDownloads(app, deps);
  await step('routes', async () => registerApiRoutes(app, deps, handlers));
  await step('API docs', () => registerDocs(app, config.publicUrl));
  await registerWalletApp(app, config.walletDist, (address) => walletManifest(database.db, address));
  await registerWebApp(app, config.webDist);

  await workersStarted;
  app.addHook('onClose', async () => {
    // The jobs running finish first (bounded): they use the mailer and the database.
    await (jobsStopped ?? stopJobs());
    mailer.close();
    if (!options.database) await database.close();
  });
  return app;
}
