import { createHash, createPublicKey, createVerify, generateKeyPairSync, verify } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clientCode } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession, createSignedInStore, createStore } from '../../../../test/factories.ts';
import { pngHeader } from '../../../../test/images.ts';
import { loadConfig } from '../../../config.ts';
import { refreshPasses } from './index.ts';

/** A certificate authority (Apple's WWDR in production) and a Pass Type ID certificate it signed. */
function makeAppleKeys(dir: string) {
  const pem = (kind: 'pkcs1' | 'spki') => (kind === 'pkcs1' ? 'pkcs1' : 'spki');
  const ca = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const leaf = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgeKey = (k: typeof ca) => ({
    privateKey: forge.pki.privateKeyFromPem(
      k.privateKey.export({ type: pem('pkcs1'), format: 'pem' }).toString(),
    ),
    publicKey: forge.pki.publicKeyFromPem(
      k.publicKey.export({ type: pem('spki'), format: 'pem' }).toString(),
    ),
  });
  const caKeys = forgeKey(ca);
  const leafKeys = forgeKey(leaf);
  const certificate = (cn: string, publicKey: forge.pki.PublicKey, serial: string, ca: boolean) => {
    const cert = forge.pki.createCertificate();
    cert.publicKey = publicKey;
    cert.serialNumber = serial;
    cert.validity.notBefore = new Date(Date.now() - 86_400_000);
    cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
    cert.setSubject([{ name: 'commonName', value: cn }]);
    cert.setIssuer([{ name: 'commonName', value: 'Test WWDR' }]);
    cert.setExtensions([{ name: 'basicConstraints', cA: ca }]);
    cert.sign(caKeys.privateKey, forge.md.sha256.create());
    return forge.pki.certificateToPem(cert);
  };
  const files = {
    wwdr: path.join(dir, 'wwdr.pem'),
    cert: path.join(dir, 'pass.pem'),
    key: path.join(dir, 'pass.key'),
  };
  fs.writeFileSync(files.wwdr, certificate('Test WWDR', caKeys.publicKey, '01', true));
  fs.writeFileSync(
    files.cert,
    certificate('Pass Type ID: pass.test.premia', leafKeys.publicKey, '02', false),
  );
  fs.writeFileSync(files.key, leaf.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  return files;
}

function makeGoogleKey(dir: string) {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = path.join(dir, 'google.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      type: 'service_account',
      client_email: 'wallet@premia-test.iam.gserviceaccount.com',
      private_key: key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }),
  );
  return { file, publicKey: key.publicKey };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-passes-'));
const apple = makeAppleKeys(dir);
const google = makeGoogleKey(dir);
/** APNs' stand-in (HTTP/2 without TLS): the pushes it received, answered by the token's status. */
const apns = { pushes: [] as { path: string; topic: string }[], status: new Map<string, number>() };
const apnsServer = http2.createServer();
apnsServer.on('stream', (stream, headers) => {
  const path = String(headers[':path']);
  apns.pushes.push({ path, topic: String(headers['apns-topic']) });
  stream.respond({ ':status': apns.status.get(path.split('/').pop()!) ?? 200 });
  stream.end();
});
await new Promise<void>((resolve) => apnsServer.listen(0, '127.0.0.1', resolve));

/** Google's stand-in: the OAuth token endpoint and the loyalty objects' PATCH, recorded. */
const googleApi = {
  calls: [] as { method: string; path: string; body: string }[],
  missing: new Set<string>(),
};
const googleServer = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const path = request.url ?? '';
    googleApi.calls.push({ method: request.method ?? '', path, body });
    if (path === '/token') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ access_token: 'test-access', expires_in: 3600 }));
    }
    const id = decodeURIComponent(path.split('/').pop() ?? '');
    response.writeHead(googleApi.missing.has(id) ? 404 : 200, { 'content-type': 'application/json' });
    response.end('{}');
  });
});
await new Promise<void>((resolve) => googleServer.listen(0, '127.0.0.1', resolve));
const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

