import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { palette, tone } from './theme';

const src = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one palette (#13 item 11)', () => {
  it('every colour a screen or chart draws comes from the theme’s tokens, none written in place', () => {
    const written = sourceFiles(src)
      .filter((file) => relative(src, file) !== join('app', 'theme.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/['"`]#[0-9a-fA-F]{3,8}\b/g)].map(
          (match) => `${relative(src, file)}: ${match[0]}`,
        ),
      );
    expect(written).toEqual([]);
  });

  it('the tokens are colours readable on white, and the states are told apart', () => {
    for (const colour of [...Object.values(palette), ...Object.values(tone)]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
    const states = Object.values(tone);
    expect(new Set(states).size).toBe(states.length);
  });
});
