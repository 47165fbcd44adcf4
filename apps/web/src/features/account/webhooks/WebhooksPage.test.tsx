// @vitest-environment jsdom
import type { WebhookDelivery, WebhookEndpoint } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import WebhooksPage from './WebhooksPage';

const URL = 'https://erp.example.com/premia';
const delivery: WebhookDelivery = {
  id: 31,
  messageId: 'msg_1_9',
  eventType: 'points.earned',
  status: 'failed',
  attempts: 2,
  createdAt: '2026-12-07T09:00:00.000Z',
  nextAttemptAt: null,
  log: [
    { at: '2026-12-07T09:00:05.000Z', statusCode: 500, durationMs: 42, error: null, replay: false },
    { at: '2026-12-07T09:00:00.000Z', statusCode: 500, durationMs: 40, error: null, replay: false },
  ],
};

describe('the webhooks screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  function serve() {
    let endpoints: WebhookEndpoint[] = [];
    return fakeApi({
      '/client/webhooks/list': () => ({ s: 'ok', endpoints }),
      '/client/webhooks/create': ({ url, events }) => {
        const endpoint: WebhookEndpoint = {
          id: 4,
          url,
          events,
          enabled: true,
          disabledReason: null,
          failingSince: null,
          createdAt: '2026-12-07T08:00:00.000Z',
        };
        endpoints = [...endpoints, endpoint];
        return {
          s: 'ok',
          m: 'Se creó el webhook. Copie su secreto ahora: no se volverá a mostrar.',
          endpoint,
          secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=',
        };
      },
      '/client/webhooks/rotate-secret': ({ endpointId }) => ({
        s: 'ok',
        m: 'Se creó un secreto nuevo. Cópielo ahora: no se volverá a mostrar. Durante un día los envíos llevan también la firma del secreto anterior.',
        endpoint: endpoints.find((e) => e.id === endpointId)!,
        secret: 'whsec_bnVldm8tc2VjcmV0bw==',
      }),
      '/client/webhooks/deliveries': () => ({ s: 'ok', deliveries: [delivery], total: 1 }),
      '/client/webhooks/replay': () => ({ s: 'ok', m: 'El envío se reenviará en unos segundos.' }),
    });
  }

  it('registers an endpoint, shows its secret once with copy, and replays a delivery of its log', async () => {
    const api = serve();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { writeText } }));
    renderWithApp(<WebhooksPage />);
    expect(await screen.findByText('Todavía no tiene webhooks.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Dirección (URL)'), { target: { value: URL } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Cliente creado/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear webhook' }));
    const secret = await screen.findByTestId('webhook-secret');
    expect(secret.textContent).toContain('whsec_c2VjcmV0LXNob3duLW9uY2U=');
    expect(api.calls.find((c) => c.path === '/client/webhooks/create')?.input).toEqual({
      url: URL,
      events: ['points.earned', 'customer.created'],
    });
    fireEvent.click(within(secret.parentElement!).getByRole('button'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0LXNob3duLW9uY2U='));
    const list = screen.getByTestId('webhooks');
    expect(list.textContent).not.toContain('whsec_');
    expect(within(list).getByText('Activo')).toBeTruthy();

    // The new endpoint's log opens by itself.
    const log = await screen.findByTestId('webhook-deliveries');
    expect(await within(log).findByText('Puntos ganados')).toBeTruthy();
    expect(within(log).getByText('Fallido')).toBeTruthy();
    expect(within(log).getByText('HTTP 500 · 42 ms')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Reenviar msg_1_9' }));
    expect(await screen.findByText('El envío se reenviará en unos segundos.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/client/webhooks/replay')?.input).toEqual({ deliveryId: 31 });
  });

  it('is a card per endpoint on a phone (375 px)', async () => {
    vi.stubGlobal('innerWidth', 375);
    const api = serve();
    renderWithApp(<WebhooksPage />);
    await screen.findByText('Todavía no tiene webhooks.');
    fireEvent.change(screen.getByLabelText('Dirección (URL)'), { target: { value: URL } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear webhook' }));
    await screen.findByTestId('webhook-secret');
    expect(screen.queryByRole('table')).toBeNull();
    const card = (await within(screen.getByTestId('webhooks')).findAllByRole('listitem'))[0]!;
    expect(within(card).getByText(URL)).toBeTruthy();
    expect(within(card).getByRole('button', { name: `Desactivar ${URL}` })).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/client/webhooks/create')).toBe(true);
  });

  it('rotates a secret after a confirmation, and shows the new one once', async () => {
    const api = serve();
    renderWithApp(<WebhooksPage />);
    await screen.findByText('Todavía no tiene webhooks.');
    fireEvent.change(screen.getByLabelText('Dirección (URL)'), { target: { value: URL } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear webhook' }));
    await screen.findByTestId('webhook-secret');
    fireEvent.click(await screen.findByRole('button', { name: `Cambiar secreto ${URL}` }));
    expect(
      await screen.findByText(
        `¿Crear un secreto nuevo para ${URL}? El actual seguirá firmando los envíos durante un día.`,
      ),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/client/webhooks/rotate-secret')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar secreto' }));
    const secret = await screen.findByTestId('webhook-rotated-secret');
    expect(secret.textContent).toContain('whsec_bnVldm8tc2VjcmV0bw==');
    expect(screen.getByText(new RegExp(`^Secreto nuevo de ${URL.replaceAll('.', '\\.')}`))).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/client/webhooks/rotate-secret')?.input).toEqual({
      endpointId: 4,
    });
    expect(screen.getByTestId('webhooks').textContent).not.toContain('whsec_');
  });
});
