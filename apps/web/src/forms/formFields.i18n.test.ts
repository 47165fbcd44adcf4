// @vitest-environment jsdom
import { levelFields } from '@premia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../i18n';
import { formFields } from './formFields';

describe("a form's messages in the reader language", () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await setLanguage('en', { persist: false });
  });
  afterAll(() => setLanguage('es', { persist: false }));

  it('says a missing or too long field in English, as the server would in Spanish', async () => {
    const fields = formFields(levelFields);
    const required = fields.name.rules.find((rule) => typeof rule === 'object' && rule.required);
    expect(required && typeof required === 'object' ? required.message : null).toBe(
      'The field «name» is required.',
    );
    const validator = fields.name.rules.find((rule) => typeof rule === 'object' && rule.validator);
    const check = validator && typeof validator === 'object' ? validator.validator : undefined;
    await expect(check?.({} as never, 'x'.repeat(61), () => {})).rejects.toThrow(
      'The field «name» cannot have more than 60 characters.',
    );
  });

  it('says a missing field in the language the reader has switched to since the form was made', async () => {
    await setLanguage('es', { persist: false });
    // As a screen does: its fields once, when its module loads.
    const fields = formFields(levelFields);
    await setLanguage('en', { persist: false });
    const required = fields.name.rules.find((rule) => typeof rule === 'object' && rule.required);
    expect(required && typeof required === 'object' ? required.message : null).toBe(
      'The field «name» is required.',
    );
  });
});
