import { escapeHtml } from '../../account/auth/index.ts';

/** The owner's mail when the platform confirms a payment: the redemptions added and where to see them. */
export function paymentConfirmedMail(
  firstName: string,
  payment: { planName: string | null; redemptions: number },
  left: number,
  link: string,
) {
  const what = payment.planName ? `«${payment.planName}»` : 'su pago';
  return {
    subject: 'Confirmamos su pago en Premia',
    text: [
      `Hola ${firstName}:`,
      '',
      `Confirmamos el pago de ${what}: se sumaron ${payment.redemptions} canjes a su negocio.`,
      `Ahora tiene ${left} canjes disponibles.`,
      '',
      `Vea sus pagos en ${link}`,
    ].join('\n'),
    html: `<p>Hola ${escapeHtml(firstName)}:</p>
<p>Confirmamos el pago de ${escapeHtml(what)}: se sumaron ${payment.redemptions} canjes a su negocio.</p>
<p>Ahora tiene ${left} canjes disponibles.</p>
<p><a href="${escapeHtml(link)}">Ver mis pagos</a></p>`,
  };
}
