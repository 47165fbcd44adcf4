import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Small files over a long walk (route-table-walk.ts: a minute or more each). On a clean checkout Vitest
 * has no timings of a last run and starts the largest files first, so these three-line files would start
 * last and leave the other workers idle while they end.
 */
const LONG = /\/test\/route-(table|fuzz)\.\d+\.test\.ts$/;

/** Vitest's order (projects, then its timings or sizes), with the long walks first within each project. */
export default class LongWalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const group = (f: TestSpecification) => `${f.project.config.sequence.groupOrder}:${f.project.name}`;
    const long = (f: TestSpecification) => (LONG.test(f.moduleId) ? 1 : 0);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) =>
        group(a.file) === group(b.file)
          ? long(b.file) - long(a.file) || a.index - b.index
          : a.index - b.index,
      )
      .map(({ file }) => file);
  }
}
