// @vitest-environment jsdom
import type { Segment, SegmentFilter } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import SegmentsPage from './SegmentsPage';

const recover: Segment = {
  id: 1,
  name: 'Por recuperar',
  filter: { notVisitedForDays: 60, pointsMin: 100 },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** A fake count: 120 customers in all, fewer with each condition, so each change of the filter shows. */
const countOf = (filter: SegmentFilter) => Math.max(0, 120 - 17 * Object.keys(filter).length);

function segmentsServer() {
  const segments = [recover];
  return fakeApi({
    '/client/get-store-info': () => ({
      s: 'ok',
      store: storeFixture(),
      generalConfiguration: undefined as never,
    }),
    '/client/levels/get-all': () => ({
      s: 'ok',
      levels: [
        { id: 3, name: 'Oro', minPoints: 500, benefits: null, color: '#d4a017', position: 1, customers: 9 },
      ],
    }),
    '/client/get-locations': () => ({
      s: 'ok',
      locations: [
        { id: 5, name: 'Miraflores', address: null, city: null, employeesCount: 1, openingHours: null },
      ],
    }),
    '/client/segments/list': () => ({ s: 'ok', segments: segments.map((s) => ({ ...s })) }),
    '/client/segments/count': (input) => ({ s: 'ok', customers: countOf(input.filter) }),
    '/client/segments/add': (input) => {
      const segment: Segment = {
        id: segments.length + 1,
        name: input.name,
        filter: input.filter,
        createdAt: '2026-11-02T10:00:00.000Z',
        updatedAt: '2026-11-02T10:00:00.000Z',
      };
      segments.push(segment);
      return { s: 'ok', m: 'Se guardó el segmento.', segment };
    },
    '/client/segments/delete': () => ({
      status: 409,
      failure: {
        s: 'not-ok',
        m: 'Una notificación programada se enviará a este segmento.',
        errorType: 'conflict',
      },
    }),
  });
}

function type(field: HTMLElement, value: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('the segments screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('lists the segments in words, counts a filter live as it is typed (money the local way) and saves it', async () => {
    const api = segmentsServer();
    renderWithApp(<SegmentsPage />);
    expect(await screen.findByText('Por recuperar')).toBeTruthy();
    expect(screen.getByText('No viene hace 60 días · Puntos desde 100')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo segmento' }));
    const modal = await screen.findByRole('dialog');
    const count = () => within(modal).getByTestId('segment-count').textContent;
    await waitFor(() => expect(count()).toBe('120 clientes'), { timeout: 5000 });

    type(within(modal).getByRole('textbox', { name: 'Puntos desde' }), '1.000');
    await waitFor(() => expect(count()).toBe('103 clientes'), { timeout: 5000 });
    expect(api.callsTo('/client/segments/count').at(-1)?.input).toEqual({ filter: { pointsMin: 1000 } });

    // Money the local way: 12,50 and 1.234,50.
    const spendMin = within(modal).getByRole('textbox', { name: 'Gasto desde (PEN)' });
    type(spendMin, '12,50');
    await waitFor(() => expect(count()).toBe('86 clientes'), { timeout: 5000 });
    expect(api.callsTo('/client/segments/count').at(-1)?.input).toEqual({
      filter: { pointsMin: 1000, spendMin: 12.5 },
    });
    type(spendMin, '1.234,50');
    await waitFor(
      () =>
        expect(api.callsTo('/client/segments/count').at(-1)?.input).toEqual({
          filter: { pointsMin: 1000, spendMin: 1234.5 },
        }),
      { timeout: 5000 },
    );
    // A minimum above its maximum is not counted.
    type(within(modal).getByRole('textbox', { name: 'Gasto hasta (PEN)' }), '100');
    await waitFor(() => expect(count()).toBe('Corrija el filtro para ver cuántos clientes toma.'), {
      timeout: 5000,
    });

    // A minimum above its maximum is said before any call.
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'VIP' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('Un mínimo no puede ser mayor que su máximo.')).toBeTruthy();
    expect(api.callsTo('/client/segments/add')).toHaveLength(0);

    type(within(modal).getByRole('textbox', { name: 'Gasto hasta (PEN)' }), '');
    await chooseOption('Nivel', 'Oro', modal);
    await chooseOption('Acepta recibir por', 'Email', modal);
    await waitFor(() => expect(count()).toBe('52 clientes'), { timeout: 5000 });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó el segmento.')).toBeTruthy();
    expect(api.callsTo('/client/segments/add').map((c) => c.input)).toEqual([
      { name: 'VIP', filter: { pointsMin: 1000, spendMin: 1234.5, levelId: 3, consent: 'mail' } },
    ]);
    expect(await screen.findByText('VIP')).toBeTruthy();
  });

  it("says why a segment is not deleted (the server's 409)", async () => {
    segmentsServer();
    renderWithApp(<SegmentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Por recuperar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Una notificación programada se enviará a este segmento.')).toBeTruthy();
  });
});
