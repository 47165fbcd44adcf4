import { escapeHtml } from '../auth/index.ts';

/** The owner's mail when an endpoint failed for 3 days and was turned off: which, and where to turn it on. */
export function endpointTurnedOffMail(firstName: string, storeName: string, url: string, link: string) {
  return {
    subject: `Desactivamos un webhook de ${storeName}`,
    text: [
      `Hola ${firstName}:`,
      '',
      `Durante 3 días ningún envío al webhook ${url} tuvo éxito, así que lo desactivamos: ya no le enviamos eventos.`,
      'Cuando la dirección vuelva a responder, actívelo de nuevo desde la pantalla de webhooks; allí verá el registro de los envíos y podrá reenviarlos.',
      '',
      `Webhooks: ${link}`,
    ].join('\n'),
    html: `<p>Hola ${escapeHtml(firstName)}:</p>
<p>Durante 3 días ningún envío al webhook <strong>${escapeHtml(url)}</strong> tuvo éxito, así que lo desactivamos: ya no le enviamos eventos.</p>
<p>Cuando la dirección vuelva a responder, actívelo de nuevo desde la pantalla de webhooks; allí verá el registro de los envíos y podrá reenviarlos.</p>
<p><a href="${escapeHtml(link)}">Ver mis webhooks</a></p>`,
  };
}
