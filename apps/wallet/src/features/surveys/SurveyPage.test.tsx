// @vitest-environment jsdom
import { SURVEY_QUESTION } from '@premia/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import esPages from '../../i18n/locales/es-pages.json';
import { fakeApi, freshWalletPerTest, renderWallet, testCard, testStore } from '../../test/renderWallet';
import { knownCustomerSignIn, signedInAs, signInByCode } from '../../test/signIn';

const openSurvey = {
  id: 4,
  question: SURVEY_QUESTION,
  purchasedAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2026-11-27T15:00:00.000Z',
};

freshWalletPerTest();

describe("the wallet's survey after a purchase", () => {
  it('asks the question of the contract word for word', () => {
    expect(esPages.survey.question).toBe(SURVEY_QUESTION);
  });

  it('shows the open survey on the card; answered once, it thanks and is gone', async () => {
    let open: typeof openSurvey | null = openSurvey;
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/me': { body: { s: 'ok', card: testCard } },
      '/wallet/survey': () => ({ body: { s: 'ok', survey: open } }),
      '/wallet/survey/answer': () => {
        open = null;
        return { body: { s: 'ok', m: '¡Gracias por su respuesta!' } };
      },
    });
    signedInAs('cus_encuesta');
    renderWallet('/pe/cafe-aurora/card');

    expect(await screen.findByRole('heading', { name: '¿Cómo fue su compra?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Responder la encuesta' }));

    const scores = await screen.findByRole('group', { name: SURVEY_QUESTION });
    expect(screen.getByText('Sobre su compra del 20/11/2026.')).toBeTruthy();
    expect(screen.getByText('Puede responder hasta el 27/11/2026, 10:00.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar respuesta' })).toHaveProperty('disabled', true);
    fireEvent.click(scores.querySelector('input[value="9"]')!);
    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), {
      target: { value: '  Muy buena atención.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));

    expect((await screen.findByRole('status')).textContent).toBe('¡Gracias por su respuesta!');
    expect(screen.queryByRole('group', { name: SURVEY_QUESTION })).toBeNull();
    expect(calls.find((c) => c.path === '/wallet/survey/answer')?.body).toEqual({
      surveyId: 4,
      score: 9,
      comment: 'Muy buena atención.',
    });

    fireEvent.click(screen.getByRole('link', { name: 'Mi tarjeta' }));
    expect(await screen.findByTestId('client-code')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '¿Cómo fue su compra?' })).toBeNull();
  });

  it("opens from the mail's link: a signed-out customer signs in and lands on the survey", async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      ...knownCustomerSignIn('cus_encuesta'),
      '/wallet/survey': { body: { s: 'ok', survey: openSurvey } },
    });
    // The link of the invitation mail (surveys/survey-mails.ts): {address}/{cc}/{slug}/survey.
    renderWallet('/pe/cafe-aurora/survey');
    await signInByCode('valeria@example.com');

    expect(await screen.findByRole('group', { name: SURVEY_QUESTION })).toBeTruthy();
    expect(window.location.pathname).toBe('/pe/cafe-aurora/survey');
  });

  it('says so when no survey is open, and refusals come in the reader language', async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/survey': { body: { s: 'ok', survey: null } },
    });
    signedInAs('cus_encuesta');
    renderWallet('/pe/cafe-aurora/survey');
    expect(
      await screen.findByText(
        'No tiene encuestas pendientes. Le preguntaremos después de su próxima compra.',
      ),
    ).toBeTruthy();
    cleanup();

    await setLanguage('en');
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/survey': { body: { s: 'ok', survey: openSurvey } },
      '/wallet/survey/answer': {
        status: 409,
        body: {
          s: 'not-ok',
          m: 'Ya respondió esta encuesta. ¡Gracias!',
          code: 'surveys.alreadyAnswered',
          params: {},
          errorType: 'conflict',
        },
      },
    });
    renderWallet('/pe/cafe-aurora/survey');
    const scores = await screen.findByRole('group', {
      name: 'How likely are you to recommend us to a friend or relative?',
    });
    fireEvent.click(scores.querySelector('input[value="3"]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/already answered/);
  });
});
