/** What the outbox keeps in place of a recovery mail's link (the link is a secret). */
export const RECOVERY_LINK_KEPT = '[enlace omitido]';

/** The password-recovery mail, in Spanish. */
export function recoveryMail(firstName: string, link: string) {
  return {
    subject: 'Restablezca su contraseña de Premia',
    text: [
      `Hola ${firstName}:`,
      '',
      'Recibimos un pedido para restablecer la contraseña de su cuenta de Premia.',
      'Abra este enlace para elegir una nueva contraseña (vale 30 minutos y se puede usar una sola vez):',
      '',
      link,
      '',
      'Si no lo pidió usted, ignore este mensaje: su contraseña no cambia.',
    ].join('\n'),
    html: `<p>Hola ${escapeHtml(firstName)}:</p>
<p>Recibimos un pedido para restablecer la contraseña de su cuenta de Premia.</p>
<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a> (el enlace vale 30 minutos y se puede usar una sola vez).</p>
<p>Si no lo pidió usted, ignore este mensaje: su contraseña no cambia.</p>`,
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
