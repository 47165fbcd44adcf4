import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const tokensFile = join(src, 'styles.css');

/** The files under `dir` whose names match `kind`, tests left out. */
function filesUnder(dir: string, kind: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, kind);
    return kind.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const styleSheets = filesUnder(src, /\.css$/);
const scripts = filesUnder(src, /\.tsx?$/);

/** The wallet's tokens: the custom properties of the :root block that opens styles.css. */
function tokens(): { block: string; declared: Map<string, string> } {
  const text = readFileSync(tokensFile, 'utf8');
  const block = /:root\s*\{[^}]*\}/.exec(text)?.[0] ?? '';
  const declared = new Map(
    [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
  );
  return { block, declared };
}

/** "file: match" for each match of `pattern` in the files (in styles.css, after its :root block). */
function found(files: string[], pattern: RegExp): string[] {
  const { block } = tokens();
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const outside = file === tokensFile ? text.replace(block, '') : text;
    return [...outside.matchAll(pattern)].map((match) => `${relative(src, file)}: ${match[0]}`);
  });
}

describe("the wallet's palette (#33 §7)", () => {
  it('reads every style sheet of the wallet', () => {
    expect(styleSheets.map((file) => relative(src, file))).toEqual(
      expect.arrayContaining(['styles.css', join('features', 'shop', 'shop.css')]),
    );
  });

  it('writes each colour once, as a token of the :root block, and reads it everywhere as var(--…)', () => {
    expect(found(styleSheets, /#[0-9a-fA-F]{3,8}\b/g)).toEqual([]);
    // The card's QR code is an image of its own: black on white, what a scanner reads, not a brand colour.
    const qrCode = [
      join('features', 'card', 'qr-svg.ts: "#fff'),
      join('features', 'card', 'qr-svg.ts: "#000'),
    ];
    expect(found(scripts, /['"`]#[0-9a-fA-F]{3,8}\b/g)).toEqual(qrCode);
    const colours = [...tokens().declared.values()].filter((value) => value.startsWith('#'));
    expect(colours.length).toBeGreaterThan(20);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('reads only tokens it declares (a misspelt one would draw nothing)', () => {
    const { declared } = tokens();
    const unknown = found(styleSheets, /var\(\s*(--[\w-]+)/g).filter(
      (where) => !declared.has(where.slice(where.indexOf('--'))),
    );
    expect(unknown).toEqual([]);
  });
});
