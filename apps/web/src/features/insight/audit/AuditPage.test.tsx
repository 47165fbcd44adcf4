// @vitest-environment jsdom
import type { AuditEntry, LoginData } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, ownerSession, renderWithApp } from '../../../test/renderWithApp';
import AdminAuditPage from './AdminAuditPage';
import AuditPage from './AuditPage';

const aurora = { id: 1, name: 'Café Aurora', timeZone: 'America/Lima' };
const madrid = { id: 7, name: 'Librería Sol', timeZone: 'Europe/Madrid' };
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const permissions: AuditEntry = {
  id: 12,
  // 03:30 UTC is 22:30 of the day before in Lima.
  at: '2026-11-05T03:30:00.000Z',
  action: 'employee.permissions',
  store: aurora,
  actor: { kind: 'user', userId: 2, name: 'Ana Torres', email: 'owner@premia.local' },
  detail: { employeeId: 5, employee: 'Rosa Huamán', granted: ['permRedeem'], revoked: ['permStore'] },
  ip: '190.12.4.8',
  userAgent: CHROME,
};
const byAdmin: AuditEntry = {
  id: 11,
  at: '2026-11-04T15:00:00.000Z',
  action: 'admin.paymentConfirmed',
  store: aurora,
  actor: { kind: 'admin', userId: null, name: null, email: null },
  detail: { paymentId: 40, redemptions: 100 },
  ip: '10.0.0.2',
  userAgent: null,
};
const discount: AuditEntry = {
  id: 10,
  at: '2026-11-04T15:00:00.000Z',
  action: 'points.discounted',
  store: madrid,
  actor: { kind: 'user', userId: 9, name: 'Luis Gómez', email: 'l***@sol.es' },
  detail: { customerId: 1436, points: -50, entryId: 900 },
  ip: '81.2.3.4',
  userAgent: 'CajaPOS/2.1',
};

const expiryChange: AuditEntry = {
  id: 9,
  at: '2026-11-04T14:00:00.000Z',
  action: 'store.pointsExpiry',
  store: aurora,
  actor: { kind: 'user', userId: 2, name: 'Ana Torres', email: 'owner@premia.local' },
  detail: { rule: 'earned', months: 18, previousRule: 'never', previousMonths: 12 },
  ip: '190.12.4.8',
  userAgent: CHROME,
};

const page = (entries: AuditEntry[]) => ({
  s: 'ok' as const,
  entries,
  total: entries.length,
  page: 1,
  pageSize: 20,
});

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('the audit log screens', { timeout: 60_000 }, () => {
  freshScreenPerTest();

  it("shows the owner who did what, when in the store's time and from where; filters by action and user", async () => {
    const api = fakeApi({
      '/client/audit/get-all': (input) =>
        page(input.action === 'employee.permissions' ? [permissions] : [permissions, byAdmin, expiryChange]),
      '/client/info': () => ({
        s: 'ok',
        user: {
          id: 2,
          first_name: 'Ana',
          last_name: 'Torres',
          name: 'Ana Torres',
          email: 'owner@premia.local',
          country: null,
          defaultLanguage: 'es',
          userType: 'client',
          storeUserType: 'owner',
          storeName: 'Café Aurora',
          locationId: null,
          locationName: null,
        },
        languages: [],
        defaultLanguage: 'es',
        permissions: { permGivePoints: true, permRedeem: true, permCreateCustomer: true, permStore: true },
      }),
      '/client/get-all-employees': () => ({ s: 'ok', employees: [] }),
    });
    renderWithApp(<AuditPage />, ownerSession);
    expect(await screen.findByRole('heading', { name: 'Registro de auditoría' })).toBeTruthy();
    const table = await screen.findByTestId('audit-table');
    const row = (await within(table).findByText('Permisos cambiados')).closest('tr')!;
    expect(within(row).getByText('04/11/2026, 22:30')).toBeTruthy();
    expect(within(row).getByText('Ana Torres')).toBeTruthy();
    expect(within(row).getByText('owner@premia.local')).toBeTruthy();
    expect(within(row).getByText('Empleado: Rosa Huamán')).toBeTruthy();
    expect(within(row).getByText('Permisos dados: Canjear premios')).toBeTruthy();
    expect(within(row).getByText('Permisos quitados: Tienda online')).toBeTruthy();
    expect(within(row).getByText('190.12.4.8')).toBeTruthy();
    expect(within(row).getByText('Chrome 120 · Windows')).toBeTruthy();
    const adminRow = within(table).getByText('Pago confirmado por el administrador').closest('tr')!;
    expect(within(adminRow).getByText('Administrador de la plataforma')).toBeTruthy();
    expect(within(adminRow).getByText('Canjes: 100')).toBeTruthy();
    const expiryRow = within(table).getByText('Vencimiento de los puntos cambiado').closest('tr')!;
    expect(within(expiryRow).getByText('Vencimiento: N meses después de ganarlos')).toBeTruthy();
    expect(within(expiryRow).getByText('Meses: 18')).toBeTruthy();
    expect(within(expiryRow).getByText('Vencimiento anterior: Nunca')).toBeTruthy();
    expect(within(expiryRow).getByText('Meses antes: 12')).toBeTruthy();
    expect(screen.getByText('3 acciones')).toBeTruthy();

    await pick('Acción', 'Permisos cambiados');
    await waitFor(() =>
      expect(api.callsTo('/client/audit/get-all').at(-1)!.input).toMatchObject({
        action: 'employee.permissions',
        page: 1,
      }),
    );
    await pick('Quién', 'Ana Torres');
    await waitFor(() =>
      expect(api.callsTo('/client/audit/get-all').at(-1)!.input).toMatchObject({
        action: 'employee.permissions',
        userId: 2,
        page: 1,
      }),
    );
    expect(await screen.findByText('1 acción')).toBeTruthy();
  });

  it("shows the admin every store's rows, each in its store's time, and filters by store", async () => {
    const adminSession: LoginData = {
      ...ownerSession,
      storeId: null,
      storeName: null,
      storeUserType: null,
      userType: 'admin',
    };
    const api = fakeApi({
      '/admin/audit/get-all': (input) => page(input.storeId === 7 ? [discount] : [permissions, discount]),
      '/admin/store/get-all': () => ({
        s: 'ok',
        stores: [
          {
            id: 7,
            name: 'Librería Sol',
            ruc: null,
            storeType: null,
            country: { id: 1, name: 'España' },
            owner: null,
            active: true,
            customers: 0,
            redeemLeft: 0,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        total: 1,
        more: false,
        clientWebApp: null,
        withSubscription: false,
      }),
    });
    renderWithApp(<AdminAuditPage />, adminSession);
    const table = await screen.findByTestId('audit-table');
    const row = (await within(table).findByText('Puntos descontados')).closest('tr')!;
    // 15:00 UTC is 16:00 in Madrid.
    expect(within(row).getByText('04/11/2026, 16:00')).toBeTruthy();
    expect(within(row).getByText('Librería Sol')).toBeTruthy();
    expect(within(row).getByText('l***@sol.es')).toBeTruthy();
    expect(within(row).getByText('Cliente: Ana')).toBeTruthy();
    expect(within(row).getByText('Puntos: −50')).toBeTruthy();
    expect(within(row).getByText('CajaPOS/2.1')).toBeTruthy();
    await pick('Negocio', 'Librería Sol');
    await waitFor(() =>
      expect(api.callsTo('/admin/audit/get-all').at(-1)!.input).toMatchObject({ storeId: 7, page: 1 }),
    );
    expect(await screen.findByText('1 acción')).toBeTruthy();
  });
});
