import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on the machine, as a browser's would be: it takes Web Push requests (RFC 8030) for
 * the devices it made, checks their VAPID signature (RFC 8292) and decrypts them (aes128gcm, RFC 8291)
 * with the device's private key, as the browser does. A push counts once the service has answered 201:
 * a request whose sender died before the answer is dropped, as a push service may.
 */
export interface ReceivedPush {
  device: string;
  payload: Record<string, unknown>;
  /** The VAPID public key that signed it. */
  vapidKey: string;
  ttl: string | undefined;
}

export interface Device {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

const b64u = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** HKDF-SHA-256 with one block of output, which is all RFC 8291 needs. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** Decrypts an aes128gcm Web Push body with the device's keys (RFC 8291 §3.4, RFC 8188 §2). */
function decryptPush(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('one record expected');
  const uaPublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverKey]);
  const ikm = hkdf(device.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}

/** Checks the VAPID header (`vapid t=<jwt>, k=<key>`): ES256 signature, audience, expiry. */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, expected ${origin}`);
  if (body.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return key;
}

export async function startPushEndpoint() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  /** Once this many pushes were taken, requests wait unanswered (dropped if their sender goes away). */
  let holdFrom = Number.POSITIVE_INFINITY;
  const held: (() => void)[] = [];
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = () => {
        const id = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
        const device = devices.get(id);
        if (!device) {
          res.writeHead(410).end();
          return;
        }
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const vapidKey = checkVapid(req.headers.authorization, origin);
          const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device).toString('utf8'));
          if (res.destroyed || req.socket.destroyed) return;
          received.push({ device: id, payload, vapidKey, ttl: req.headers.ttl as string | undefined });
          res.writeHead(201).end();
        } catch (error) {
          failures.push(String((error as Error).message));
          res.writeHead(400).end();
        }
      };
      if (received.length >= holdFrom) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    failures,
    /** A new device (a browser's subscription): its keys are made here and kept for decrypting. */
    device(): Device {
      const id = b64u(randomBytes(9));
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        },
      };
    },
    /** The device is no more: its pushes are answered 410. */
    forget(id: string) {
      devices.delete(id);
    },
    holdAfter(count: number) {
      holdFrom = count;
    },
    /**
     * Answers the requests held, but not those whose sender went away: a sender killed a moment ago is
     * seen gone once this server has read its connections' end, so that is waited for first.
     */
    async release() {
      await new Promise((resolve) => setTimeout(resolve, 200));
      holdFrom = Number.POSITIVE_INFINITY;
      for (const answer of held.splice(0)) answer();
    },
    async waitFor(count: number, ms = 20_000): Promise<ReceivedPush[]> {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} pushes of ${count} after ${ms} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
