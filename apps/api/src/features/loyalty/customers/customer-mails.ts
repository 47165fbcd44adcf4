import type { Customer } from '@premia/contract';
import { escapeHtml } from '../../account/auth/index.ts';

interface StoreLike {
  name: string;
  welcomePoints: number;
}

// Subjects are the platform's words only: a store's name or a reward's (text any new store writes)
// never leads a subject or names the sender, so nobody can mail strangers in Premia's voice (#14 item 8).
// The store is named in the body, escaped.

/** The welcome, with the link to the customer's card in the store's wallet where the store has one. */
export function welcomeMail(store: StoreLike, customer: Customer, cardLink: string | null) {
  const points = store.welcomePoints > 0 ? ` Ya tiene ${store.welcomePoints} puntos de bienvenida.` : '';
  const card = cardLink ? `Vea su tarjeta, sus puntos y los premios en ${cardLink}\n` : '';
  const text = `Hola ${customer.firstName}:\n\nBienvenido al programa de puntos de ${store.name}.${points}\nSu código de cliente es ${customer.clientCode}: muéstrelo en caja para sumar puntos y canjear premios.\n${card}`;
  const cardHtml = cardLink
    ? `<p><a href="${escapeHtml(cardLink)}">Vea su tarjeta, sus puntos y los premios</a></p>`
    : '';
  return {
    subject: 'Bienvenido a su programa de puntos',
    text,
    html: `<p>Hola ${escapeHtml(customer.firstName)}:</p><p>Bienvenido al programa de puntos de ${escapeHtml(store.name)}.${escapeHtml(points)}</p><p>Su código de cliente es <b>${customer.clientCode}</b>: muéstrelo en caja para sumar puntos y canjear premios.</p>${cardHtml}`,
  };
}

export function pointsMail(
  store: { name: string },
  customer: Pick<Customer, 'firstName'>,
  points: number,
  balance: number,
) {
  const verb = points >= 0 ? `sumó ${points}` : `usó ${-points}`;
  return {
    subject: `Su saldo es de ${balance} puntos`,
    text: `Hola ${customer.firstName}:\n\nHoy ${verb} puntos en ${store.name}. Su saldo es de ${balance} puntos.\n`,
    html: `<p>Hola ${escapeHtml(customer.firstName)}:</p><p>Hoy ${verb} puntos en ${escapeHtml(store.name)}. Su saldo es de <b>${balance}</b> puntos.</p>`,
  };
}

export function redemptionMail(
  store: { name: string },
  customer: Pick<Customer, 'firstName'>,
  rewardName: string,
  balance: number,
) {
  return {
    subject: 'Canje registrado',
    text: `Hola ${customer.firstName}:\n\nCanjeó «${rewardName}» en ${store.name}. Su saldo es de ${balance} puntos.\n`,
    html: `<p>Hola ${escapeHtml(customer.firstName)}:</p><p>Canjeó «${escapeHtml(rewardName)}» en ${escapeHtml(store.name)}. Su saldo es de <b>${balance}</b> puntos.</p>`,
  };
}
