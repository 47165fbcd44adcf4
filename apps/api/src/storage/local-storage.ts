import fs from 'node:fs/promises';
import path from 'node:path';
import { keyOf, newKey, type Storage, urlPathOf } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Uploads as files under `root` (DATA_DIR/uploads): one machine, or a volume every process shares. */
export function localStorage(root: string): Storage {
  return {
    async save(folder, extension, data) {
      const key = newKey(folder, extension);
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, key), data, { flag: 'wx' });
      return urlPathOf(key);
    },
    async read(urlPath) {
      const key = keyOf(urlPath);
      if (!key) return null;
      return fs.readFile(path.join(root, key)).catch((error) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },
    async remove(urlPath) {
      const key = keyOf(urlPath);
      if (!key) return;
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}