const PASS_ENV = {
  APPLE_PASS_TYPE_ID: 'pass.test.premia',
  APPLE_TEAM_ID: 'ABCDE12345',
  APPLE_PASS_CERT_FILE: apple.cert,
  APPLE_PASS_KEY_FILE: apple.key,
  APPLE_WWDR_CERT_FILE: apple.wwdr,
  GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
  GOOGLE_WALLET_KEY_FILE: google.file,
  APPLE_APNS_URL: `http://127.0.0.1:${portOf(apnsServer)}`,
  GOOGLE_WALLET_API_URL: `http://127.0.0.1:${portOf(googleServer)}`,
  GOOGLE_OAUTH_TOKEN_URL: `http://127.0.0.1:${portOf(googleServer)}/token`,
};

/** The signed attributes' digest and the signature, checked as Apple Wallet checks them. */
function verifySignature(signature: Uint8Array, manifest: Uint8Array) {
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(signature).toString('binary'))),
  ) as forge.pkcs7.PkcsSignedData & { rawCapture: { signerInfos: forge.asn1.Asn1[] } };
  const subjects = message.certificates.map((c) => c.subject.getField('CN').value);
  expect(subjects).toEqual(['Pass Type ID: pass.test.premia', 'Test WWDR']);
  // Detached: the manifest is not inside.
  expect(message.rawCapture).toBeDefined();
  const signer = message.rawCapture.signerInfos[0]!.value as forge.asn1.Asn1[];
  const attributes = signer[3]!;
  const digest = (attributes.value as forge.asn1.Asn1[])
    .map((a) => a.value as forge.asn1.Asn1[])
    .find((a) => forge.asn1.derToOid(a[0]!.value as string) === forge.pki.oids.messageDigest)!;
  const said = ((digest[1]!.value as forge.asn1.Asn1[])[0]!.value as string) ?? '';
  expect(Buffer.from(said, 'binary').toString('hex')).toBe(
    createHash('sha256').update(manifest).digest('hex'),
  );
  // What is signed is the attributes as a SET (tag 0x31), not as the [0] they are stored under.
  const der = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
  der[0] = 0x31;
  const encrypted = Buffer.from(signer[5]!.value as string, 'binary');
  const certPem = fs.readFileSync(apple.cert, 'utf8');
  expect(verify('sha256', der, createPublicKey(certPem), encrypted)).toBe(true);
  der[der.length - 1] = der[der.length - 1]! ^ 1;
  expect(verify('sha256', der, createPublicKey(certPem), encrypted)).toBe(false);
}

