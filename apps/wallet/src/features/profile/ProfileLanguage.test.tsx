// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testProfile, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

describe("the wallet's languages", () => {
  it("offers the back office's languages, and switches the page to the one saved", async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/profile': { body: { s: 'ok', profile: testProfile } },
      '/wallet/profile/update': (body: typeof testProfile) => ({
        body: { s: 'ok', m: 'Se guardaron sus datos.', profile: { ...testProfile, ...body } },
      }),
    });
    signedInAs('cus_idioma');
    renderWallet('/pe/cafe-aurora/profile');

    const language = (await screen.findByLabelText('Idioma')) as HTMLSelectElement;
    expect([...language.options].map((o) => o.textContent)).toEqual([
      'Español',
      'English',
      '中文',
      'Français',
      'Italiano',
    ]);
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    fireEvent.change(language, { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('heading', { name: 'Mes informations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cadeaux' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(calls.find((c) => c.path === '/wallet/profile/update')?.body).toMatchObject({ language: 'fr' });
    expect(localStorage.getItem('premia.wallet.language')).toBe('fr');
  });

  it('reads Arabic right to left, with the server messages translated', async () => {
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/rewards': {
        body: {
          s: 'ok',
          balance: 3,
          requestReward: false,
          rewardRequestInfo: null,
          qrReward: true,
          rewards: [
            {
              id: 1,
              name: 'Café americano',
              description: null,
              image: null,
              pointsCost: 50,
              missingPoints: 47,
              soldOut: false,
              qr: null,
              pendingRequestId: null,
            },
          ],
        },
      },
      '/wallet/reward-requests': { body: { s: 'ok', requests: [] } },
    });
    signedInAs('cus_idioma');
    renderWallet('/pe/cafe-aurora/rewards');
    expect(await screen.findByText('تنقصك 47 نقطة')).toBeTruthy();
    expect(screen.getByTestId('rewards-balance').textContent).toBe('3 نقاط');
    expect(i18n.t('server.requests.disabled')).not.toBe('server.requests.disabled');

    await setLanguage('es');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
