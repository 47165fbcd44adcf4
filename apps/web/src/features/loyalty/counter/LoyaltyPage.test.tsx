// @vitest-environment jsdom
import type { Customer, LedgerEntry, Reward } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import LoyaltyPage from './LoyaltyPage';

const store = storeFixture();

function reward(id: number, name: string, pointsCost: number, stock: number | null): Reward {
  return {
    id,
    name,
    description: null,
    pointsCost,
    image: null,
    active: true,
    stock,
    limitPerCustomer: null,
    validFrom: null,
    validUntil: null,
    redeemedCount: 0,
  };
}

/**
 * The store as the fake server keeps it: Ana's balance and statement, two rewards. With
 * `lostAnswers`, that many add-points calls fail on the network before the server decides anything.
 */
function counterServer({ lostAnswers = 0, tickets = false, stamps = false } = {}) {
  const usedTickets = new Set<string>();
  let balance = 120;
  let nextId = 3;
  const rewards = [reward(3, 'Café americano', 50, 4), reward(4, 'Torta entera', 500, null)];
  const entries: LedgerEntry[] = [entry(2, 'purchase', 20, null), entry(1, 'welcome', 100, null)];
  function entry(
    id: number,
    kind: LedgerEntry['kind'],
    points: number,
    rewardName: string | null,
  ): LedgerEntry {
    return {
      id,
      customerId: 7,
      customerName: 'Ana Pérez',
      clientCode: 'A1B2',
      kind,
      points,
      amount: null,
      ticketNumber: null,
      duplicateTicket: false,
      reason: null,
      reasonCode: null,
      reasonParams: null,
      reward: rewardName ? { id: 3, name: rewardName } : null,
      employee: null,
      location: null,
      till: null,
      reversesEntryId: null,
      reversedByEntryId: null,
      createdAt: '2026-11-24T10:00:00.000Z',
    };
  }
  const ana = (): Customer => ({
    id: 7,
    clientCode: 'A1B2',
    firstName: 'Ana',
    lastName: 'Pérez',
    name: 'Ana Pérez',
    email: 'ana@example.com',
    mobile: null,
    phoneCode: null,
    birthday: null,
    notes: null,
    marketingConsent: false,
    balance,
    level: null,
    registrationLocation: null,
    createdBy: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  });
  const twins = (): Customer[] => [
    { ...ana(), id: 87, clientCode: 'A1p', firstName: 'Pedro', name: 'Pedro Quispe' },
    { ...ana(), id: 113, clientCode: 'A1P', firstName: 'Paula', name: 'Paula Rojas' },
  ];
  const api = fakeApi({
    '/client/get-store-info': () => ({
      s: 'ok',
      store: {
        ...store,
        showTicketNumberField: tickets,
        ...(stamps ? { stampsOn: true, stampsPerCard: 10, stampPrize: 'Un café gratis' } : {}),
      },
      generalConfiguration: undefined as never,
    }),
    '/client/customer/search': (input) => ({
      s: 'ok',
      customers: input.q.toLowerCase() === 'a1p' ? twins() : [ana()],
    }),
    '/client/customer/info': () => ({ s: 'ok', customer: ana() }),
    // As the API reads a scan: a reward code names Ana and reward 3; 'a1p' two customers but for case.
    '/client/customer/scan': (input) =>
      /^r3-a1b2$/i.test(input.code)
        ? { s: 'ok' as const, customers: [ana()], rewardId: 3, signed: false }
        : input.code.toLowerCase() === 'a1p'
          ? { s: 'ok' as const, customers: twins(), rewardId: null, signed: false }
          : {
              status: 400,
              failure: {
                s: 'not-ok',
                m: 'Este código QR ya venció: es una copia o una captura antigua. Pida al cliente que abra su tarjeta en la app y muestre el código actual.',
                code: 'scan.expired',
                params: {},
                errorType: 'validation',
              },
            },
    '/client/customer/points': (input) => ({
      s: 'ok',
      balance,
      total: entries.length,
      entries: entries.slice(0, input.pageSize ?? 20),
    }),
    '/client/customer/stamps': () => ({
      s: 'ok',
      card: { stamps: 4, perCard: 10, prize: 'Un café gratis', full: false, stampedToday: false },
      entries: [],
    }),
    '/client/get-all-rewards': () => ({ s: 'ok', rewards: rewards.map((r) => ({ ...r })) }),
    '/client/redemption/pendings': () => ({ s: 'ok', requests: [], total: 0 }),
    '/client/customer/pending-redemptions': () => ({ s: 'ok', requests: [] }),
    '/client/customer/add-points': (input) => {
      if (lostAnswers-- > 0) throw new TypeError('Failed to fetch');
      // As the API: a ticket number already used is refused until the user confirms it.
      if (input.ticketNumber && usedTickets.has(input.ticketNumber) && !input.confirmDuplicateTicket) {
        // When: the store's wall clock, raw; the screen writes it as the reader's language does.
        const params = { ticket: input.ticketNumber, when: '2026-11-24T10:05', customer: 'Ana Pérez (A1B2)' };
        return {
          status: 409,
          failure: {
            s: 'not-ok',
            m: `El ticket ${params.ticket} ya se usó el 24/11/2026 10:05 para ${params.customer}. Si es otra compra, confírmelo para registrarlo.`,
            code: 'points.duplicateTicket',
            params,
            errorType: 'conflict',
          },
        };
      }
      if (input.ticketNumber) usedTickets.add(input.ticketNumber);
      const points = Math.floor(input.amount ?? 0);
      balance += points;
      const added = {
        ...entry(nextId++, 'purchase', points, null),
        amount: input.amount ?? null,
        ticketNumber: input.ticketNumber ?? null,
        duplicateTicket: input.confirmDuplicateTicket === true,
      };
      entries.unshift(added);
      return { s: 'ok', m: `Se dieron ${points} puntos a Ana Pérez.`, entry: added, balance };
    },
    '/client/customer/discount-points': (input) => {
      balance -= input.points;
      const taken = { ...entry(nextId++, 'discount', -input.points, null), reason: input.reason };
      entries.unshift(taken);
      return { s: 'ok', m: `Se descontaron ${input.points} puntos a Ana Pérez.`, entry: taken, balance };
    },
    '/client/customer/give-reward': (input) => {
      const taken = rewards.find((r) => r.id === input.rewardId) as Reward;
      balance -= taken.pointsCost;
      taken.stock = taken.stock === null ? null : taken.stock - 1;
      const redeemed = entry(nextId++, 'redemption', -taken.pointsCost, taken.name);
      entries.unshift(redeemed);
      return {
        s: 'ok',
        m: `Ana Pérez canjeó ${taken.name}.`,
        redemption: {
          id: 1,
          rewardId: taken.id,
          rewardName: taken.name,
          points: taken.pointsCost,
          allowance: 'free',
          createdAt: redeemed.createdAt,
        },
        entry: redeemed,
        balance,
      };
    },
  });
  return api;
}

