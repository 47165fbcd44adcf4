import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, importLoops } from '../../../scripts/import-graph.ts';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const FEATURES = join(SRC, 'features');
/** db/ is exempt: schema.ts is the list of every feature's tables, the seeds write demo data through repositories. */
const DB = join(SRC, 'db');
/** features/index.ts is the list of every feature's route handlers. */
const HANDLERS = join(FEATURES, 'index.ts');

/** Every TypeScript file under a folder, tests included. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The module specifiers of a file: static imports and re-exports, side-effect and dynamic imports. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [/\bfrom\s+'([^']+)'/g, /\bimport\s+'([^']+)'/g, /\bimport\(\s*'([^']+)'\s*\)/g])
    for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The feature a path is in ("<group>/<area>"), or undefined outside features/<group>/<area>/. */
function featureOf(path: string): string | undefined {
  const inside = relative(FEATURES, path).split(sep);
  return inside.length > 2 && inside[0] !== '..' ? `${inside[0]}/${inside[1]}` : undefined;
}

/** Which features each feature imports (tests left out: they may use what they test). */
function featureGraph(files: Array<{ file: string; source: string }>): Map<string, Set<string>> {
  const edges = files
    .filter(({ file }) => !file.endsWith('.test.ts') && file !== HANDLERS)
    .flatMap(({ file, source }) =>
      specifiersOf(source)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => ({ from: file, to: resolve(dirname(file), spec) })),
    );
  return importGraph(edges, featureOf);
}

/**
 * "file → import" for each import of `source` (the text of `file`) into another feature but its index.ts.
 * Code outside the features (plugins, jobs, the counter's fast path, mail) is held to the same rule.
 */
function crossingsIn(file: string, source: string): string[] {
  if (!relative(DB, file).startsWith('..') || file === HANDLERS) return [];
  const own = featureOf(file);
  return specifiersOf(source)
    .filter((spec) => spec.startsWith('.'))
    .filter((spec) => {
      const target = resolve(dirname(file), spec);
      const other = featureOf(target);
      return other !== undefined && other !== own && target !== join(FEATURES, other, 'index.ts');
    })
    .map((spec) => `${relative(FEATURES, file)} → ${spec}`);
}

/**
 * A feature uses another only through what that one exports from its index.ts; tables are not imported
 * from features at all: they come from db/schema.ts, the database's list of tables.
 */
describe('feature boundaries', () => {
  it("has each feature, and the code around them, import a feature only through that feature's index.ts", () => {
    const found = filesUnder(SRC).flatMap((file) => crossingsIn(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('has no loop of features importing each other', () => {
    const files = filesUnder(FEATURES).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
    expect(importLoops(featureGraph(files))).toEqual([]);
  });

  it('finds a loop of features however long, and nothing in a chain', () => {
    const graph = (edges: string) =>
      new Map(edges.split(' ').map((edge) => [edge.split('>')[0]!, new Set(edge.split('>')[1]!.split(','))]));
    expect(importLoops(graph('a>b b>c c>a,d d>e'))).toEqual([['a', 'b', 'c']]);
    expect(importLoops(graph('a>b b>c c>d'))).toEqual([]);
  });

  it('names the file and the import of a crossing, and lets the rest through', () => {
    const file = join(FEATURES, 'insight', 'stats', 'stats.service.ts');
    const source = `import { findCustomer } from '../../loyalty/customers/customers.repository.ts';
import { customers } from '../../loyalty/customers/customers.table.ts';
export { x } from '../../loyalty/points/ledger.repository.ts';
const lazy = () => import('../../loyalty/levels/levels.repository.ts');
import { findStore } from '../../account/stores/index.ts';
import { surveyOf } from '../surveys/surveys.repository.ts';
import { dailyRollup } from './stats.repository.ts';
import { stores } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';`;
    expect(crossingsIn(file, source)).toEqual([
      'insight/stats/stats.service.ts → ../../loyalty/customers/customers.repository.ts',
      'insight/stats/stats.service.ts → ../../loyalty/customers/customers.table.ts',
      'insight/stats/stats.service.ts → ../../loyalty/points/ledger.repository.ts',
      'insight/stats/stats.service.ts → ../surveys/surveys.repository.ts',
      'insight/stats/stats.service.ts → ../../loyalty/levels/levels.repository.ts',
    ]);
  });

  it('holds the plugins and jobs to the same rule, and lets db/ (tables, demo seeds) through', () => {
    const source = `import { findPosSession } from '../features/loyalty/pos/pos.repository.ts';
import { hitRateLimit } from '../features/account/auth/index.ts';
import { handlers } from '../features/index.ts';`;
    expect(crossingsIn(join(SRC, 'plugins', 'api-routes.ts'), source)).toEqual([
      '../plugins/api-routes.ts → ../features/loyalty/pos/pos.repository.ts',
    ]);
    expect(crossingsIn(join(DB, 'seed.ts'), source)).toEqual([]);
  });
});
