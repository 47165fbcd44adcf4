import { type OrderState, orderStateNames } from '@premia/contract';
import { type MoneyPlace, writeCents } from '@premia/contract/money';
import { escapeHtml } from '../../account/auth/index.ts';

interface MailOrder {
  id: number;
  mode: string;
  totalCents: number;
  lines: { name: string; quantity: number; totalCents: number }[];
}

function linesText(order: MailOrder, place: MoneyPlace): string {
  return order.lines.map((l) => `- ${l.quantity} × ${l.name}: ${writeCents(l.totalCents, place)}`).join('\n');
}

function asHtml(text: string): string {
  return text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const howPaid = (mode: string) =>
  mode === 'delivery' ? 'Pagará al recibir su pedido.' : 'Pagará al recoger su pedido en el local.';

/** To the customer: the order was received, with its lines and total. */
export function orderPlacedMail(store: { name: string } & MoneyPlace, firstName: string, order: MailOrder) {
  const text = `Hola ${firstName}:\n\n${store.name} recibió su pedido #${order.id}.\n\n${linesText(order, store)}\nTotal: ${writeCents(order.totalCents, store)}\n\n${howPaid(order.mode)} Le avisaremos cada vez que cambie de estado.`;
  return { subject: `Pedido #${order.id} recibido`, text, html: asHtml(text) };
}

/** To the store: a new order to prepare. */
export function newOrderMail(store: MoneyPlace, customerName: string, order: MailOrder) {
  const how = order.mode === 'delivery' ? 'envío a domicilio' : 'recojo en el local';
  const text = `Tiene un pedido nuevo (#${order.id}) de ${customerName}, con ${how}.\n\n${linesText(order, store)}\nTotal: ${writeCents(order.totalCents, store)}\n\nConfírmelo en la sección Pedidos de la tienda online.`;
  return { subject: `Pedido nuevo #${order.id}`, text, html: asHtml(text) };
}

/** To the customer: the order changed state. */
export function orderStateMail(
  store: { name: string },
  firstName: string,
  order: { id: number; points: number },
  state: OrderState,
  reason: string | null,
) {
  const extra =
    state === 'delivered' && order.points > 0
      ? ` Sumó ${order.points} puntos con esta compra.`
      : state === 'cancelled' && reason
        ? ` Motivo: ${reason}`
        : '';
  const text = `Hola ${firstName}:\n\nSu pedido #${order.id} en ${store.name} ahora está: ${orderStateNames[state]}.${extra}`;
  return { subject: `Pedido #${order.id}: ${orderStateNames[state]}`, text, html: asHtml(text) };
}
