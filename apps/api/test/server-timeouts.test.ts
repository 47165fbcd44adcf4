import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app.ts';

/**
 * Slow and idle connections are closed (issue 31.8, docs/DEPLOY.md): the server's timeouts, made small
 * here so that the test waits little; what is checked is that the server closes, not how fast.
 */
const t = useTestApp({
  seed: false,
  env: {
    HTTP_IDLE_TIMEOUT_MS: '400',
    HTTP_HEADERS_TIMEOUT_MS: '300',
    HTTP_REQUEST_TIMEOUT_MS: '600',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
  },
});
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.app.server.closeAllConnections());

/** Opens a connection, writes what is given, and answers what the server sent once it closed it. */
function untilClosed(write: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => write(socket));
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('the server closes slow and idle connections', () => {
  it('closes a connection that sends nothing', async () => {
    const answer = await untilClosed(() => {});
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a connection whose headers never end, answering 408 in the envelope', async () => {
    const answer = await untilClosed((s) =>
      s.write('POST /login/client HTTP/1.1\r\nHost: premia.test\r\nX-Slow: '),
    );
    if (answer) {
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(bodyOf(answer)).toMatchObject({ s: 'not-ok', code: 'request.timeout' });
    }
  });

  it('closes a connection whose body never ends', async () => {
    const answer = await untilClosed((s) =>
      s.write(
        'POST /login/client HTTP/1.1\r\nHost: premia.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      ),
    );
    expect(answer === '' || /^HTTP\/1\.1 (408|400)/.test(answer)).toBe(true);
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const answer = await untilClosed((s) =>
      s.write('GET /health HTTP/1.1\r\nHost: premia.test\r\nConnection: keep-alive\r\n\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 (200|503)/);
  });

  it('answers headers over the size limit with 431 in the envelope', async () => {
    const answer = await untilClosed((s) =>
      s.write(`GET /health HTTP/1.1\r\nHost: premia.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(bodyOf(answer)).toEqual({
      s: 'not-ok',
      m: 'Las cabeceras de la petición son demasiado grandes.',
      code: 'request.headersTooLarge',
      params: {},
      errorType: 'validation',
    });
  });
});
