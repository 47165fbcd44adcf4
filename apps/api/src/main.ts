import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ACCOUNTS } from './db/seed.ts';
import { SHUTDOWN_LIMIT_MS } from './plugins/graceful-close.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() bounds each of its steps (plugins/graceful-close.ts); this is the last resort.
    const timer = setTimeout(() => {
      app.log.error({ signal, limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown took too long: exiting now');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(timer);
    app.log.info({ signal }, 'shut down cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nPremia is running at http://localhost:${port}  (API docs: http://localhost:${port}/docs)`);
  if (config.seedDemo) {
    console.log('Demo accounts (password Premia2026!):');
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(24)} ${account.role}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
