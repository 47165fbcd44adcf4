import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live: a local folder now; an S3-compatible bucket can implement the same. */
export interface Storage {
  /** Saves the bytes under a server-chosen name and answers the public URL path. */
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  /** The absolute file of a public URL path, or null when it is not one of ours. */
  fileOf(urlPath: string): string | null;
}

export const UPLOADS_URL = '/uploads/';

export function localStorage(root: string): Storage {
  return {
    async save(folder, extension, data) {
      const name = `${randomUUID()}.${extension}`;
      const dir = path.join(root, folder);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), data, { flag: 'wx' });
      return `${UPLOADS_URL}${folder}/${name}`;
    },
    fileOf(urlPath) {
      if (!urlPath.startsWith(UPLOADS_URL)) return null;
      const relative = urlPath.slice(UPLOADS_URL.length);
      if (!/^[a-z0-9-]+\/[a-z0-9-]+\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/.test(relative)) return null;
      return path.join(root, relative);
    },
  };
}
