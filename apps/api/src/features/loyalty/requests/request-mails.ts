import { escapeHtml } from '../../account/auth/index.ts';

/** The mail a customer gets when the store confirms their reward request. */
export function requestConfirmedMail(
  store: { name: string },
  customer: { firstName: string },
  rewardName: string,
  balance: number,
) {
  return {
    subject: `Su premio «${rewardName}» fue confirmado`,
    text: `Hola ${customer.firstName}:\n\n${store.name} confirmó su solicitud de «${rewardName}». Su saldo es de ${balance} puntos.\n`,
    html: `<p>Hola ${escapeHtml(customer.firstName)}:</p><p>${escapeHtml(store.name)} confirmó su solicitud de «${escapeHtml(rewardName)}». Su saldo es de <b>${balance}</b> puntos.</p>`,
  };
}

/** The mail a customer gets when the store rejects their reward request, with the store's reason. */
export function requestRejectedMail(
  store: { name: string },
  customer: { firstName: string },
  rewardName: string,
  reason: string,
) {
  return {
    subject: `Su solicitud de «${rewardName}» no fue aceptada`,
    text: `Hola ${customer.firstName}:\n\n${store.name} no aceptó su solicitud de «${rewardName}».\nMotivo: ${reason}\nSus puntos no cambiaron.\n`,
    html: `<p>Hola ${escapeHtml(customer.firstName)}:</p><p>${escapeHtml(store.name)} no aceptó su solicitud de «${escapeHtml(rewardName)}».</p><p>Motivo: ${escapeHtml(reason)}</p><p>Sus puntos no cambiaron.</p>`,
  };
}
