import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PassThrough } from 'node:stream';

/**
 * The uploads of local storage (DATA_DIR/uploads) inside the backup file, after the tables: per file a
 * line `FILE {"path": …, "bytes": …}`, its content as base64 lines (57 KiB of the file each, so every
 * line decodes alone), and a line `\.`. A bucket (STORAGE=s3) is backed up by its own means.
 */
export const FILE_LINE = 'FILE ';
const CHUNK = 57 * 1024;

async function filesUnder(root: string, folder = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, folder), { withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/** Writes every file under `root` to `out`; how many and their bytes. */
export async function writeFiles(out: PassThrough, root: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const relative of await filesUnder(root)) {
    const stat = await fs.stat(path.join(root, relative));
    out.write(`${FILE_LINE}${JSON.stringify({ path: relative, bytes: stat.size })}\n`);
    for await (const chunk of createReadStream(path.join(root, relative), { highWaterMark: CHUNK })) {
      if (!out.write(`${(chunk as Buffer).toString('base64')}\n`)) {
        await new Promise((resolve) => out.once('drain', resolve));
      }
    }
    out.write('\\.\n');
    files += 1;
    bytes += stat.size;
  }
  return { files, bytes };
}

/**
 * Receives the backup's files into a staging folder beside `root`; `commit` puts them in place (once
 * the database is restored), `discard` removes them. Refused up front when `root` already has files.
 */
export async function fileReceiver(root: string, refuse: (why: string) => Error) {
  if ((await filesUnder(root)).length > 0) {
    throw refuse(`${root} already has files: restore only into a fresh DATA_DIR`);
  }
  const staging = `${root}.restoring-${randomBytes(4).toString('hex')}`;
  await fs.mkdir(staging, { recursive: true });
  let current: { handle: fs.FileHandle; expected: number; written: number; path: string } | undefined;
  let files = 0;
  return {
    get receiving() {
      return current !== undefined;
    },
    async start(line: string) {
      const { path: relative, bytes } = JSON.parse(line.slice(FILE_LINE.length)) as {
        path: string;
        bytes: number;
      };
      const target = path.resolve(staging, relative);
      if (!target.startsWith(`${staging}${path.sep}`))
        throw refuse(`a file outside the uploads: ${relative}`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      current = { handle: await fs.open(target, 'wx'), expected: bytes, written: 0, path: relative };
    },
    async take(line: string) {
      if (!current) return;
      if (line !== '\\.') {
        const data = Buffer.from(line, 'base64');
        await current.handle.write(data);
        current.written += data.length;
        return;
      }
      await current.handle.close();
      if (current.written !== current.expected) throw refuse(`the file ${current.path} is cut short`);
      current = undefined;
      files += 1;
    },
    async commit() {
      await fs.rm(root, { recursive: true, force: true });
      await fs.rename(staging, root);
      return files;
    },
    async discard() {
      await current?.handle.close().catch(() => undefined);
      await fs.rm(staging, { recursive: true, force: true });
    },
  };
}
