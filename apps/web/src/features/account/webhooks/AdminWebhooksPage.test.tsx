// @vitest-environment jsdom
import type { WebhookDelivery, WebhookEndpoint } from '@premia/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import AdminWebhooksPage from './AdminWebhooksPage';

const URL = 'https://crm.example.com/premia-platform';
const delivery: WebhookDelivery = {
  id: 7,
  messageId: 'msg_platform_3',
  eventType: 'store.created',
  status: 'succeeded',
  attempts: 1,
  createdAt: '2026-12-07T09:00:00.000Z',
  nextAttemptAt: null,
  log: [{ at: '2026-12-07T09:00:01.000Z', statusCode: 200, durationMs: 12, error: null, replay: false }],
};

describe("the platform administrator's webhooks screen", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  function serve() {
    let endpoints: WebhookEndpoint[] = [];
    return fakeApi({
      '/admin/webhooks/list': () => ({ s: 'ok', endpoints }),
      '/admin/webhooks/create': ({ url, events }) => {
        const endpoint: WebhookEndpoint = {
          id: 2,
          url,
          events,
          enabled: true,
          disabledReason: null,
          failingSince: null,
          createdAt: '2026-12-07T08:00:00.000Z',
        };
        endpoints = [...endpoints, endpoint];
        return { s: 'ok', m: 'Se creó el webhook.', endpoint, secret: 'whsec_cGxhdGFmb3JtYQ==' };
      },
      '/admin/webhooks/deliveries': () => ({ s: 'ok', deliveries: [delivery], total: 1 }),
      '/admin/webhooks/replay': () => ({ s: 'ok', m: 'El envío se reenviará en unos segundos.' }),
    });
  }

  it("offers the platform's events only, registers through the admin's routes and replays from the log", async () => {
    const api = serve();
    renderWithApp(<AdminWebhooksPage />);
    expect(await screen.findByRole('heading', { name: 'Webhooks de la plataforma' })).toBeTruthy();
    await screen.findByText('Todavía no tiene webhooks.');
    // The platform's events, never a store's private ones.
    expect(screen.getByRole('checkbox', { name: /Negocio creado/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Pago confirmado/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Cliente creado/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Dirección (URL)'), { target: { value: URL } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Pago confirmado/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear webhook' }));
    const secret = await screen.findByTestId('webhook-secret');
    expect(secret.textContent).toContain('whsec_cGxhdGFmb3JtYQ==');
    expect(api.calls.find((c) => c.path === '/admin/webhooks/create')?.input).toEqual({
      url: URL,
      events: ['store.created', 'payment.confirmed'],
    });
    expect(api.calls.some((c) => c.path.startsWith('/client/webhooks/'))).toBe(false);

    const log = await screen.findByTestId('webhook-deliveries');
    expect(await within(log).findByText('Negocio creado')).toBeTruthy();
    expect(within(log).getByText('HTTP 200 · 12 ms')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Reenviar msg_platform_3' }));
    expect(await screen.findByText('El envío se reenviará en unos segundos.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/admin/webhooks/replay')?.input).toEqual({ deliveryId: 7 });
  });
});
