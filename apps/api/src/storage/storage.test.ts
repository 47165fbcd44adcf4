import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import { loadConfig } from '../config.ts';
import { createStorage, type Storage } from './storage.ts';

/**
 * The storage contract, run against each implementation as the configuration selects it: the local
 * folder and a real S3-compatible server (s3rver) over HTTP with signed requests.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-storage-'));
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const kinds = [
  { kind: 'local', env: () => ({}) },
  { kind: 's3', env: () => s3.env },
] as const;

describe.each(kinds)('$kind storage', ({ kind, env }) => {
  let storage: Storage;
  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...env() });
    expect(config.storage.kind).toBe(kind);
    storage = await createStorage(config);
  });

  const image = (n: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(1000, n)]);

  it('keeps the bytes under a new name and reads them back', async () => {
    const first = await storage.save('store-7/reward', 'png', image(1));
    const second = await storage.save('store-7/reward', 'png', image(2));
    expect(first).toMatch(/^\/uploads\/store-7\/reward\/[0-9a-f-]{36}\.png$/);
    expect(second).not.toBe(first);
    expect((await storage.read(first))?.equals(image(1))).toBe(true);
    expect((await storage.read(second))?.equals(image(2))).toBe(true);
  });

  it('removes a file: it is gone, the others stay, and removing it again is no error', async () => {
    const kept = await storage.save('platform/banner', 'jpg', image(3));
    const removed = await storage.save('platform/banner', 'jpg', image(4));
    await storage.remove(removed);
    expect(await storage.read(removed)).toBeNull();
    expect((await storage.read(kept))?.equals(image(3))).toBe(true);
    await expect(storage.remove(removed)).resolves.toBeUndefined();
  });

  it('answers null for a name never saved and for any path that is not one of ours', async () => {
    expect(await storage.read('/uploads/store-7/reward/00000000-0000-4000-8000-000000000000.png')).toBeNull();
    expect(await storage.read('/uploads/store-7/reward/../../../etc/passwd')).toBeNull();
    expect(await storage.read('/uploads/store-7/reward/x.svg')).toBeNull();
    expect(await storage.read('https://example.com/logo.png')).toBeNull();
  });

  it('lists every file kept with its size and time, across owners and kinds, and nothing removed', async () => {
    const a = await storage.save('store-11/logo', 'png', image(6));
    const b = await storage.save('platform/banner', 'gif', Buffer.alloc(3000, 1));
    const gone = await storage.save('store-11/reward', 'png', image(7));
    await storage.remove(gone);
    const listed = new Map<string, { bytes: number; modifiedAt: Date }>();
    for await (const file of storage.list()) listed.set(file.path, file);
    expect(listed.get(a)?.bytes).toBe(image(6).length);
    expect(listed.get(b)?.bytes).toBe(3000);
    expect(Math.abs(listed.get(a)!.modifiedAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    expect(listed.has(gone)).toBe(false);
  });

  it('refuses a folder that would not make one of our names', async () => {
    await expect(storage.save('../outside', 'png', image(5))).rejects.toThrow(/not an uploads key/);
  });
});

describe('the S3 storage', () => {
  it('writes real objects with their content type, which a delete removes from the bucket', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env });
    const storage = await createStorage(config);
    const url = await storage.save('store-9/logo', 'webp', Buffer.from('RIFF....WEBP'));
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    const head = () =>
      client.send(new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: url.slice('/uploads/'.length) }));
    expect((await head()).ContentType).toBe('image/webp');
    await storage.remove(url);
    await expect(head()).rejects.toMatchObject({ name: 'NotFound' });
    client.destroy();
  });

  it('fails loudly (not as a missing file) when the bucket refuses the keys', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env, S3_ACCESS_KEY_ID: 'NOT-OUR-KEY' });
    const storage = await createStorage(config);
    const refused = { name: 'InvalidAccessKeyId' };
    await expect(storage.save('store-9/logo', 'png', Buffer.from('x'))).rejects.toMatchObject(refused);
    await expect(
      storage.read('/uploads/store-9/logo/00000000-0000-4000-8000-000000000000.png'),
    ).rejects.toMatchObject(refused);
  });
});

describe('the storage settings', () => {
  it('are local by default and need a bucket and both keys (or neither) for S3', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({
      kind: 'local',
      root: path.join(dataDir, 'uploads'),
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: is required with STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'premia', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /set both, or neither/,
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    const roleBased = loadConfig({ STORAGE: 's3', S3_BUCKET: 'premia-uploads', S3_REGION: 'sa-east-1' });
    expect(roleBased.storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'premia-uploads',
      region: 'sa-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });
});