/** The counter's «Descontar puntos» card. */
async function discountForm() {
  return (await screen.findByRole('heading', { name: 'Descontar puntos' })).closest(
    '.ant-card',
  ) as HTMLElement;
}

async function pickAna() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Buscar cliente' }), { target: { value: 'Ana' } });
  fireEvent.click(await screen.findByRole('button', { name: /Ana Pérez/ }, { timeout: 5000 }));
  await waitFor(() => expect(screen.getByTestId('customer-balance').textContent).toBe('120'));
}

// The first render of antd's components is slow on a loaded 2-core machine.
describe('the counter', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('shows the stamp card under the customer where the store runs one, and none where it does not', async () => {
    counterServer({ stamps: true });
    renderWithApp(<LoyaltyPage />);
    await pickAna();
    expect((await screen.findByTestId('stamp-count')).textContent).toBe('4 de 10 sellos');
    expect(screen.getByRole('button', { name: 'Sellar' })).toBeTruthy();
    expect(screen.getByText('Tarjeta llena: Un café gratis')).toBeTruthy();
  });

  it('shows no stamp card where the store runs none', async () => {
    counterServer();
    renderWithApp(<LoyaltyPage />);
    await pickAna();
    expect(screen.queryByTestId('stamp-card')).toBeNull();
  });

  it('gives points for a purchase once and shows the answer: balance and the new movement', async () => {
    const api = counterServer();
    renderWithApp(<LoyaltyPage />);
    await pickAna();
    const movements = await screen.findByTestId('movements');
    await waitFor(() => expect(within(movements).getAllByRole('listitem')).toHaveLength(2));

    fireEvent.change(screen.getByRole('textbox', { name: 'Monto de la compra (PEN)' }), {
      target: { value: '45.5' },
    });
    const give = await screen.findByRole('button', { name: 'Dar 45 puntos' });
    // A double click at the counter gives once.
    fireEvent.click(give);
    fireEvent.click(give);

    await waitFor(() => expect(screen.getByTestId('customer-balance').textContent).toBe('165'));
    expect(await screen.findByText('Se dieron 45 puntos a Ana Pérez.')).toBeTruthy();
    expect(within(movements).getAllByRole('listitem')).toHaveLength(3);
    expect(within(movements).getAllByRole('listitem')[0]?.textContent).toContain('+45');

    const given = api.callsTo('/client/customer/add-points');
    expect(given).toHaveLength(1);
    expect(given[0]?.input).toEqual({ customerId: 7, amount: 45.5 });
    expect(given[0]?.headers['Idempotency-Key']).toMatch(/.+/);
    // The statement came from the answer, not from reading it again.
    expect(api.callsTo('/client/customer/points')).toHaveLength(1);
  });

  it('a ticket number already used: says when and for whom, gives nothing unless confirmed, then marks it', async () => {
    const api = counterServer({ tickets: true });
    renderWithApp(<LoyaltyPage />);
    await pickAna();
    const purchase = async () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Monto de la compra (PEN)' }), {
        target: { value: '10' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'Número de ticket' }), {
        target: { value: 'B001-77' },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Dar 10 puntos' }));
    };
    await purchase();
    await waitFor(() => expect(screen.getByTestId('customer-balance').textContent).toBe('130'));

    // jsdom gives every antd modal the same title id, so the dialog is found by its title's text.
    const repeatedTicketDialog = async () =>
      (await screen.findByText('Este ticket ya se usó')).closest('[role="dialog"]') as HTMLElement;
    await purchase();
    const dialog = await repeatedTicketDialog();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'El ticket B001-77 ya se usó el 24/11/2026, 10:05 para Ana Pérez (A1B2). Si es otra compra, confírmelo para registrarlo.',
    );
    expect(screen.getByTestId('customer-balance').textContent).toBe('130');
    // "No dar puntos" leaves everything as it was.
    fireEvent.click(within(dialog).getByRole('button', { name: 'No dar puntos' }));
    expect(api.callsTo('/client/customer/add-points')).toHaveLength(2);

    await purchase();
    const again = await repeatedTicketDialog();
    fireEvent.click(within(again).getByRole('button', { name: 'Es otra compra: dar los puntos' }));
    await waitFor(() => expect(screen.getByTestId('customer-balance').textContent).toBe('140'));
    const calls = api.callsTo('/client/customer/add-points');
    expect(calls).toHaveLength(4);
    expect(calls[3]!.input).toMatchObject({ ticketNumber: 'B001-77', confirmDuplicateTicket: true });
    // A new operation: its own Idempotency-Key, not the refused call's.
    expect(calls[3]!.headers['Idempotency-Key']).not.toBe(calls[2]!.headers['Idempotency-Key']);
    const movements = screen.getByTestId('movements');
    expect(await within(movements).findByText(/ticket B001-77 \(repetido, confirmado\)/)).toBeTruthy();
  });

  it('reads a reward code a handheld scanner types, Enter included, and asks to redeem it', async () => {
    const api = counterServer();
    renderWithApp(<LoyaltyPage />);
    const search = screen.getByRole('textbox', { name: 'Buscar cliente' });
    fireEvent.change(search, { target: { value: 'R3-a1b2' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText(/Cliente: Ana Pérez/, {}, { timeout: 5000 })).toBeTruthy();
    expect(api.callsTo('/client/customer/scan').map((c) => c.input)).toEqual([{ code: 'R3-a1b2' }]);
    await waitFor(() => expect(screen.getByTestId('customer-balance').textContent).toBe('120'));
  });

  it('shows both customers whose codes differ only in case, by name, to choose', async () => {
    const api = counterServer();
    renderWithApp(<LoyaltyPage />);
    const search = screen.getByRole('textbox', { name: 'Buscar cliente' });
    fireEvent.change(search, { target: { value: 'a1p' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    const dialog = (await screen.findByText('Elija al cliente', {}, { timeout: 5000 })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(dialog).getByRole('button', { name: /Paula Rojas/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Pedro Quispe/ }));
    await waitFor(() =>
      expect(api.callsTo('/client/customer/scan').map((c) => c.input)).toEqual([{ code: 'a1p' }]),
    );
    // The chooser closed leaves the cashier in the amount, not back in the search.
    const amount = await screen.findByRole('textbox', { name: 'Monto de la compra (PEN)' });
    await waitFor(() => expect(document.activeElement).toBe(amount));
  });

  it('says why a wallet QR from yesterday is refused', async () => {
    counterServer();
    renderWithApp(<LoyaltyPage />);
    const search = screen.getByRole('textbox', { name: 'Buscar cliente' });
    fireEvent.change(search, { target: { value: 'C.1Z.TA3B2K.ABCDEFGHIJKLMNOP' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText(/Este código QR ya venció/, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('redeems a reward after the confirmation: balance, movement and stock follow the answer', async () => {
    const api = counterServer();
    renderWithApp(<LoyaltyPage />);
    await pickAna();
    expect(await screen.findByText(/quedan 4/)).toBeTruthy();
    // 500 points are out of reach with 120.
    expect(screen.getByRole('button', { name: 'Canjear Torta entera' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Canjear Café americano' }));
    const confirm = await screen.findByText('¿Canjear «Café americano» por 50 puntos?');
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Canjear' }));

    await waitFor(() => expect(screen.getByTestId('customer-balance').textContent).toBe('70'));
    expect(await screen.findByText('Ana Pérez canjeó Café americano.')).toBeTruthy();
    expect(screen.getByText(/quedan 3/)).toBeTruthy();
    const movements = screen.getByTestId('movements');
    expect(within(movements).getAllByRole('listitem')[0]?.textContent).toContain('−50');

    expect(api.callsTo('/client/customer/give-reward').map((c) => c.input)).toEqual([
      { customerId: 7, rewardId: 3 },
    ]);
    expect(api.callsTo('/client/get-all-rewards')).toHaveLength(1);
    expect(api.callsTo('/client/customer/points')).toHaveLength(1);
  });

  it('a purchase retried after a network failure carries the same Idempotency-Key, so it counts once', async () => {
    const api = counterServer({ lostAnswers: 1 });
    renderWithApp(<LoyaltyPage />);
    await pickAna();
    fireEvent.change(screen.getByRole('textbox', { name: 'Monto de la compra (PEN)' }), {
      target: { value: '30' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dar 30 puntos' }));
    expect(
      await screen.findByText(
        'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('customer-balance').textContent).toBe('120');

    fireEvent.click(screen.getByRole('button', { name: 'Dar 30 puntos' }));
    await waitFor(() => expect(screen.getByTestId('customer-balance').textContent).toBe('150'));
    const calls = api.callsTo('/client/customer/add-points');
    expect(calls).toHaveLength(2);
    const [lost, retried] = calls;
    expect(retried?.headers['Idempotency-Key']).toBe(lost?.headers['Idempotency-Key']);
  });

  // Six values typed one after another: slower than one purchase on a loaded machine.
  it('judges the purchase amount as it is typed: an inline Spanish message, the button off, no call', {
    timeout: 90_000,
  }, async () => {
    const api = counterServer();
    renderWithApp(<LoyaltyPage />);
    await pickAna();
    const amount = screen.getByRole('textbox', { name: 'Monto de la compra (PEN)' });
    const type = (value: string) => fireEvent.change(amount, { target: { value } });
    const give = () => screen.getByRole('button', { name: /^Dar/ });

    for (const [value, message] of [
      ['0', 'El monto debe ser mayor que cero.'],
      ['-50', 'El monto debe ser mayor que cero.'],
      ['12,5,0', 'Escriba el monto con números, por ejemplo 12,50.'],
      ['abc', 'Escriba el monto con números, por ejemplo 12,50.'],
      ['12,3456', 'El monto puede tener como máximo dos decimales.'],
      ['99999999', 'El monto no puede ser mayor que S/ 10,000,000.00.'],
      ['2000000', 'La compra daría más de 1.000.000 puntos, el máximo por operación.'],
    ] as const) {
      type(value);
      expect((await screen.findByText(message)).textContent?.replace(/\u00a0/g, ' ')).toBe(message);
      expect(give().hasAttribute('disabled')).toBe(true);
      expect(give().textContent).toBe('Dar puntos');
    }
    // A Spanish decimal comma is a decimal point, grouped thousands are thousands; one point is singular.
    type('1');
    expect(await screen.findByRole('button', { name: 'Dar 1 punto' })).toBeTruthy();
    type('45,5');
    const ok = await screen.findByRole('button', { name: 'Dar 45 puntos' });
    expect(ok.hasAttribute('disabled')).toBe(false);
    type('1.234,50');
    expect(await screen.findByRole('button', { name: 'Dar 1234 puntos' })).toBeTruthy();
    expect(screen.getByText(/^1 punto por cada S\/\s1\.00$/)).toBeTruthy();
    expect(api.callsTo('/client/customer/add-points')).toHaveLength(0);
  });

  it('refuses points typed with decimals or letters instead of reading 12,50 as 1250', async () => {
    const api = counterServer();
    renderWithApp(<LoyaltyPage />);
    await pickAna();
    const form = await discountForm();
    const points = within(form).getByRole('textbox', { name: 'Puntos a descontar' }) as HTMLInputElement;
    fireEvent.change(within(form).getByRole('textbox', { name: 'Motivo' }), { target: { value: 'Error' } });
    for (const [typed, said] of [
      ['12,50', 'El campo «Puntos a descontar» debe ser un número entero.'],
      ['1.234,5', 'El campo «Puntos a descontar» debe ser un número entero.'],
      ['doce', 'El campo «Puntos a descontar» debe ser un número.'],
    ] as const) {
      fireEvent.change(points, { target: { value: typed } });
      fireEvent.click(within(form).getByRole('button', { name: 'Descontar puntos' }));
      expect(await within(form).findByText(said)).toBeTruthy();
      expect(points.value).toBe(typed);
    }
    expect(api.callsTo('/client/customer/discount-points')).toHaveLength(0);
    // A thousands separator is read as one: 1.000 is a thousand points, more than Ana has.
    fireEvent.change(points, { target: { value: '1.000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Descontar puntos' }));
    await waitFor(() => expect(api.callsTo('/client/customer/discount-points')).toHaveLength(1));
    expect(api.callsTo('/client/customer/discount-points')[0]?.input).toMatchObject({ points: 1000 });
  });

  it('takes points off with a reason (the owner): balance and movement follow the answer, asked once', async () => {
    const api = counterServer();
    renderWithApp(<LoyaltyPage />);
    await pickAna();
    const form = await discountForm();
    expect(within(form).getByText('Saldo actual: 120 puntos')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Puntos a descontar' }), {
      target: { value: '30' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: '  Compra mal registrada  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Descontar puntos' }));

    await waitFor(() => expect(screen.getByTestId('customer-balance').textContent).toBe('90'));
    expect(await screen.findByText('Se descontaron 30 puntos a Ana Pérez.')).toBeTruthy();
    expect(within(screen.getByTestId('movements')).getAllByRole('listitem')[0]?.textContent).toContain('−30');
    const calls = api.callsTo('/client/customer/discount-points');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ customerId: 7, points: 30, reason: 'Compra mal registrada' });
    expect(calls[0]?.headers['Idempotency-Key']).toMatch(/.+/);
  });
});
