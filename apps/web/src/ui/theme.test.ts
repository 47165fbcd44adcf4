import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { palette, paletteVariables, shades, theme, tone } from './theme';

const src = join(import.meta.dirname, '..');
const repo = join(src, '..', '..', '..');
const themeFile = join(src, 'ui', 'theme.ts');

/** The files under `dir` whose names match `kind`, tests left out. */
function filesUnder(dir: string, kind: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, kind);
    return kind.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The web app's code and style sheets, and the style sheets of the shared packages. */
const scripts = filesUnder(src, /\.tsx?$/).filter((file) => file !== themeFile);
const styleSheets = [...filesUnder(src, /\.css$/), ...filesUnder(join(repo, 'packages'), /\.css$/)];

/** "file: match" for each match of `pattern` in the files. */
function found(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => `${relative(repo, file)}: ${match[0]}`),
  );
}

describe('one palette (#13 item 11, #33 §7)', () => {
  it('reads the style sheets too: there are some, and the shared ones are looked at', () => {
    expect(styleSheets.length).toBeGreaterThan(30);
    expect(styleSheets.map((file) => relative(repo, file))).toContain('apps/web/src/app/global.css');
  });

  it('every colour a screen or chart draws comes from the theme’s tokens, none written in place', () => {
    expect(found(scripts, /['"`]#[0-9a-fA-F]{3,8}\b/g)).toEqual([]);
  });

  it('no component takes one of antd’s named colours (color="green"): its light tints fail contrast on white', () => {
    expect(found(scripts, /\bcolor=["'{`]+[a-z]+(-inverse)?["'`]/g)).toEqual([]);
  });

  it('every colour a style sheet draws is a token read as var(--premia-…), none written in place', () => {
    expect(found(styleSheets, /#[0-9a-fA-F]{3,8}\b/g)).toEqual([]);
  });

  it('every token a style sheet reads is one the theme defines (a misspelt one would draw nothing)', () => {
    const defined = new Set(Object.keys(paletteVariables()));
    const read = found(styleSheets, /var\(\s*(--premia-[\w-]+)/g).filter(
      (where) => !defined.has(where.slice(where.indexOf('--premia-'))),
    );
    expect(read).toEqual([]);
  });

  it('names each token once, as one CSS custom property', () => {
    const variables = paletteVariables();
    expect(variables).toMatchObject({
      '--premia-primary': palette.primary,
      '--premia-text-secondary': palette.textSecondary,
      '--premia-tone-danger': tone.danger,
      '--premia-gray-200': shades.gray200,
    });
    expect(Object.keys(variables)).toHaveLength(
      Object.keys(palette).length + Object.keys(tone).length + Object.keys(shades).length,
    );
  });

  it('the tokens are colours, the states are told apart, and text and states are readable on white (WCAG AA)', () => {
    for (const colour of [...Object.values(palette), ...Object.values(tone), ...Object.values(shades)]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
    const states = Object.values(tone);
    expect(new Set(states).size).toBe(states.length);
    const { primary, accent, money, neutral, text, textSecondary } = palette;
    const readable = { primary, accent, money, neutral, text, textSecondary, ...tone };
    for (const [name, colour] of Object.entries(readable)) {
      expect(contrast(colour, palette.white), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a link pointed at or pressed stays readable on white (antd draws them lighter by default)', () => {
    const token = antdTheme.getDesignToken(theme);
    for (const name of ['colorLink', 'colorLinkHover', 'colorLinkActive'] as const) {
      expect(contrast(token[name], palette.white), `${name} ${token[name]}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
