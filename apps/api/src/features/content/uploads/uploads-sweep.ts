import type { Deps } from '../../../lib/context.ts';
import type { StoredFile } from '../../../storage/storage.ts';
import * as repo from './uploads.repository.ts';

const BATCH = 500;

/**
 * Removes, from the folder or the bucket, the files no row names (upload-columns.ts) uploaded before
 * `before` (the grace period: an image uploaded while its form is still open is kept). Recorded files
 * first; then the storage is walked for files nothing recorded (kept before uploads were recorded, or
 * saved by an upload whose transaction failed): named ones are recorded (they count for their store
 * from then on), the others removed. A file is removed before its record is marked, so a sweep cut
 * short is finished by the next. Run hourly by the 'uploads-sweep' job.
 */
export async function sweepUploads(deps: Deps, before: Date): Promise<{ removed: number; adopted: number }> {
  let removed = 0;
  for (;;) {
    const paths = await repo.unnamedUploads(deps.db, before, BATCH);
    for (const path of paths) await deps.storage.remove(path);
    await repo.markRemoved(deps.db, paths);
    removed += paths.length;
    if (paths.length < BATCH) break;
  }
  let adopted = 0;
  let batch: StoredFile[] = [];
  const judge = async () => {
    const { recorded, named } = await repo.whatIsKnown(
      deps.db,
      batch.map((f) => f.path),
    );
    const unknown = batch.filter((f) => !recorded.has(f.path));
    adopted += await repo.adoptFiles(
      deps.db,
      unknown.filter((f) => named.has(f.path)),
    );
    for (const file of unknown.filter((f) => !named.has(f.path))) {
      await deps.storage.remove(file.path);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of deps.storage.list()) {
    if (file.modifiedAt >= before) continue;
    batch.push(file);
    if (batch.length >= BATCH) await judge();
  }
  if (batch.length > 0) await judge();
  await repo.forgetRemoved(deps.db);
  return { removed, adopted };
}
