import { escapeHtml } from '../auth/index.ts';
import { CODE_MINUTES } from './sign-in-codes.repository.ts';

/** The mail with a wallet sign-in code: the code in the subject too, so a phone shows it at a glance. */
export function signInCodeMail(store: { name: string }, code: string) {
  const text = `Su código para entrar en ${store.name} es ${code}.\n\nVence en ${CODE_MINUTES} minutos. Si usted no lo pidió, ignore este correo.\n`;
  return {
    subject: `Su código para entrar: ${code}`,
    text,
    html: `<p>Su código para entrar en ${escapeHtml(store.name)} es <b style="font-size:1.4em;letter-spacing:2px">${code}</b>.</p><p>Vence en ${CODE_MINUTES} minutos. Si usted no lo pidió, ignore este correo.</p>`,
  };
}
