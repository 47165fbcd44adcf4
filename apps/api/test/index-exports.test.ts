import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
const FEATURES = join(HERE, '../src/features');

/** "<group>/<area>" of every feature with an index.ts. */
function featuresWithIndex(): string[] {
  return readdirSync(FEATURES, { withFileTypes: true })
    .filter((group) => group.isDirectory())
    .flatMap((group) =>
      readdirSync(join(FEATURES, group.name), { withFileTypes: true })
        .filter((area) => area.isDirectory())
        .filter((area) => readdirSync(join(FEATURES, group.name, area.name)).includes('index.ts'))
        .map((area) => `${group.name}/${area.name}`),
    )
    .sort();
}

describe("what a feature's index.ts exports", () => {
  it('is checked by the compiler for every feature (index-exports.types.ts lists each index.ts)', () => {
    const checks = readFileSync(join(HERE, 'index-exports.types.ts'), 'utf8');
    const listed = [...checks.matchAll(/^ {2}'([a-z-]+\/[a-z-]+)': true as Only</gm)].map((m) => m[1]).sort();
    const imported = [...checks.matchAll(/from '\.\.\/src\/features\/([a-z-]+\/[a-z-]+)\/index\.ts'/g)]
      .map((m) => m[1])
      .sort();
    expect(listed).toEqual(featuresWithIndex());
    expect(imported).toEqual(featuresWithIndex());
  });
});
