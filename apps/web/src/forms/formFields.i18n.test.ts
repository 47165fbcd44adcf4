// @vitest-environment jsdom
import { levelFields } from '@premia/contract';
import type { FormRule } from 'antd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../i18n';
import { FIELD_LABEL, formFields } from './formFields';

/** The message of the first rule that refuses the value, the label where antd puts it. */
async function refusal(rules: FormRule[], value: unknown, label: string) {
  for (const rule of rules) {
    if (typeof rule === 'function') continue;
    try {
      await rule.validator?.(rule as never, value, () => {});
    } catch (error) {
      return (error as Error).message.replaceAll(FIELD_LABEL, label);
    }
  }
  return null;
}

describe("a form's messages in the reader language", () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });
  afterAll(() => setLanguage('es', { persist: false }));

  it('says a missing or too long field in the language read when the form checks, not when it was made', async () => {
    // A screen's module makes its fields once, in the language of that moment (Spanish here).
    const fields = formFields(levelFields);
    await setLanguage('en', { persist: false });
    expect(await refusal(fields.name.rules, '', 'Level name')).toBe('The field «Level name» is required.');
    expect(await refusal(fields.name.rules, 'x'.repeat(61), 'Level name')).toBe(
      'The field «Level name» cannot have more than 60 characters.',
    );
    await setLanguage('fr', { persist: false });
    expect(await refusal(fields.name.rules, '  ', 'Nom du niveau')).toBe(
      'Le champ « Nom du niveau » est obligatoire.',
    );
  });
});
