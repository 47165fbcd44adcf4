import { type MessageCode, systemTexts } from '@premia/contract';
import { wordsIn } from '../../../lib/words-in-language.ts';
import { escapeHtml } from '../../account/auth/index.ts';
import type { NotificationRow } from './notifications.repository.ts';

// Subjects are the platform's words only (docs/SECURITY.md): what a store writes — its name, the title,
// the text, the button and its link — goes in the body, under a line saying the store wrote it, so that
// nobody can mail an address a subject of theirs from MAIL_FROM (issue #31 item 1).

/** The subject of every store's notification mailed: the platform's words. */
export const STORE_MESSAGE_SUBJECT = 'Tiene un mensaje nuevo de su programa de puntos';

const WITHDRAW_NOTE = systemTexts['notifications.mailWithdrawNote'];

/**
 * A notification's title and text as one customer reads them: Premia's own words (a notification with
 * codes: a points expiry notice) in the customer's language; a person's words as they wrote them.
 */
export function premiaWordsIn(n: NotificationRow, language: string): { title: string; body: string } {
  if (!n.titleCode) return { title: n.title, body: n.description };
  return {
    title: wordsIn(language, n.titleCode as MessageCode),
    body: n.descriptionCode
      ? wordsIn(language, n.descriptionCode as MessageCode, n.textParams ?? {})
      : n.description,
  };
}

/**
 * A marketing mail: the notification, its button's link, and the link that withdraws consent. A store's
 * (sender: its name) has the platform's subject and the store's words marked as theirs; the platform's
 * own (sender null) keeps its title as subject (the admin's words are the platform's).
 */
export function marketingMail(n: NotificationRow, sender: { name: string } | null, withdrawLink: string) {
  const button = n.buttonLink ? `\n\n${n.buttonText ?? 'Ver más'}: ${n.buttonLink}` : '';
  const withdraw = `\n\n—\n${WITHDRAW_NOTE} ${withdrawLink}`;
  if (!sender) return { subject: n.title, text: `${n.description}${button}${withdraw}` };
  const intro = `Mensaje de ${sender.name}, escrito por el negocio (no por Premia):`;
  const quoted = `${n.title}\n\n${n.description}${button}`;
  return {
    subject: STORE_MESSAGE_SUBJECT,
    text: `${intro}\n\n${quoted}${withdraw}`,
    html: `<p>${escapeHtml(intro)}</p><blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(quoted).replaceAll('\n', '<br>')}</blockquote><p>—<br>${escapeHtml(WITHDRAW_NOTE)} <a href="${escapeHtml(withdrawLink)}">${escapeHtml(withdrawLink)}</a></p>`,
  };
}

/**
 * A mail of words Premia wrote for one customer of a store (a points expiry notice), in the customer's
 * language (premiaWordsIn): its title as subject, the store's name and the text in the body, and the
 * link that withdraws consent.
 */
export function platformWordsMail(
  words: { title: string; body: string },
  store: { name: string },
  withdrawLink: string,
  language: string,
) {
  const note = wordsIn(language, 'notifications.mailWithdrawNote');
  return {
    subject: words.title,
    text: `${store.name}\n\n${words.body}\n\n—\n${note} ${withdrawLink}`,
    html: `<p>${escapeHtml(store.name)}</p><p>${escapeHtml(words.body)}</p><p>—<br>${escapeHtml(note)} <a href="${escapeHtml(withdrawLink)}">${escapeHtml(withdrawLink)}</a></p>`,
  };
}

/**
 * The question to an address that a store typed and nobody confirmed, sent in place of the store's
 * first marketing mail to it: nothing of the store's is mailed there before the customer says yes.
 */
export function confirmMailQuestion(firstName: string, store: { name: string }, link: string) {
  const lines = [
    `Hola ${firstName}:`,
    `${store.name} lo registró en su programa de puntos con esta dirección y dice que usted acepta recibir sus novedades por email.`,
    'Si es así, confírmelo con este enlace. Si no, ignore este mensaje: no le enviaremos novedades por email.',
  ];
  return {
    subject: 'Confirme si desea recibir novedades por email',
    text: [...lines, '', link].join('\n\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">Sí, deseo recibirlas</a></p>`,
  };
}
