import type { FastifyInstance } from 'fastify';

/** From SIGTERM to the process's exit, everything included (what an orchestrator waits before SIGKILL). */
export const SHUTDOWN_LIMIT_MS = 10_000;
/**
 * How long requests in flight and running jobs get to finish (side by side); the rest of the limit is
 * for closing the pool and stopping the embedded PostgreSQL.
 */
export const DRAIN_MS = 8_000;

/**
 * app.close() as a load balancer's back end needs it: the listening socket closes at once (new
 * connections are refused), a request in flight is answered and its connection then closed (not kept
 * alive for the client's next request), and whatever is still open after `drainMs` is cut so the close
 * ends. `onDrainStart` runs as closing begins (the job queue stops taking jobs while requests finish).
 */
export function registerGracefulClose(
  app: FastifyInstance,
  options: { drainMs?: number; onDrainStart?: () => void } = {},
): void {
  let closing = false;
  let cut: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    options.onDrainStart?.();
    const drainMs = options.drainMs ?? DRAIN_MS;
    cut = setTimeout(() => {
      app.log.warn({ afterMs: drainMs }, 'connections still open at shutdown were cut');
      app.server.closeAllConnections();
    }, drainMs);
  });
  // Runs once the HTTP server has closed (onClose hooks run after the server's own close).
  app.addHook('onClose', async () => clearTimeout(cut));
  // A callback, not an async function: it runs on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
