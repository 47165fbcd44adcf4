/**
 * An order's states: new → confirmed → prepared → shipped (delivery) / ready (pick-up) → delivered,
 * or cancelled (with a reason) from any of them.
 */
export const orderStates = [
  'new',
  'confirmed',
  'prepared',
  'shipped',
  'ready',
  'delivered',
  'cancelled',
] as const;
export type OrderState = (typeof orderStates)[number];

/** The Spanish name of each state (mails, messages). */
export const orderStateNames: Record<OrderState, string> = {
  new: 'Nuevo',
  confirmed: 'Confirmado',
  prepared: 'Preparado',
  shipped: 'Enviado',
  ready: 'Listo para recoger',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};
