import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT = resolve(dirname(THIS_FILE), '../../..');

/** Each app's code, and this package's, with what it must never import: the other app, or any app. */
const folders = {
  wallet: { src: join(ROOT, 'apps/wallet/src'), forbidden: ['apps/web', 'apps/api'] },
  web: { src: join(ROOT, 'apps/web/src'), forbidden: ['apps/wallet', 'apps/api'] },
  client: { src: join(ROOT, 'packages/client/src'), forbidden: ['apps'] },
};
const packageOf: Record<string, string> = {
  '@premia/web': 'apps/web',
  '@premia/wallet': 'apps/wallet',
  '@premia/api': 'apps/api',
};

/** Every TypeScript file under a folder, tests included. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module specifiers of a file: static imports and re-exports, side-effect and dynamic imports. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [/\bfrom\s+'([^']+)'/g, /\bimport\s+'([^']+)'/g, /\bimport\(\s*'([^']+)'\s*\)/g])
    for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** Where a specifier leads, from the repository's root: a relative path, or the folder of one of our packages. */
function targetOf(file: string, spec: string): string {
  if (spec.startsWith('.')) return relative(ROOT, resolve(dirname(file), spec));
  const name = spec.split('/').slice(0, 2).join('/');
  return packageOf[name] ?? spec;
}

/** "file → import" for each import of `source` (the text of `file`) into a folder it must not use. */
function crossingsIn(file: string, source: string, forbidden: string[]): string[] {
  return specifiersOf(source)
    .filter((spec) => {
      const target = targetOf(file, spec);
      return forbidden.some((folder) => target === folder || target.startsWith(`${folder}/`));
    })
    .map((spec) => `${relative(ROOT, file)} → ${spec}`);
}

/**
 * The web and the wallet share code only through this package (and the contract): neither imports the
 * other's files, and the package imports no app's.
 */
describe('app boundaries', () => {
  for (const [name, { src, forbidden }] of Object.entries(folders)) {
    it(`has the ${name}'s code import nothing of ${forbidden.join(' nor ')}`, () => {
      // This file's own examples of crossings (below) are text, not imports.
      const found = filesUnder(src)
        .filter((file) => file !== THIS_FILE)
        .flatMap((file) => crossingsIn(file, readFileSync(file, 'utf8'), forbidden));
      expect(found).toEqual([]);
    });
  }

  it("keeps the package's test helpers (testing/) out of every production file", () => {
    const found = Object.values(folders)
      .flatMap(({ src }) => filesUnder(src))
      // The apps' test set-up (src/test/: setup files, fake servers) is no production file either.
      .filter(
        (file) =>
          !/\.test\.tsx?$/.test(file) &&
          !file.includes(`${join('src', 'testing')}/`) &&
          !file.includes(`${join('src', 'test')}/`),
      )
      .flatMap((file) =>
        specifiersOf(readFileSync(file, 'utf8'))
          .filter((spec) => /(^@premia\/client|\.\.?)\/testing\//.test(spec) || spec.startsWith('./testing/'))
          .map((spec) => `${relative(ROOT, file)} → ${spec}`),
      );
    expect(found).toEqual([]);
  });

  it('names the file and the import of a crossing, and lets the rest through', () => {
    const file = join(folders.wallet.src, 'features/points/PointsPage.tsx');
    const source = `import { entryDetail } from '../../../../web/src/features/loyalty/kinds';
import type { x } from '../../../../web/src/format/format';
const lazy = () => import('../../../../web/src/i18n/locales/en.json');
import { y } from '@premia/web/src/format/format';
import { z } from '../../../../api/src/lib/errors.ts';
import { formatFor } from '@premia/client/format';
import type { LedgerEntry } from '@premia/contract';
import { useFormat } from '../../app/useFormat';
import { Pager } from '../../app/Pager';`;
    expect(crossingsIn(file, source, folders.wallet.forbidden)).toEqual([
      'apps/wallet/src/features/points/PointsPage.tsx → ../../../../web/src/features/loyalty/kinds',
      'apps/wallet/src/features/points/PointsPage.tsx → ../../../../web/src/format/format',
      'apps/wallet/src/features/points/PointsPage.tsx → @premia/web/src/format/format',
      'apps/wallet/src/features/points/PointsPage.tsx → ../../../../api/src/lib/errors.ts',
      'apps/wallet/src/features/points/PointsPage.tsx → ../../../../web/src/i18n/locales/en.json',
    ]);
  });
});
