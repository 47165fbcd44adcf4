import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_GROUPS } from '@premia/contract/feature-groups';
import { describe, expect, it } from 'vitest';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The three trees grouped alike: the contract's schemas, the API's features, the back office's screens. */
const TREES = {
  contract: join(REPO, 'packages/contract/src/areas'),
  api: join(REPO, 'apps/api/src/features'),
  web: join(REPO, 'apps/web/src/features'),
};

const folders = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Each area of a tree (a contract file, a feature folder) with its group. */
function areasOf(tree: keyof typeof TREES): Map<string, string> {
  const areas = new Map<string, string>();
  for (const group of folders(TREES[tree]))
    for (const entry of readdirSync(join(TREES[tree], group), { withFileTypes: true }))
      areas.set(tree === 'contract' ? entry.name.replace(/\.ts$/, '') : entry.name, group);
  return areas;
}

describe('features grouped by what they serve, alike in the contract, the API and the web app', () => {
  it.each(Object.keys(TREES) as Array<keyof typeof TREES>)(
    'has the groups and nothing else in %s',
    (tree) => {
      expect(folders(TREES[tree])).toEqual([...FEATURE_GROUPS].sort());
    },
  );

  it('puts an area found in two trees in the same group in both', () => {
    const groupsOf = new Map<string, Set<string>>();
    for (const tree of Object.keys(TREES) as Array<keyof typeof TREES>)
      for (const [area, group] of areasOf(tree)) {
        if (!groupsOf.has(area)) groupsOf.set(area, new Set());
        groupsOf.get(area)!.add(`${group}`);
      }
    const split = [...groupsOf].filter(([, groups]) => groups.size > 1).map(([area]) => area);
    expect(split).toEqual([]);
  });

  it("names each route's area after the contract file that declares it", () => {
    const misnamed: string[] = [];
    for (const [area, group] of areasOf('contract')) {
      const source = readFileSync(join(TREES.contract, group, `${area}.ts`), 'utf8');
      for (const [, named] of source.matchAll(/\barea:\s*'([^']+)'/g))
        if (named !== area) misnamed.push(`${group}/${area}.ts: ${named}`);
    }
    expect(misnamed).toEqual([]);
  });
});
