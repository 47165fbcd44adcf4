import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';

/**
 * Where uploaded files live: a local folder (local-storage.ts) or an S3-compatible bucket
 * (s3-storage.ts), chosen by STORAGE. Files are named by the server and addressed by their public URL
 * path (/uploads/<owner>/<kind>/<uuid>.<ext>), which stays the same whichever storage keeps them.
 */
export interface Storage {
  /** Saves the bytes under a server-chosen name and answers the public URL path. */
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  /** The bytes of one of our URL paths; null when it is not one of ours or nothing is stored there. */
  read(urlPath: string): Promise<Buffer | null>;
  /** Removes the file of one of our URL paths; nothing happens when it is not there. */
  remove(urlPath: string): Promise<void>;
  /** Every file kept, with its size and when it was written (the uploads sweep's walk; anything else there is skipped). */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  /** Its URL path (/uploads/<owner>/<kind>/<uuid>.<ext>). */
  path: string;
  bytes: number;
  modifiedAt: Date;
}

export const UPLOADS_URL = '/uploads/';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

const KEY_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

/** The storage key (<owner>/<kind>/<uuid>.<ext>) of a URL path, or null when it is not one of ours. */
export function keyOf(urlPath: string): string | null {
  if (!urlPath.startsWith(UPLOADS_URL)) return null;
  const key = urlPath.slice(UPLOADS_URL.length);
  return KEY_PATTERN.test(key) ? key : null;
}

export const urlPathOf = (key: string) => `${UPLOADS_URL}${key}`;

/** A new file's key in `folder` (<owner>/<kind>); a folder that would not make one of our keys is a bug. */
export function newKey(folder: string, extension: string): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  if (!KEY_PATTERN.test(key)) throw new Error(`not an uploads key: ${key}`);
  return key;
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The storage the configuration names (the S3 client is loaded only when it is used). */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.storage.kind === 's3') {
    const { s3Storage } = await import('./s3-storage.ts');
    return s3Storage(config.storage);
  }
  const { localStorage } = await import('./local-storage.ts');
  return localStorage(config.storage.root);
}
