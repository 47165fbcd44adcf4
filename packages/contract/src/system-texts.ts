/**
 * What the API itself writes where a person reads it later (a ledger row's reason, why an order was
 * cancelled): a stable code and its Spanish text, joined to the messages in messages.ts, so a row keeps
 * the code and its params and every reader says it in their language (the apps by their dictionaries'
 * `server` section; mails and PDFs in Spanish by spanishMessage). Texts a person typed stay as typed.
 */
export const systemTexts = {
  'ledger.welcome': 'Puntos de bienvenida',
  'ledger.onlineOrder': 'Pedido #{{orderId}} · Compra en la tienda online',
  'ledger.orderCancelled': 'Pedido #{{orderId}} cancelado',
  'ledger.coupon': 'Cupón «{{batch}}»',
  'ledger.bulk': 'Carga masiva (lote #{{batchId}})',
  'ledger.bulkUndone': 'Se deshizo la carga masiva (lote #{{batchId}})',
  'ledger.reversalOf': 'Anulación del movimiento {{entryId}}',
  'ledger.expired': 'Puntos vencidos',
  'ledger.referralReferrer': 'Por invitar a un amigo',
  'ledger.referralFriend': 'Regalo por venir invitado',
  'ledger.visitBonus': 'Regalo por su visita número {{visits}}',
  'notifications.expiryTitle': 'Sus puntos vencen pronto',
  'notifications.expiryBody': '{{points}} puntos vencen el {{date}}.',
  'notifications.mailWithdrawNote':
    'Recibe este mensaje porque aceptó recibir comunicaciones comerciales. Para dejar de recibirlas, abra este enlace:',
  'notifications.birthdayTitle': '¡Feliz cumpleaños!',
  'notifications.birthdayBody': '¡Feliz cumpleaños! Le regalamos {{points}} puntos para celebrarlo.',
  'orders.releasedReason':
    'No se recogió en el plazo de {{hours}} horas: el pedido se canceló y sus productos volvieron a la venta.',
} as const;

export type SystemTextCode = keyof typeof systemTexts;
export const systemTextCodes = Object.keys(systemTexts) as [SystemTextCode, ...SystemTextCode[]];
