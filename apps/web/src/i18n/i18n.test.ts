import { allLanguages } from '@premia/client/languages';
import { keysOf, placeholders, valueAt } from '@premia/client/testing/dictionary-keys';
import { describe, expect, it } from 'vitest';

async function load(language: string): Promise<Record<string, unknown>> {
  return (await import(`./locales/${language}.json`)).default;
}

describe('dictionaries', async () => {
  // The server's messages are not here: the client package's server-texts, checked by its own test.
  const es = await load('es');
  const esKeys = keysOf(es);

  it('Spanish has the messages of the spec word for word', () => {
    expect(valueAt(es, 'signIn.invalid')).toBe('El email y/o la contraseña no son válidos.');
    expect(valueAt(es, 'signIn.validating')).toBe('Validando el usuario y contraseña, por favor espere...');
    expect(valueAt(es, 'reset.required')).toBe('Tiene que indicar una contraseña.');
    expect(valueAt(es, 'reset.mismatch')).toBe('Las contraseñas deben ser iguales.');
    expect(valueAt(es, 'reset.success')).toBe('La contraseña fué cambiada con éxito. Ya puede usarla.');
    expect(valueAt(es, 'recovery.receivedTitle')).toBe('Pedido recibido');
    expect(valueAt(es, 'profile.updatedTitle')).toBe('Perfil actualizado');
    expect(valueAt(es, 'profile.updatedText')).toBe('La información ha sido guardada.');
    expect(valueAt(es, 'errors.noSubscriptionTitle')).toBe('Suscripción no activa');
    expect(valueAt(es, 'errors.noSubscription')).toBe('Tiene que activar la suscripción');
    expect(valueAt(es, 'layout.hello')).toBe('Hola');
    expect(valueAt(es, 'layout.myProfile')).toBe('Mi Perfil');
    expect(valueAt(es, 'layout.footer')).toBe('Panel de control');
    expect(valueAt(es, 'app.pageTitle')).toBe('Inicio');
  });

  for (const language of allLanguages.filter((l) => l !== 'es')) {
    it(`${language} has every key of es, no other key, and the same placeholders`, async () => {
      const other = await load(language);
      const otherKeys = keysOf(other);
      // A plural key may have more forms than Spanish's one/other where the language has them (ar: zero, two, few, many).
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
      const pluralForm = (k: string) => {
        const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(k);
        return m?.[1] && m[2] && esKeys.includes(`${m[1]}_other`) && categories.includes(m[2])
          ? `${m[1]}_other`
          : null;
      };
      expect(esKeys.filter((k) => !otherKeys.includes(k))).toEqual([]);
      expect(otherKeys.filter((k) => !esKeys.includes(k) && !pluralForm(k))).toEqual([]);
      for (const key of otherKeys.filter((k) => !esKeys.includes(k))) {
        expect(placeholders(valueAt(other, key) as string), key).toEqual(
          placeholders(valueAt(es, pluralForm(key) as string) as string),
        );
      }
      for (const key of esKeys) {
        const text = valueAt(other, key);
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
        expect(placeholders(text as string), key).toEqual(placeholders(valueAt(es, key) as string));
      }
    });
  }
});
