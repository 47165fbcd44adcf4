import http2 from 'node:http2';
import type { ApplePassKeys } from '../../../pass-settings.ts';

const PUSH_TIMEOUT_MS = 10_000;

/**
 * Tells devices that their pass changed: an empty push per token to APNs, over one HTTP/2 connection
 * authenticated by the Pass Type ID certificate (the pass's topic). Each token's answer status is given
 * back (0: no answer); the device then asks the web service for the pass (passes.web-service.ts).
 */
export async function pushPassUpdates(keys: ApplePassKeys, tokens: string[]): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  if (tokens.length === 0) return answers;
  const tls = keys.apnsUrl.startsWith('https:');
  const session = http2.connect(keys.apnsUrl, tls ? { cert: keys.certPem, key: keys.keyPem } : {});
  session.on('error', () => {});
  try {
    await Promise.all(
      tokens.map(
        (token) =>
          new Promise<void>((resolve) => {
            const request = session.request({
              ':method': 'POST',
              ':path': `/3/device/${encodeURIComponent(token)}`,
              'apns-topic': keys.passTypeId,
              'apns-push-type': 'background',
              'content-type': 'application/json',
            });
            const done = (status: number) => {
              answers.set(token, status);
              resolve();
            };
            request.setTimeout(PUSH_TIMEOUT_MS, () => {
              request.close();
              done(0);
            });
            request.on('response', (headers) => done(Number(headers[':status'] ?? 0)));
            request.on('error', () => done(0));
            request.resume();
            request.end('{}');
          }),
      ),
    );
  } finally {
    session.close();
  }
  return answers;
}
