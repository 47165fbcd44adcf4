import fs from 'node:fs/promises';
import path from 'node:path';
import { keyOf, newKey, type Storage, type StoredFile, urlPathOf } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The names in a folder; none when it is not there (no upload yet). */
const namesIn = (folder: string) =>
  fs.readdir(folder).catch((error) => {
    if (isMissing(error)) return [] as string[];
    throw error;
  });

/** Every file under root/<owner>/<kind>/ whose name is one of our keys. */
async function* filesUnder(root: string): AsyncIterable<StoredFile> {
  for (const owner of await namesIn(root)) {
    for (const kind of await namesIn(path.join(root, owner))) {
      for (const name of await namesIn(path.join(root, owner, kind))) {
        const key = `${owner}/${kind}/${name}`;
        if (keyOf(urlPathOf(key)) !== key) continue;
        const stat = await fs.stat(path.join(root, key)).catch(() => null);
        if (stat?.isFile()) yield { path: urlPathOf(key), bytes: stat.size, modifiedAt: stat.mtime };
      }
    }
  }
}

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
    list: () => filesUnder(root),
  };
}
