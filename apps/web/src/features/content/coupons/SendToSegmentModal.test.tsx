// @vitest-environment jsdom
import type { CouponBatch, Segment } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import CouponsPage from './CouponsPage';

const batch: CouponBatch = {
  id: 7,
  name: 'Café gratis',
  points: 50,
  reward: null,
  expiresOn: '2099-12-31',
  limitPerCustomer: null,
  source: 'generated',
  codesTotal: 100,
  codesClaimed: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
};

const segment = (id: number, name: string): Segment => ({
  id,
  name,
  filter: {},
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

function server() {
  return fakeApi({
    '/client/coupons/get': () => ({ s: 'ok', batches: [batch], batch: null, codes: [], total: 0 }),
    '/client/segments/list': () => ({ s: 'ok', segments: [segment(1, 'Frecuentes'), segment(2, 'Todos')] }),
    '/client/coupons/segment-reach': ({ segmentId }) =>
      segmentId === 1
        ? { s: 'ok', customers: 40, available: 100 }
        : { s: 'ok', customers: 300, available: 100 },
    '/client/coupons/send-to-segment': () => ({
      s: 'ok',
      m: 'Se envió el cupón «Café gratis» a 40 clientes de «Frecuentes».',
      code: 'coupons.sentToSegment',
      params: { batch: 'Café gratis', customers: 40, segment: 'Frecuentes' },
      sent: 40,
    }),
  });
}

describe('«Enviar a un segmento» on a coupon batch (issue 34 §6)', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('shows the count first, refuses a segment larger than the free codes, and sends once on confirming', async () => {
    const api = server();
    renderWithApp(<CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar Café gratis a un segmento' }));
    // Every rc-component id is 'test-id' under test: the dialog is found by its title's text.
    const modal = (await screen.findByText('Enviar «Café gratis» a un segmento')).closest<HTMLElement>(
      '[role=dialog]',
    )!;
    const ok = () => within(modal).getByRole('button', { name: /^Enviar/ });
    expect(ok()).toHaveProperty('disabled', true);

    await chooseOption('Segmento', 'Todos', modal);
    expect((await within(modal).findByTestId('segment-reach')).textContent).toContain(
      '300 clientes deben recibirlo, pero el lote solo tiene 100 códigos libres.',
    );
    await waitFor(() => expect(ok()).toHaveProperty('disabled', true));

    await chooseOption('Segmento', 'Frecuentes', modal);
    await waitFor(() =>
      expect(within(modal).getByTestId('segment-reach').textContent).toContain(
        '40 clientes recibirán el cupón. El lote tiene 100 códigos libres.',
      ),
    );
    const confirm = await within(modal).findByRole('button', { name: 'Enviar a 40 clientes' });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(
      await screen.findByText('Se envió el cupón «Café gratis» a 40 clientes de «Frecuentes».'),
    ).toBeTruthy();
    const sends = api.callsTo('/client/coupons/send-to-segment');
    expect(sends.map((c) => c.input)).toEqual([{ batchId: 7, segmentId: 1 }]);
    expect(sends[0]!.headers['Idempotency-Key']).toEqual(expect.any(String));
  });
});
