// @vitest-environment jsdom
import type { LiabilityReport } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downloads } from '../../../test/downloads';
import { fakeApi } from '../../../test/fakeApi';
import { adminSession, freshScreenPerTest, ownerSession, renderWithApp } from '../../../test/renderWithApp';
import AdminLiabilityPage from './AdminLiabilityPage';
import LiabilityPage from './LiabilityPage';

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  earned: i === 11 ? 900 : 0,
  redeemed: i === 11 ? 300 : 0,
  expired: i === 11 ? 120 : 0,
  reversed: 0,
}));

const report: LiabilityReport = {
  storeName: 'Café Aurora',
  currencyCode: 'PEN',
  countryCode: 'PE',
  asOf: '2026-12-07',
  pointValue: 0.05,
  pointsExpiryRule: 'earned',
  pointsExpiryMonths: 12,
  outstanding: 12_480,
  value: 624,
  byMonthEarned: [
    { month: '2025-12', points: 480, value: 24 },
    { month: '2026-11', points: 12_000, value: 600 },
  ],
  expiring: [
    { days: 30, points: 480, value: 24 },
    { days: 60, points: 480, value: 24 },
    { days: 90, points: 480, value: 24 },
  ],
  months,
};

describe('«Pasivo de puntos»', { timeout: 60_000 }, () => {
  freshScreenPerTest();

  it('shows the owner the points owed, their value, what expires soon, by month, and downloads the CSV', async () => {
    fakeApi({ '/client/liability/get': () => ({ s: 'ok', report }) });
    const { saved, restore } = downloads();
    renderWithApp(<LiabilityPage />, ownerSession);
    expect(await screen.findByRole('heading', { name: 'Pasivo de puntos' })).toBeTruthy();
    const outstanding = (await screen.findByText('Puntos pendientes')).closest('.ant-statistic')!;
    expect(outstanding.textContent).toContain('12.480');
    expect(screen.getByText('Valor del pasivo').closest('.ant-statistic')!.textContent).toMatch(
      /S\/\s624\.00/,
    );
    expect(screen.getByText('En los próximos 30 días')).toBeTruthy();
    expect(screen.getByText('Vencen 12 meses después de ganarlos', { exact: false })).toBeTruthy();
    const earnedIn = screen.getByText('2025-12').closest('tr')!;
    expect(within(earnedIn).getByText('480')).toBeTruthy();
    expect(within(earnedIn).getByText('S/ 24.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Descargar CSV/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = await saved[0]!.blob.text();
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Concepto,Periodo,Puntos,Valor');
    expect(lines[1]).toBe('Puntos pendientes,2026-12-07,12480,624.00');
    expect(lines).toContain('Pendientes ganados en,2025-12,480,24.00');
    expect(lines).toContain('En los próximos 90 días,2026-12-07,480,24.00');
    expect(lines).toContain('Canjeados,2026-12,300,');
    expect(lines).toContain('Vencidos,2026-12,120,');
    restore();
  });

  it('asks the owner to set the point value when there is none, and shows no money', async () => {
    fakeApi({
      '/client/liability/get': () => ({
        s: 'ok',
        report: {
          ...report,
          pointValue: null,
          value: null,
          byMonthEarned: report.byMonthEarned.map((m) => ({ ...m, value: null })),
          expiring: report.expiring.map((e) => ({ ...e, value: null })),
        },
      }),
    });
    renderWithApp(<LiabilityPage />, ownerSession);
    expect(
      await screen.findByText('Indique el «Valor de un punto» en Configuración para ver el valor en dinero.'),
    ).toBeTruthy();
    expect(screen.queryByText('S/ 624.00')).toBeNull();
  });

  it('lets the admin choose a store and shows its report', async () => {
    const api = fakeApi({
      '/admin/store/get-all': () => ({
        s: 'ok',
        stores: [
          {
            id: 7,
            name: 'Café Aurora',
            ruc: null,
            storeType: null,
            country: { id: 1, name: 'Perú' },
            owner: null,
            active: true,
            customers: 3,
            redeemLeft: 10,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        total: 1,
        more: false,
        clientWebApp: null,
        withSubscription: false,
      }),
      '/admin/liability/get': () => ({ s: 'ok', report }),
    });
    renderWithApp(<AdminLiabilityPage />, adminSession);
    expect(await screen.findByRole('heading', { name: 'Pasivo de puntos de un negocio' })).toBeTruthy();
    expect(api.callsTo('/admin/liability/get')).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Negocio' }));
    fireEvent.click(await screen.findByTitle('Café Aurora'));
    await waitFor(() => expect(api.callsTo('/admin/liability/get').at(-1)!.input).toEqual({ storeId: 7 }));
    expect((await screen.findByText('Puntos pendientes')).closest('.ant-statistic')!.textContent).toContain(
      '12.480',
    );
  });
});
