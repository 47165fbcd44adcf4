// @vitest-environment jsdom
import type { Failure } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { AdminToday } from './AdminToday';
import { StoreToday } from './StoreToday';

const down = {
  status: 503,
  failure: { s: 'not-ok', m: 'La base de datos no responde.', code: 'common.databaseDown' } as Failure,
};

const month = {
  month: '2030-01',
  pointsGiven: 0,
  pointsRedeemed: 0,
  redemptions: 0,
  newCustomers: 0,
  newStores: 2,
  revenue: [],
};

/** The failed line: the shared alert, with the reason and a retry; no figure, no endless skeleton. */
async function failedLine() {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('No se pudo cargar la información')).toBeTruthy();
  expect(within(alert).getByText('La base de datos no responde.')).toBeTruthy();
  expect(screen.queryByTestId('home-today')).toBeNull();
  expect(document.querySelector('.ant-skeleton')).toBeNull();
  return alert;
}

describe("the home banner's figure line", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it("says when the store's figures could not be read, and shows them once the retry succeeds", async () => {
    let failing = true;
    const api = fakeApi({
      '/stats/points': () =>
        failing
          ? down
          : {
              s: 'ok',
              startDate: '2030-01-01',
              endDate: '2030-01-30',
              data: [
                {
                  date: '2030-01-30',
                  pointsGiven: 120,
                  pointsRedeemed: 0,
                  purchasesAmount: 40,
                  purchases: 3,
                  newCustomers: 1,
                  redemptions: 0,
                },
              ],
            },
      '/client/store/more-info': () => ({
        s: 'ok',
        storeMoreInfo: {
          clientsAmount: 8,
          pointsOutstanding: 500,
          pointsOutstandingValue: 50,
          currencyCode: 'PEN',
          redemptionsThisMonth: 0,
          redeemFree: 10,
          redeemBought: 0,
          redeemUsed: 0,
          redeemLeft: 10,
          nps: null,
          npsAnswers: 0,
        },
      }),
    });
    renderWithApp(<StoreToday owner />);
    const alert = await failedLine();

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: /Intentar de nuevo/ }));
    const line = await screen.findByTestId('home-today');
    expect(line.textContent).toBe('Hoy: 3 compras · 120 puntos dados · 0 canjes · 1 cliente nuevo');
    expect(screen.queryByRole('alert')).toBeNull();
    // The figures that were read are not asked again.
    expect(api.callsTo('/client/store/more-info')).toHaveLength(1);
  });

  it("says when the platform's figures could not be read, and shows them once the retry succeeds", async () => {
    let failing = true;
    fakeApi({
      '/admin/home/figures': () =>
        failing
          ? down
          : {
              s: 'ok',
              stores: { active: 5, inactive: 1, newThisMonth: 2 },
              customers: 40,
              thisMonth: month,
              redemptions: { bought: 0, used: 0, left: 0 },
              pendingPayments: 1,
              months: [month],
              rolledUpAt: null,
            },
    });
    renderWithApp(<AdminToday />, adminSession);
    const alert = await failedLine();

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: /Intentar de nuevo/ }));
    await waitFor(() =>
      expect(screen.getByTestId('home-today').textContent).toBe(
        '1 pago por confirmar · 2 negocios nuevos este mes',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
