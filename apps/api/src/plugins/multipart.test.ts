import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { pngHeader } from '../../test/images.ts';

let owner: string;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
});

const BOUNDARY = '----premia-multipart-test';
const UPLOAD = '/general/upload-file/logo';
const BULK = '/client/process-massive-give-points';

/** A PNG header a reader accepts (100×100). */
const png = () => pngHeader(100, 100);

const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const file = (name: string, filename: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

async function send(url: string, payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${owner}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { s: string; m: string; errorType?: string } };
}

function storedFiles(): number {
  const dir = path.join(t.config.dataDir, 'uploads');
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function batches(): Promise<number> {
  return (await t.pool.query('select count(*)::int as n from bulk_batches')).rows[0].n;
}

const CSV = Buffer.from('cliente,puntos\nA1,10\n');

describe('multipart bodies', () => {
  it('stores a well-formed upload (the check below is not vacuous)', async () => {
    const before = storedFiles();
    const res = await send(UPLOAD, Buffer.concat([file('file', 'logo.png', png()), end]));
    expect(res.status).toBe(200);
    expect(storedFiles()).toBe(before + 1);
  });

  it.each([
    ['without a boundary', Buffer.concat([file('file', 'logo.png', png()), end]), 'multipart/form-data'],
    ['cut short', file('file', 'logo.png', png()).subarray(0, 120), undefined],
    [
      'with broken part headers',
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      undefined,
    ],
  ])('answers an upload %s with 400 in Spanish and stores nothing', async (_, payload, type) => {
    const before = storedFiles();
    const res = await send(UPLOAD, payload, type);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ s: 'not-ok', errorType: 'validation' });
    expect(res.body.m).toMatch(/formulario|archivo/);
    expect(storedFiles()).toBe(before);
  });

  it('refuses an upload under another field name, and a second file, storing nothing', async () => {
    const before = storedFiles();
    const other = await send(UPLOAD, Buffer.concat([file('foto', 'logo.png', png()), end]));
    expect(other.status).toBe(400);
    expect(other.body.m).toBe('Envíe el archivo en el campo «file».');
    const two = await send(
      UPLOAD,
      Buffer.concat([file('file', 'logo.png', png()), file('file', 'otro.png', png()), end]),
    );
    expect(two.status).toBe(400);
    expect(two.body.m).toBe('Envíe un solo archivo.');
    expect(storedFiles()).toBe(before);
  });

  it('answers a malformed bulk form with 400 and keeps no batch', async () => {
    const before = await batches();
    const cut = await send(
      BULK,
      Buffer.concat([field('action', 'preview'), file('file', 'p.csv', CSV)]).subarray(0, 150),
    );
    expect(cut.status).toBe(400);
    expect(cut.body.s).toBe('not-ok');
    const noBoundary = await send(
      BULK,
      Buffer.concat([field('action', 'preview'), end]),
      'multipart/form-data',
    );
    expect(noBoundary.status).toBe(400);
    expect(await batches()).toBe(before);
  });

  it('refuses a bulk file under another field name, and a second file, keeping no batch', async () => {
    const before = await batches();
    const other = await send(
      BULK,
      Buffer.concat([field('action', 'preview'), file('archivo', 'p.csv', CSV), end]),
    );
    expect(other.status).toBe(400);
    expect(other.body.m).toBe('Envíe el archivo en el campo «file».');
    const two = await send(
      BULK,
      Buffer.concat([
        field('action', 'preview'),
        file('file', 'p.csv', CSV),
        file('file', 'q.csv', CSV),
        end,
      ]),
    );
    expect(two.status).toBe(400);
    expect(two.body.m).toBe('Envíe un solo archivo.');
    expect(await batches()).toBe(before);
    const good = await send(
      BULK,
      Buffer.concat([field('action', 'preview'), file('file', 'p.csv', CSV), end]),
    );
    expect(good.status).toBe(200);
    expect(await batches()).toBe(before + 1);
  });
});
