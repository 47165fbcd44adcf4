// @vitest-environment jsdom
import type { StampCardView, StampEntry } from '@premia/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { StampCardPanel } from './StampCardPanel';

/** A fake server keeping one customer's 4-stamp card, one stamp a day. */
function stampServer(start: number) {
  let stamps = start;
  let stampedToday = false;
  let nextId = 1;
  const card = (): StampCardView => ({
    stamps,
    perCard: 4,
    prize: 'Un café gratis',
    full: stamps >= 4,
    stampedToday,
  });
  const entry = (kind: StampEntry['kind'], n: number, prize: string | null = null): StampEntry => ({
    id: nextId++,
    kind,
    stamps: n,
    prize,
    reason: null,
    employee: null,
    reversesEntryId: null,
    reversedByEntryId: null,
    createdAt: '2026-12-07T15:00:00.000Z',
  });
  const entries: StampEntry[] = [];
  return fakeApi({
    '/client/customer/stamps': () => ({ s: 'ok', card: card(), entries: [...entries] }),
    '/client/customer/stamp-reverse': (input) => {
      stamps -= 1;
      const reversal = { ...entry('stamp_reversal', -1), reversesEntryId: input.entryId };
      return {
        s: 'ok',
        m: 'Se anuló el sello.',
        code: 'stamps.reversed',
        params: {},
        card: card(),
        entry: reversal,
      };
    },
    '/client/customer/stamp': () => {
      stamps += 1;
      stampedToday = true;
      return {
        s: 'ok',
        m: 'Se sumó un sello.',
        code: 'stamps.given',
        params: {},
        card: card(),
        entry: entry('stamp', 1),
      };
    },
    '/client/customer/stamp-redeem': () => {
      stamps -= 4;
      return {
        s: 'ok',
        m: 'Se canjeó la tarjeta de sellos: «Un café gratis».',
        code: 'stamps.cardRedeemed',
        params: { prize: 'Un café gratis' },
        card: card(),
        entry: entry('card_redeemed', -4, 'Un café gratis'),
      };
    },
  });
}

describe('the stamp card at the counter', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('shows «N de M sellos», stamps once a day, and redeems a full card for the store’s prize', async () => {
    const api = stampServer(3);
    renderWithApp(<StampCardPanel customerId={7} canGive canRedeem />);
    expect((await screen.findByTestId('stamp-count')).textContent).toBe('3 de 4 sellos');
    expect(screen.getByText('Tarjeta llena: Un café gratis')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Canjear tarjeta' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sellar' }));
    await waitFor(() => expect(screen.getByTestId('stamp-count').textContent).toBe('4 de 4 sellos'));
    expect(screen.getByText('¡Tarjeta llena! Premio: Un café gratis')).toBeTruthy();
    expect(screen.getByText('Ya recibió su sello de hoy.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sellar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Canjear tarjeta' }));
    await waitFor(() => expect(screen.getByTestId('stamp-count').textContent).toBe('0 de 4 sellos'));
    expect(api.callsTo('/client/customer/stamp')).toHaveLength(1);
    expect(api.callsTo('/client/customer/stamp-redeem')).toHaveLength(1);
    expect(await screen.findByText('Se canjeó la tarjeta de sellos: «Un café gratis».')).toBeTruthy();
  });

  it('shows no buttons to a user who may neither give nor redeem', async () => {
    stampServer(4);
    renderWithApp(<StampCardPanel customerId={7} canGive={false} canRedeem={false} />);
    expect((await screen.findByTestId('stamp-count')).textContent).toBe('4 de 4 sellos');
    expect(screen.queryByRole('button', { name: 'Sellar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Canjear tarjeta' })).toBeNull();
  });
});

describe('a stamp given by mistake', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('is taken back by the owner with «Anular», once', async () => {
    const api = stampServer(1);
    renderWithApp(<StampCardPanel customerId={7} canGive canRedeem canReverse />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sellar' }));
    await waitFor(() => expect(screen.getByTestId('stamp-count').textContent).toBe('2 de 4 sellos'));
    fireEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    await waitFor(() => expect(screen.getByTestId('stamp-count').textContent).toBe('1 de 4 sellos'));
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
    expect(screen.getByText(/Sello anulado/)).toBeTruthy();
    expect(api.callsTo('/client/customer/stamp-reverse')[0]!.input).toEqual({ entryId: 1 });
  });
});