describe("the customer's card in Apple Wallet and Google Wallet (issue 35 §3)", () => {
  const t = useTestApp({ env: PASS_ENV });
  let customer: Awaited<ReturnType<typeof createCustomerSession>>;
  let storeId: number;
  let owner: string;

  beforeAll(async () => {
    const made = await createSignedInStore(t);
    storeId = made.store.id;
    owner = made.token;
    customer = await createCustomerSession(t.db, storeId, 120);
  });

  async function links(token = customer.token) {
    const res = await t.post('/wallet/passes', {}, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { apple: string; google: string };
  }

  const download = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('gives a signed .pkpass of the card: its files hashed in the manifest, the manifest signed with the chain', async () => {
    const { apple: link } = await links();
    expect(link).toMatch(/\/passes\/apple\/P\.[0-9A-Z.]+$/);
    const res = await download(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'icon.png',
      'icon@2x.png',
      'manifest.json',
      'pass.json',
      'signature',
    ]);
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString());
    expect(Object.keys(manifest).sort()).toEqual(['icon.png', 'icon@2x.png', 'pass.json']);
    for (const [name, sha1] of Object.entries(manifest))
      expect(createHash('sha1').update(files[name]!).digest('hex'), name).toBe(sha1);
    verifySignature(files.signature!, files['manifest.json']!);

    const pass = JSON.parse(Buffer.from(files['pass.json']!).toString());
    const code = clientCode(customer.customerId);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.test.premia',
      teamIdentifier: 'ABCDE12345',
      serialNumber: `premia-${storeId}-${customer.customerId}`,
      storeCard: {
        primaryFields: [{ key: 'balance', label: 'Puntos', value: 120 }],
        backFields: [{ key: 'code', label: 'Código de cliente', value: code }],
      },
      barcodes: [{ format: 'PKBarcodeFormatQR', message: code, altText: code }],
    });
    expect(Buffer.from(files['icon.png']!).subarray(0, 8)).toEqual(pngHeader(1, 1).subarray(0, 8));
  });

  it("shows the store's logo when it is a PNG, and the balance as it is when downloaded", async () => {
    const logoPng = pngHeader(64, 64);
    const logo = await (await t.contextFor(owner)).deps.storage.save(
      `store-${storeId}/logos`,
      'png',
      logoPng,
    );
    await t.db.execute(sql`update stores set logo = ${logo} where id = ${storeId}`);
    await t.db.execute(sql`update customers set balance = 95 where id = ${customer.customerId}`);
    const files = unzipSync(new Uint8Array((await download((await links()).apple)).rawPayload));
    expect(Buffer.from(files['logo.png']!)).toEqual(logoPng);
    expect(JSON.parse(Buffer.from(files['pass.json']!).toString()).storeCard.primaryFields[0].value).toBe(95);
    await t.db.execute(sql`update stores set logo = null where id = ${storeId}`);
  });

  it('refuses a download link altered, of another store, unknown or expired, in Spanish', async () => {
    const { apple: link } = await links();
    const token = new URL(link).pathname.split('/').pop()!;
    const [, store36, customer36, expires36, mac] = token.split('.');
    const other = await createStore(t.db);
    const altered = [
      `P.${store36}.${(customer.customerId + 1).toString(36).toUpperCase()}.${expires36}.${mac}`,
      `P.${other.store.id.toString(36).toUpperCase()}.${customer36}.${expires36}.${mac}`,
      `P.${store36}.${customer36}.${(Number.parseInt(expires36!, 36) + 60).toString(36).toUpperCase()}.${mac}`,
      `P.${store36}.${customer36}.${(Math.floor(Date.now() / 1000) - 1).toString(36).toUpperCase()}.${mac}`,
      `P.ZZZZZZ.${customer36}.${expires36}.${mac}`,
      `${token}x`,
      'P.1.1.ZZZZZZ.AAAAAAAAAAAAAAAA',
    ];
    for (const bad of altered) {
      const res = await t.app.inject({ method: 'GET', url: `/passes/apple/${bad}` });
      expect(res.statusCode, bad.slice(0, 60)).toBe(404);
      expect(res.json()).toMatchObject({
        s: 'not-ok',
        errorType: 'not-found',
        m: expect.stringMatching(/enlace/),
      });
    }
    const long = await t.app.inject({ method: 'GET', url: `/passes/apple/${'x'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ s: 'not-ok' });
  });

  it('gives a Google Wallet save link whose JWT the service account signed, with the card in it', async () => {
    const { google: link } = await links();
    expect(link.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = link.slice('https://pay.google.com/gp/v/save/'.length);
    const [header, claims, signature] = jwt.split('.');
    expect(
      createVerify('RSA-SHA256')
        .update(`${header}.${claims}`)
        .verify(google.publicKey, Buffer.from(signature!, 'base64url')),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    const body = JSON.parse(Buffer.from(claims!, 'base64url').toString());
    expect(body).toMatchObject({
      iss: 'wallet@premia-test.iam.gserviceaccount.com',
      aud: 'google',
      typ: 'savetowallet',
    });
    const [object] = body.payload.loyaltyObjects;
    expect(object).toMatchObject({
      id: `3388000000012345678.premia-${storeId}-${customer.customerId}`,
      classId: `3388000000012345678.premia-store-${storeId}`,
      accountId: clientCode(customer.customerId),
      loyaltyPoints: { label: 'Puntos' },
      barcode: { type: 'QR_CODE', value: clientCode(customer.customerId) },
    });
    expect(body.payload.loyaltyClasses[0].programLogo.sourceUri.uri).toMatch(/^http.*\/w\/icon-512\.png$/);
  });
});

describe("a pass kept up to date: Apple's web service and push, Google's object update", () => {
  const t = useTestApp({ env: PASS_ENV });
  let storeId: number;
  let owner: string;

  beforeAll(async () => {
    const made = await createSignedInStore(t);
    storeId = made.store.id;
    owner = made.token;
  });
  afterAll(async () => {
    apnsServer.close();
    googleServer.close();
  });

  const refresh = async () => refreshPasses((await t.contextFor(owner)).deps);
  const setBalance = (customerId: number, balance: number) =>
    t.db.execute(
      sql`update customers set balance = ${balance} where store_id = ${storeId} and id = ${customerId}`,
    );

  async function applePassOf(token: string) {
    const link = (await t.post('/wallet/passes', {}, token)).body.apple as string;
    const res = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    return JSON.parse(Buffer.from(unzipSync(new Uint8Array(res.rawPayload))['pass.json']!).toString());
  }

  function service(method: 'GET' | 'POST' | 'DELETE', path: string, token?: string, body?: object) {
    return t.app.inject({
      method,
      url: `/passes/apple/v1${path}`,
      headers: token ? { authorization: `ApplePass ${token}` } : {},
      ...(body ? { payload: body } : {}),
    });
  }

  it("registers a device with the pass's token, pushes it when the balance changes, and serves the new pass", async () => {
    const customer = await createCustomerSession(t.db, storeId, 40);
    const pass = await applePassOf(customer.token);
    expect(pass.webServiceURL).toBe(`${t.config.publicUrl}/passes/apple`);
    expect(pass.authenticationToken).toMatch(/^[A-Z2-7]{16}$/);
    const serial = pass.serialNumber as string;
    const registration = `/devices/phone-1/registrations/pass.test.premia/${serial}`;

    expect(
      (await service('POST', registration, pass.authenticationToken, { pushToken: 'tok-1' })).statusCode,
    ).toBe(201);
    expect(
      (await service('POST', registration, pass.authenticationToken, { pushToken: 'tok-1' })).statusCode,
    ).toBe(200);
    // Without the token, with another pass's, or for another pass type: 401.
    expect((await service('POST', registration, undefined, { pushToken: 'tok-1' })).statusCode).toBe(401);
    const other = await createCustomerSession(t.db, storeId, 5);
    const otherPass = await applePassOf(other.token);
    expect(
      (await service('POST', registration, otherPass.authenticationToken, { pushToken: 'x' })).statusCode,
    ).toBe(401);
    expect(
      (
        await service(
          'POST',
          `/devices/phone-1/registrations/pass.other/${serial}`,
          pass.authenticationToken,
          { pushToken: 'x' },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await service('POST', registration, pass.authenticationToken, { pushToken: 'bad token!' })).statusCode,
    ).toBe(400);

    const listed = await service('GET', '/devices/phone-1/registrations/pass.test.premia');
    expect(listed.statusCode).toBe(200);
    const { serialNumbers, lastUpdated } = listed.json();
    expect(serialNumbers).toEqual([serial]);
    expect(
      (
        await service(
          'GET',
          `/devices/phone-1/registrations/pass.test.premia?passesUpdatedSince=${lastUpdated}`,
        )
      ).statusCode,
    ).toBe(204);

    // Nothing changed: nothing pushed.
    apns.pushes.length = 0;
    await refresh();
    expect(apns.pushes).toEqual([]);

    await setBalance(customer.customerId, 140);
    await refresh();
    expect(apns.pushes).toEqual([{ path: '/3/device/tok-1', topic: 'pass.test.premia' }]);
    const changed = await service(
      'GET',
      `/devices/phone-1/registrations/pass.test.premia?passesUpdatedSince=${lastUpdated}`,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([serial]);

    const latest = await service('GET', `/passes/pass.test.premia/${serial}`, pass.authenticationToken);
    expect(latest.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(latest.rawPayload));
    expect(JSON.parse(Buffer.from(files['pass.json']!).toString()).storeCard.primaryFields[0].value).toBe(
      140,
    );
    const notModified = await t.app.inject({
      method: 'GET',
      url: `/passes/apple/v1/passes/pass.test.premia/${serial}`,
      headers: {
        authorization: `ApplePass ${pass.authenticationToken}`,
        'if-modified-since': latest.headers['last-modified'] as string,
      },
    });
    expect(notModified.statusCode).toBe(304);
    expect(
      (await service('GET', `/passes/pass.test.premia/${serial}`, otherPass.authenticationToken)).statusCode,
    ).toBe(401);

    // A push that fails is tried at the next run; a token APNs says is gone is forgotten.
    await setBalance(customer.customerId, 150);
    apns.status.set('tok-1', 500);
    apns.pushes.length = 0;
    await refresh();
    await refresh();
    expect(apns.pushes.length).toBe(2);
    apns.status.set('tok-1', 410);
    await refresh();
    apns.pushes.length = 0;
    await setBalance(customer.customerId, 160);
    await refresh();
    expect(apns.pushes).toEqual([]);
    expect((await service('GET', '/devices/phone-1/registrations/pass.test.premia')).statusCode).toBe(204);

    expect((await service('POST', '/log', undefined, { logs: ['a line'] })).statusCode).toBe(200);
  });

  it('stops updating a device that unregisters', async () => {
    const customer = await createCustomerSession(t.db, storeId, 10);
    const pass = await applePassOf(customer.token);
    const registration = `/devices/phone-2/registrations/pass.test.premia/${pass.serialNumber}`;
    expect(
      (await service('POST', registration, pass.authenticationToken, { pushToken: 'tok-2' })).statusCode,
    ).toBe(201);
    expect((await service('DELETE', registration, pass.authenticationToken)).statusCode).toBe(200);
    apns.pushes.length = 0;
    await setBalance(customer.customerId, 20);
    await refresh();
    expect(apns.pushes).toEqual([]);
  });

  it('patches the Google object with the new balance; one never saved is forgotten', async () => {
    const customer = await createCustomerSession(t.db, storeId, 70);
    await t.post('/wallet/passes', {}, customer.token);
    const unsaved = await createCustomerSession(t.db, storeId, 7);
    await t.post('/wallet/passes', {}, unsaved.token);
    googleApi.missing.add(`3388000000012345678.premia-${storeId}-${unsaved.customerId}`);
    googleApi.calls.length = 0;
    await setBalance(customer.customerId, 75);
    await setBalance(unsaved.customerId, 8);
    await refresh();
    const patches = googleApi.calls.filter((c) => c.method === 'PATCH');
    expect(googleApi.calls[0]).toMatchObject({ method: 'POST', path: '/token' });
    expect(new URLSearchParams(googleApi.calls[0]!.body).get('grant_type')).toBe(
      'urn:ietf:params:oauth:grant-type:jwt-bearer',
    );
    const mine = patches.find((c) => c.path.endsWith(`premia-${storeId}-${customer.customerId}`))!;
    expect(mine.path).toBe(
      `/walletobjects/v1/loyaltyObject/3388000000012345678.premia-${storeId}-${customer.customerId}`,
    );
    expect(JSON.parse(mine.body)).toMatchObject({ loyaltyPoints: { label: 'Puntos', balance: { int: 75 } } });
    googleApi.calls.length = 0;
    await setBalance(unsaved.customerId, 9);
    await refresh();
    expect(googleApi.calls.filter((c) => c.path.includes(`-${unsaved.customerId}`))).toEqual([]);
  });
});

describe('without the wallets’ keys', () => {
  const t = useTestApp();

  it('gives no links (the wallet app shows no buttons) and serves no pass', async () => {
    const { store } = await createStore(t.db);
    const { token } = await createCustomerSession(t.db, store.id, 10);
    const res = await t.post('/wallet/passes', {}, token);
    expect(res.body).toMatchObject({ s: 'ok', apple: null, google: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/passes/apple/P.1.1.ZZZZZZ.AAAAAAAAAAAAAAAA' })).statusCode,
    ).toBe(404);
  });
});

describe("the wallets' settings", () => {
  it('stop start-up naming what is missing or unreadable, never half a wallet', () => {
    const { APPLE_PASS_KEY_FILE: _, ...withoutKey } = PASS_ENV;
    expect(() => loadConfig(withoutKey)).toThrow(/APPLE_PASS_KEY_FILE: needed with/);
    expect(() => loadConfig({ ...PASS_ENV, APPLE_PASS_CERT_FILE: apple.key })).toThrow(
      /APPLE_PASS_CERT_FILE: .* is not a PEM certificate/,
    );
    expect(() => loadConfig({ ...PASS_ENV, APPLE_PASS_KEY_FILE: path.join(dir, 'none.key') })).toThrow(
      /APPLE_PASS_KEY_FILE: cannot read/,
    );
    expect(() => loadConfig({ ...PASS_ENV, GOOGLE_WALLET_KEY_FILE: apple.cert })).toThrow(
      /GOOGLE_WALLET_KEY_FILE: .* is not a service account's JSON key/,
    );
    expect(() => loadConfig({ ...PASS_ENV, APPLE_TEAM_ID: 'abc' })).toThrow(/APPLE_TEAM_ID/);
    const config = loadConfig(PASS_ENV);
    expect(config.passes.apple?.passTypeId).toBe('pass.test.premia');
    expect(config.passes.google?.clientEmail).toBe('wallet@premia-test.iam.gserviceaccount.com');
    expect(loadConfig({}).passes).toEqual({ apple: null, google: null });
  });
});
