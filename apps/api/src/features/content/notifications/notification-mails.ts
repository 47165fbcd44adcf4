import { escapeHtml } from '../../account/auth/index.ts';
import type { NotificationRow } from './notifications.repository.ts';

// Subjects are the platform's words only (docs/SECURITY.md): what a store writes — its name, the title,
// the text, the button and its link — goes in the body, under a line saying the store wrote it, so that
// nobody can mail an address a subject of theirs from MAIL_FROM (issue #31 item 1).

/** The subject of every store's notification mailed: the platform's words. */
export const STORE_MESSAGE_SUBJECT = 'Tiene un mensaje nuevo de su programa de puntos';

const WITHDRAW_NOTE =
  'Recibe este mensaje porque aceptó recibir comunicaciones comerciales. Para dejar de recibirlas, abra este enlace:';

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
 * A mail of words Premia wrote for one customer of a store (a points expiry notice): its title as
 * subject, the store's name and the text in the body, and the link that withdraws consent.
 */
export function platformWordsMail(n: NotificationRow, store: { name: string }, withdrawLink: string) {
  const text = `${store.name}\n\n${n.description}`;
  return {
    subject: n.title,
    text: `${text}\n\n—\n${WITHDRAW_NOTE} ${withdrawLink}`,
    html: `<p>${escapeHtml(store.name)}</p><p>${escapeHtml(n.description)}</p><p>—<br>${escapeHtml(WITHDRAW_NOTE)} <a href="${escapeHtml(withdrawLink)}">${escapeHtml(withdrawLink)}</a></p>`,
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
