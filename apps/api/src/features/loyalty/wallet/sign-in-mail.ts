import { escapeHtml } from '../../account/auth/index.ts';
import { CODE_MINUTES } from './sign-in-codes.repository.ts';

/** What the outbox keeps in place of a sign-in code: the code is made only when the mail job sends it. */
export const CODE_KEPT = '[código omitido]';

/** The mail with a wallet sign-in code: the code in the subject too, so a phone shows it at a glance. */
export function signInCodeMail(store: { name: string }, code: string) {
  const text = `Su código para entrar en ${store.name} es ${code}.\n\nVence en ${CODE_MINUTES} minutos. Si usted no lo pidió, ignore este correo.\n`;
  return {
    subject: `Su código para entrar: ${code}`,
    text,
    html: `<p>Su código para entrar en ${escapeHtml(store.name)} es <b style="font-size:1.4em;letter-spacing:2px">${code}</b>.</p><p>Vence en ${CODE_MINUTES} minutos. Si usted no lo pidió, ignore este correo.</p>`,
  };
}

/** The kept mail `stored` with its code's digits in place of CODE_KEPT. */
export function withCode<M extends { subject: string; text: string; html?: string }>(
  stored: M,
  code: string,
): M {
  return {
    ...stored,
    subject: stored.subject.replaceAll(CODE_KEPT, code),
    text: stored.text.replaceAll(CODE_KEPT, code),
    ...(stored.html ? { html: stored.html.replaceAll(CODE_KEPT, code) } : {}),
  };
}
