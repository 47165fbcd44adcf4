// A load balancer for the e2e's two API processes: each request goes to the next backend in turn, so
// one browser's consecutive requests alternate between them. Every answer says who served it
// (`x-served-by`), and GET /__proxy/served counts the requests each backend answered. A request may ask
// for a backend by name (`x-serve-with`): a test's way to send an attempt and its retry to different ones.
import http from 'node:http';

export const SERVED_BY = 'x-served-by';
export const SERVE_WITH = 'x-serve-with';
export const COUNTS_PATH = '/__proxy/served';

// Per connection, not per message: each side keeps its own.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', SERVE_WITH];

const withoutHopByHop = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

/** Listens on `port` (every address) in front of `backends` ([{ name, port }] on 127.0.0.1). */
export async function startRoundRobinProxy(port, backends) {
  const agent = new http.Agent({ keepAlive: true });
  const served = Object.fromEntries(backends.map((backend) => [backend.name, 0]));
  let next = 0;
  const pick = (asked) => {
    const named = backends.find((backend) => backend.name === asked);
    if (named) return named;
    const backend = backends[next % backends.length];
    next += 1;
    return backend;
  };

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === COUNTS_PATH) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(served));
      return;
    }
    const backend = pick(req.headers[SERVE_WITH]);
    served[backend.name] += 1;
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: withoutHopByHop(req.headers),
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...withoutHopByHop(answer.headers),
          [SERVED_BY]: backend.name,
        });
        answer.pipe(res);
      },
    );
    forwarded.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { 'content-type': 'text/plain', [SERVED_BY]: backend.name });
      res.end(`backend ${backend.name} failed: ${error.message}`);
    });
    // A browser that gives up before the answer ends must not leave the backend's request hanging.
    res.on('close', () => {
      if (!res.writableFinished) forwarded.destroy();
    });
    req.pipe(forwarded);
  });
  // Playwright keeps idle connections open for good; a server that closes them after its default 5 s
  // races the next request on one (ECONNRESET). This proxy lives as long as the test: never close idle.
  server.keepAliveTimeout = 0;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
