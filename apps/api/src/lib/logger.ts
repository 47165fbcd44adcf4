import pino, { type DestinationStream, type Logger } from 'pino';

/** Fields whose value the log never keeps, wherever they sit (one level deep, and in headers). */
const SECRET_PATHS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'link',
  'authorization',
  'cookie',
  'secret',
  'clientSecret',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.token',
  '*.link',
  '*.authorization',
  '*.secret',
  '*.clientSecret',
];
const EMAIL_PATHS = ['email', 'to', '*.email', '*.to'];
const ALL_PATHS = [...SECRET_PATHS, ...EMAIL_PATHS];
const EMAIL_KEYS = new Set(['email', 'to']);

/** "ana.torres@premia.local" → "a***@premia.local": enough to tell mails apart, not to know who. */
export function maskEmail(value: unknown): unknown {
  if (typeof value !== 'string') return Array.isArray(value) ? value.map(maskEmail) : '[oculto]';
  const at = value.lastIndexOf('@');
  return at > 0 ? `${value[0]}***${value.slice(at)}` : '[oculto]';
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}

/**
 * A request as the log keeps it: its path without the query, where links carry their secrets (a reset
 * link's token, a withdraw link's signature). Never its headers.
 */
function requestForLog(req: LoggedRequest) {
  const url = typeof req.url === 'string' ? req.url : '';
  const at = url.indexOf('?');
  return {
    method: req.method,
    url: at < 0 ? url : `${url.slice(0, at)}?[oculto]`,
    host: req.host,
    remoteAddress: req.ip,
  };
}

/**
 * The server's logger: secrets (passwords, hashes, tokens, reset links, authorization headers) are
 * replaced by "[oculto]" and email addresses masked, wherever a log line carries them; a request's
 * query string is never written.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { req: requestForLog },
    redact: {
      paths: ALL_PATHS,
      censor: (value: unknown, path: string[]) =>
        EMAIL_KEYS.has(path[path.length - 1] ?? '') ? maskEmail(value) : '[oculto]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
