import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importLoops } from '../../../../scripts/import-graph.ts';

/**
 * The back office's folders and who may import whom (docs/WEB.md, "Folders and boundaries"):
 *
 * - `features/<group>/<area>/` is a feature. Another feature, and any code outside the features, uses
 *   it only through its `index.ts`. Files at a group's root (`features/shop/shop.css`) are what that
 *   group's features share: only features of that group import them.
 * - One exception, for the shell (`app/`): it may load a feature's screen directly — a dynamic
 *   `import()` of any file (the router's and menu's lazy screens, each its own chunk) or a static import
 *   of a `…Page.tsx` (the sign-in page, in the first download) — so a screen never comes in through an
 *   index.ts that would pull its feature's other exports into the chunk.
 * - `ui/` (the reusable pieces) imports no feature and nothing of `app/`.
 * - Outside `app/`, the shell is imported only for `app/ShellContext` (who is signed in, the store)
 *   and `app/menu` (the menu table: the home's shortcuts); `main.tsx` starts the shell, and a test may
 *   import the shell to render with it.
 * - A feature that draws another's screen lazily gets it from that feature's index.ts as a lazy
 *   component (`export const StoreDashboard = lazy(() => import('./StoreDashboard'))`): its chunk
 *   stays its own.
 * - No loop of features importing each other (tests left out of the graph: they may use what they test).
 */
const SRC = resolve(import.meta.dirname, '..');
const FEATURES = join(SRC, 'features');
const APP = join(SRC, 'app');
const UI = join(SRC, 'ui');
/** What of the shell other code may import. */
const SHELL_FOR_ALL = [join(APP, 'ShellContext'), join(APP, 'menu')];
const MAIN = join(SRC, 'main.tsx');

/** Every script and style sheet under a folder, tests included. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

interface Specifier {
  spec: string;
  dynamic: boolean;
}

/** The module specifiers of a file: static imports and re-exports, side-effect and dynamic imports. */
function specifiersOf(source: string): Specifier[] {
  const found: Specifier[] = [];
  for (const pattern of [/\bfrom\s+'([^']+)'/g, /\bimport\s+'([^']+)'/g])
    for (const match of source.matchAll(pattern)) found.push({ spec: match[1]!, dynamic: false });
  for (const match of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g))
    found.push({ spec: match[1]!, dynamic: true });
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const inside = (folder: string, path: string) => !relative(folder, path).startsWith('..');

/** The feature (`group/area`) a path is in; a group's shared file is `group/`; undefined outside the features. */
function featureOf(path: string): string | undefined {
  if (!inside(FEATURES, path)) return undefined;
  const parts = relative(FEATURES, path).split(sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/`;
}

/** The file an import names, its extension left off: a feature's folder means its index. */
function targetOf(file: string, spec: string): string {
  const path = resolve(dirname(file), spec.split('?')[0]!).replace(/\.tsx?$/, '');
  return relative(FEATURES, path).split(sep).length === 2 && !/\.css$/.test(path)
    ? join(path, 'index')
    : path;
}

/** Whether `target` (in a feature or a group's root) may be imported from `file`. */
function featureImportAllowed(file: string, target: string, dynamic: boolean): boolean {
  const own = featureOf(file);
  const other = featureOf(target)!;
  if (other === own) return true;
  if (other.endsWith('/')) return own?.startsWith(other) === true;
  if (target === join(FEATURES, other, 'index')) return true;
  return inside(APP, file) && (dynamic || target.endsWith('Page'));
}

/** "file → import" for each import of `source` (the text of `file`) that breaks the rules above. */
function crossingsIn(file: string, source: string): string[] {
  return specifiersOf(source)
    .filter(({ spec }) => spec.startsWith('.'))
    .filter(({ spec, dynamic }) => {
      const target = targetOf(file, spec);
      if (inside(UI, file)) return featureOf(target) !== undefined || inside(APP, target);
      if (featureOf(target) !== undefined) return !featureImportAllowed(file, target, dynamic);
      if (inside(APP, target) && !inside(APP, file))
        return !SHELL_FOR_ALL.includes(target) && file !== MAIN && !isTest(file);
      return false;
    })
    .map(({ spec }) => `${relative(SRC, file)} → ${spec}`);
}

/** Which features each feature imports (tests left out: they may use what they test). */
function featureGraph(files: Array<{ file: string; source: string }>): Map<string, Set<string>> {
  const edges = files
    .filter(({ file }) => !isTest(file))
    .flatMap(({ file, source }) =>
      specifiersOf(source)
        .filter(({ spec }) => spec.startsWith('.'))
        .map(({ spec }) => ({ from: file, to: targetOf(file, spec) })),
    );
  return importGraph(edges, featureOf);
}

describe('feature boundaries of the back office', () => {
  it("has each feature, the shell and the shared folders import a feature only through that feature's index.ts", () => {
    const found = filesUnder(SRC)
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) => crossingsIn(file, readFileSync(file, 'utf8')));
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
    const file = join(FEATURES, 'shop', 'orders', 'OrdersPage.tsx');
    const source = `import { useCustomerSearch } from '../../loyalty/customers/api';
import { money } from '../../shop/products/money';
import '../../content/content.css';
const lazy = () => import('../../insight/activity/ActivityPage');
import { useShell } from '../../../app/ShellContext';
import { queryClient } from '../../../app/Providers';
import { LevelBadge } from '../../loyalty/levels';
import { useStoreInfo } from '../../account/configuration/index.ts';
import '../shop.css';
import { OrderDrawer } from './OrderDrawer';
import { LoadError } from '../../../ui/LoadError';`;
    expect(crossingsIn(file, source)).toEqual([
      'features/shop/orders/OrdersPage.tsx → ../../loyalty/customers/api',
      'features/shop/orders/OrdersPage.tsx → ../../shop/products/money',
      'features/shop/orders/OrdersPage.tsx → ../../../app/Providers',
      'features/shop/orders/OrdersPage.tsx → ../../content/content.css',
      'features/shop/orders/OrdersPage.tsx → ../../insight/activity/ActivityPage',
    ]);
  });

  it("lets the shell load a feature's screens directly, and keeps ui/ free of features and of the shell", () => {
    const shell = `import SignInPage from '../features/account/auth/SignInPage';
const Home = lazy(() => import('../features/insight/home/HomePage'));
import { NewOrdersBadge } from '../features/shop/orders/NewOrdersBadge';
import { useProfile } from '../features/account/profile';`;
    expect(crossingsIn(join(APP, 'menu.ts'), shell)).toEqual([
      'app/menu.ts → ../features/shop/orders/NewOrdersBadge',
    ]);
    const kit = `import { useShell } from '../app/ShellContext';
import { useStoreInfo } from '../features/account/configuration';
import { useViewport } from './useViewport';
import { call } from '../api/call';`;
    expect(crossingsIn(join(UI, 'PageHead.tsx'), kit)).toEqual([
      'ui/PageHead.tsx → ../app/ShellContext',
      'ui/PageHead.tsx → ../features/account/configuration',
    ]);
  });
});
