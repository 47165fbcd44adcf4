import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { contentTypeOf, keyOf, newKey, type Storage, type StoredFile, urlPathOf } from './storage.ts';

/**
 * Uploads as objects of an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), keyed
 * <owner>/<kind>/<uuid>.<ext>: what N API processes on different machines share.
 */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Without keys, the SDK's own chain (an instance or task role, AWS_* variables).
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    async save(folder, extension, data) {
      const key = newKey(folder, extension);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
      );
      return urlPathOf(key);
    },
    async read(urlPath) {
      const key = keyOf(urlPath);
      if (!key) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(urlPath) {
      const key = keyOf(urlPath);
      if (!key) return;
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(): AsyncIterable<StoredFile> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const path = object.Key ? urlPathOf(object.Key) : null;
          if (!path || keyOf(path) !== object.Key) continue;
          yield { path, bytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
