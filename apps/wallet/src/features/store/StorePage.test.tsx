// @vitest-environment jsdom
import type { OpeningHours } from '@premia/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../../test/renderWallet';

const weekdays = (ranges: OpeningHours['monday']) => ({
  monday: ranges,
  tuesday: ranges,
  wednesday: ranges,
  thursday: ranges,
  friday: ranges,
});
const store = {
  ...testStore,
  locations: [
    {
      id: 1,
      name: 'Aurora Miraflores',
      address: 'Av. Larco 101',
      city: 'Lima',
      openingHours: { ...weekdays([{ opens: '07:00', closes: '21:00' }]), saturday: [], sunday: [] },
    },
    {
      id: 2,
      name: 'Aurora Barranco',
      address: 'Jr. Unión 210',
      city: 'Lima',
      openingHours: {
        ...weekdays([
          { opens: '08:00', closes: '13:00' },
          { opens: '16:00', closes: '21:00' },
        ]),
        saturday: [{ opens: '18:00', closes: '24:00' }],
        sunday: [],
      },
    },
    { id: 3, name: 'Aurora Surco', address: null, city: null, openingHours: null },
  ],
};

freshWalletPerTest();
afterEach(() => {
  vi.useRealTimers();
});

const location = (name: string) => screen.getByText(name).closest('li')!;

describe("the store page's opening hours", () => {
  it("says open or closed by the store's clock, not the phone's", async () => {
    // Monday 16 November 2026, 19:00 UTC: 14:00 in Lima (Barranco's break), 20:00 in Madrid.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-16T19:00:00Z'));
    fakeApi({ '/general/store': { body: { s: 'ok', store } } });
    renderWallet('/pe/cafe-aurora');

    await screen.findByText('Aurora Barranco');
    const miraflores = location('Aurora Miraflores');
    expect(within(miraflores).getByText('Abierto ahora')).toBeTruthy();
    expect(within(miraflores).getByText('Cierra a las 21:00')).toBeTruthy();
    expect(within(miraflores).getByText('Hoy: 07:00–21:00')).toBeTruthy();

    const barranco = location('Aurora Barranco');
    expect(within(barranco).getByText('Cerrado', { selector: '.hours__now span' })).toBeTruthy();
    expect(within(barranco).getByText('Hoy: 08:00–13:00, 16:00–21:00')).toBeTruthy();
    const week = within(barranco).getAllByRole('row');
    expect(week.map((row) => row.textContent)).toEqual([
      'lunes08:00–13:00, 16:00–21:00',
      'martes08:00–13:00, 16:00–21:00',
      'miércoles08:00–13:00, 16:00–21:00',
      'jueves08:00–13:00, 16:00–21:00',
      'viernes08:00–13:00, 16:00–21:00',
      'sábado18:00–00:00',
      'domingoCerrado',
    ]);
    expect(week[0]!.className).toBe('hours__today');

    // A location whose hours the store has not given shows none.
    expect(within(location('Aurora Surco')).queryByText(/Abierto ahora|Cerrado/)).toBeNull();
  });

  it('reads the week in English, and a closed day as closed', async () => {
    await setLanguage('en');
    // Sunday 22 November 2026, 12:00 in Lima.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T17:00:00Z'));
    fakeApi({ '/general/store': { body: { s: 'ok', store } } });
    renderWallet('/pe/cafe-aurora');

    await screen.findByText('Aurora Barranco');
    const miraflores = location('Aurora Miraflores');
    expect(within(miraflores).getByText('Closed', { selector: '.hours__now span' })).toBeTruthy();
    expect(within(miraflores).getByText('Closed today.')).toBeTruthy();
    expect(within(miraflores).getAllByRole('row')[6]!.textContent).toBe('SundayClosed');
  });
});
