import { SURVEY_OPEN_DAYS, SURVEY_QUESTION } from '@premia/contract';
import { escapeHtml } from '../../account/auth/index.ts';

/**
 * The invitation after a purchase: the question, answered in the store's wallet within the week. `link`
 * is the wallet's survey page (null for a store without a wallet address: the mail then only names it).
 */
export function surveyMail(store: { name: string }, customer: { firstName: string }, link: string | null) {
  const ask = `${SURVEY_QUESTION} Responda de 0 a 10 en su tarjeta de puntos de ${store.name} durante los próximos ${SURVEY_OPEN_DAYS} días.`;
  const answer = 'Responder la encuesta';
  return {
    subject: '¿Cómo fue su compra?',
    text: `Hola ${customer.firstName}:\n\nGracias por su compra en ${store.name}.\n${ask}\n${link ? `\n${answer}: ${link}\n` : ''}`,
    html: `<p>Hola ${escapeHtml(customer.firstName)}:</p><p>Gracias por su compra en ${escapeHtml(store.name)}.</p><p>${escapeHtml(ask)}</p>${
      link ? `<p><a href="${escapeHtml(link)}">${answer}</a></p>` : ''
    }`,
  };
}
