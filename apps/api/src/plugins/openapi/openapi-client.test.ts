import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { pngHeader } from '../../../test/images.ts';

const require = createRequire(import.meta.url);

/** What a client's author writes with the generated types: it must compile, and the wrong calls must not. */
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { paths } from './schema';

const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });

export async function signIn(email: string, password: string): Promise<string | undefined> {
  const { data, error } = await client.POST('/login/client', { body: { email, password } });
  if (error) {
    const text: string = error.m;
    // Exactly the failures sign-in documents: a bad body, a wrong password, a deactivated store (after
    // the right password), too many tries, an internal error.
    type SignInFailure =
      | 'validation'
      | 'unauthorized'
      | 'forbidden'
      | 'rate-limited'
      | 'payload-too-large'
      | 'internal';
    const kind: SignInFailure | undefined = error.errorType;
    // @ts-expect-error sign-in never answers 404
    const never: 'not-found' = error.errorType;
    return text + kind + never;
  }
  return data.user.token;
}

export async function givePoints(token: string) {
  const { data, error } = await client.POST('/client/transaction/add', {
    headers: { authorization: 'Bearer ' + token, 'Idempotency-Key': 'sale-1' },
    body: { customer: { clientCode: 'A1' }, amount: 25.9, ticketNumber: 'F001-889' },
  });
  if (error?.errorType === 'not-found') return null;
  return data;
}

export async function upload(token: string, file: Blob) {
  const { data } = await client.POST('/general/upload-file/{modelType}', {
    headers: { authorization: 'Bearer ' + token },
    params: { path: { modelType: 'reward' } },
    body: { file },
    bodySerializer: (body) => {
      const form = new FormData();
      form.append('file', body.file);
      return form;
    },
  });
  return data?.url;
}

export async function wrongCalls() {
  // @ts-expect-error the email is text
  await client.POST('/login/client', { body: { email: 1, password: 'x' } });
  // @ts-expect-error no such route
  await client.POST('/login/nowhere', { body: {} });
  // @ts-expect-error an upload names what the image is for
  await client.POST('/general/upload-file/{modelType}', { params: { path: { modelType: 'nothing' } } });
}
`;

describe('a client generated from the OpenAPI document (openapi-typescript + openapi-fetch)', () => {
  let baseUrl: string;
  let document: Record<string, unknown>;
  const t = useTestApp();
  beforeAll(async () => {
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  });

  it('compiles against the generated types, which refuse a wrong body or route', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-openapi-client-'));
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the served JSON is the document openapi-typescript reads
      const types = await openapiTS(document as any, {
        // A file field (format: binary) is a Blob, as openapi-typescript's docs advise for uploads.
        transform: (schema) =>
          schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined,
      });
      fs.writeFileSync(path.join(dir, 'schema.d.ts'), astToString(types));
      fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT_SOURCE);
      const openapiFetch = path.dirname(require.resolve('openapi-fetch/package.json'));
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2023',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2023', 'DOM'],
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
            paths: { 'openapi-fetch': [openapiFetch] },
          },
          files: ['client.ts'],
        }),
      );
      const tsc = require.resolve('typescript/bin/tsc');
      const result = await promisify(execFile)(process.execPath, [tsc, '-p', dir]).then(
        () => '',
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(result).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('signs in, reads the session, answers the typed failure and uploads a file as documented', async () => {
    // Typed by the contract's own types here; the compile check above covers the generated ones.
    const client = createClient<Record<string, never>>({ baseUrl });
    // biome-ignore lint/suspicious/noExplicitAny: untyped calls at run time
    const post = client.POST as any;
    const wrong = await post('/login/client', {
      body: { email: 'owner@premia.local', password: 'nope-nope' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error).toMatchObject({
      s: 'not-ok',
      errorType: 'unauthorized',
      code: 'auth.badCredentials',
    });

    const signedIn = await post('/login/client', {
      body: { email: 'owner@premia.local', password: 'Premia2026!' },
    });
    const token = signedIn.data.user.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const info = await post('/client/info', { headers: auth, body: {} });
    expect(info.data.user).toMatchObject({ storeName: 'Café Aurora' });

    const form = new FormData();
    form.append('file', new Blob([pngHeader(64, 64)], { type: 'image/png' }), 'logo.png');
    const uploaded = await post('/general/upload-file/{modelType}', {
      headers: auth,
      params: { path: { modelType: 'logo' } },
      body: form,
      bodySerializer: (body: FormData) => body,
    });
    expect(uploaded.response.status).toBe(200);
    expect(uploaded.data).toMatchObject({ width: 64, height: 64, url: expect.stringContaining('/uploads/') });
  }, 60_000);
});
