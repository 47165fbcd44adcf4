import { escapeHtml } from './recovery-mail.ts';

/** What the outbox keeps in place of a confirmation link (the link is a secret, made when the mail is sent). */
export const CONFIRM_LINK_KEPT = '[enlace omitido]';

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');

/** A new owner's mail: the link that activates the account (and proves the address). */
export function welcomeOwnerMail(firstName: string, link: string) {
  const intro = [
    `Hola ${firstName}:`,
    'Gracias por registrar su negocio en Premia. Para activar su cuenta, confirme su email con este enlace (vale 48 horas y se puede usar una sola vez):',
  ];
  const outro = 'Si no se registró usted, ignore este mensaje: sin confirmar, la cuenta no se puede usar.';
  return {
    subject: 'Confirme su email para activar su cuenta de Premia',
    text: [...intro, '', link, '', outro].join('\n'),
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">Confirmar mi email</a></p>\n${paragraphs([outro])}`,
  };
}

/** Someone registered, or asked to move an account to, an address that already has an account. */
export function addressInUseMail(firstName: string) {
  const lines = [
    `Hola ${firstName}:`,
    'Alguien intentó crear una cuenta de Premia, o cambiar el email de otra cuenta, con esta dirección, que ya tiene una cuenta: no se cambió nada.',
    'Si fue usted, ingrese con su contraseña o pida un enlace para restablecerla en «¿Olvidó su contraseña?». Si no fue usted, puede ignorar este mensaje.',
  ];
  return {
    subject: 'Su email ya tiene una cuenta de Premia',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}

/** The link that moves an account to a new address, sent to that new address. */
export function confirmNewEmailMail(firstName: string, link: string) {
  const intro = [
    `Hola ${firstName}:`,
    'Pidió usar esta dirección para ingresar a Premia. Confirme el cambio con este enlace (vale 48 horas y se puede usar una sola vez):',
  ];
  const outro = 'Si no lo pidió usted, ignore este mensaje: el email de la cuenta no cambia.';
  return {
    subject: 'Confirme su nuevo email de Premia',
    text: [...intro, '', link, '', outro].join('\n'),
    html: `${paragraphs(intro)}\n<p><a href="${escapeHtml(link)}">Confirmar el nuevo email</a></p>\n${paragraphs([outro])}`,
  };
}

/** The notice to the old address of an email change: the owner of the account hears of it. */
export function emailChangeRequestedMail(firstName: string, newEmail: string) {
  const lines = [
    `Hola ${firstName}:`,
    `Se pidió cambiar el email con el que ingresa a Premia por ${newEmail}. El cambio se hará cuando se confirme desde esa dirección, y las demás sesiones abiertas de su cuenta se cerraron.`,
    'Si no lo pidió usted, cambie su contraseña cuanto antes y avise a soporte.',
  ];
  return {
    subject: 'Se pidió cambiar su email de Premia',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}
