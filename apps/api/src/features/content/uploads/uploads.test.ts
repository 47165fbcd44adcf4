import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { apng, gif, jpegFrames, pngHeader, vp8, webpExtended } from '../../../../test/images.ts';
import { startS3Server } from '../../../../test/s3-server.ts';

let t: TestApp;
let owner: string;

const png = pngHeader;

function jpeg(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'binary'),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3]),
    Buffer.alloc(40),
  ]);
}

async function upload(modelType: string, data: Buffer, filename: string, token: string | null = owner) {
  const boundary = '----premia-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/general/upload-file/${modelType}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The same flows on each storage STORAGE selects: the local folder and an S3-compatible server. */
const storages = [
  { kind: 'local', start: async () => ({ env: {}, close: async () => undefined }) },
  { kind: 's3', start: () => startS3Server() },
];

describe.each(storages)('image uploads ($kind storage)', ({ start }) => {
  let storage: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    storage = await start();
    t = await buildTestApp({ env: storage.env });
    owner = await t.login('owner@premia.local');
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it('keeps a real image under a server-chosen name and serves it back', async () => {
    const data = png(640, 480);
    const res = await upload('reward', data, '../../etc/passwd.png');
    expect(res.body).toMatchObject({ s: 'ok', width: 640, height: 480 });
    expect(res.body.url).toMatch(/^\/uploads\/store-\d+\/reward\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(data)).toBe(true);
    const jpg = await upload('logo', jpeg(300, 200), 'logo.png');
    expect(jpg.body).toMatchObject({ s: 'ok', width: 300, height: 200 });
    expect(jpg.body.url).toMatch(/\.jpg$/);
    const servedJpg = await t.app.inject({ method: 'GET', url: jpg.body.url });
    expect(servedJpg.headers['content-type']).toBe('image/jpeg');
    const never = await t.app.inject({
      method: 'GET',
      url: '/uploads/store-1/reward/00000000-0000-4000-8000-000000000000.png',
    });
    expect(never.statusCode).toBe(404);
    expect(never.json().m).toBe('No se encontró la imagen.');
  });

  it('refuses what is not an image whatever its name, oversized pixels, big files and no token', async () => {
    const text = await upload('reward', Buffer.from('<?php echo "hola"; ?>'.repeat(10)), 'foto.png');
    expect(text.status).toBe(400);
    expect(text.body.m).toBe('El archivo no es una imagen PNG, JPEG, WebP o GIF.');
    const huge = await upload('reward', png(10_000, 300), 'grande.png');
    expect(huge.status).toBe(400);
    expect(huge.body.m).toMatch(/4096 × 4096/);
    const heavy = await upload('reward', png(100, 100, 6 * 1024 * 1024), 'pesada.png');
    expect(heavy.status).toBe(413);
    expect(heavy.body.m).toBe('La imagen no puede pesar más de 5 MB.');
    expect((await upload('reward', png(10, 10), 'x.png', null)).status).toBe(401);
    expect((await upload('not-a-type', png(10, 10), 'x.png')).status).toBe(400);
    const json = await t.post('/general/upload-file/reward', { file: 'x' }, owner);
    expect(json.status).toBe(400);
    expect(json.body.m).toMatch(/multipart/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/store-1/reward/../../../etc/passwd' })).statusCode,
    ).toBe(404);
  });

  it('refuses a file with a frame bigger than allowed or outside the picture, in every format, before decoding it', async () => {
    const huge = { width: 65535, height: 65535 };
    for (const hostile of [
      gif(1, 1, [huge]),
      apng(1, 1, [{ width: 1, height: 1 }, huge]),
      webpExtended(1, 1, {
        frames: [
          { width: 1, height: 1 },
          { width: 16383, height: 16383 },
        ],
      }),
      webpExtended(1, 1, { still: vp8(16383, 16383) }),
      jpegFrames([{ width: 1, height: 1 }, huge]),
    ]) {
      const res = await upload('reward', hostile, 'pequena.gif');
      expect(res.status).toBe(400);
      expect(res.body.m).toBe('La imagen debe medir como máximo 4096 × 4096 píxeles.');
    }
    const outside = await upload(
      'reward',
      gif(10, 10, [{ width: 10, height: 10, left: 5, top: 5 }]),
      'x.gif',
    );
    expect(outside.status).toBe(400);
    expect(outside.body.m).toMatch(/^Un cuadro de la imagen sale de sus bordes/);
    const sound = await upload(
      'reward',
      gif(10, 10, [
        { width: 10, height: 10 },
        { width: 5, height: 5, left: 5 },
      ]),
      'x.gif',
    );
    expect(sound.body).toMatchObject({ s: 'ok', width: 10, height: 10 });
  });
});
