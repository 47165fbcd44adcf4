import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The props of each `<Form.Item …>` opening tag of a file (braces counted: an arrow's `>` is inside them). */
function formItemTags(text: string): { line: number; props: string }[] {
  const tags: { line: number; props: string }[] = [];
  let from = text.indexOf('<Form.Item');
  while (from !== -1) {
    let depth = 0;
    let end = from + '<Form.Item'.length;
    for (; end < text.length; end++) {
      const c = text[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push({ line: text.slice(0, from).split('\n').length, props: text.slice(from, end) });
    from = text.indexOf('<Form.Item', end);
  }
  return tags;
}

describe("every form's errors name their field as its label does", () => {
  it('a Form.Item with rules has a label, or gives one to its messages (messageVariables)', () => {
    // formFields' messages say the field as `${label}`: antd fills it with the item's label, or with
    // its name ('phoneCode') when it has none — a field the reader never sees named so.
    const unlabelled = sources(src).flatMap((file) =>
      formItemTags(readFileSync(file, 'utf8'))
        .filter(({ props }) => /\brules=/.test(props) && !/\b(label|messageVariables)=/.test(props))
        .map(({ line }) => `${relative(src, file)}:${line}`),
    );
    expect(unlabelled).toEqual([]);
  });
});
