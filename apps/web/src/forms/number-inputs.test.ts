import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');

function scripts(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('numbers typed in the back office', () => {
  it("go through NumberInput or MoneyInput, never antd's InputNumber (it made «12,50» 1250)", () => {
    const users = scripts(SRC).filter((file) =>
      /<InputNumber\b|import \{[^}]*\bInputNumber\b[^}]*\} from 'antd'/.test(readFileSync(file, 'utf8')),
    );
    expect(users.map((file) => relative(SRC, file))).toEqual([]);
  });
});
