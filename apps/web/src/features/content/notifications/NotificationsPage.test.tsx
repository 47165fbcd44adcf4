// @vitest-environment jsdom
import type { Notification } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import StoreNotificationsPage from './StoreNotificationsPage';

const base: Omit<Notification, 'id' | 'title' | 'sent' | 'sentAt' | 'reached'> = {
  description: 'Todas sus compras suman el doble.',
  image: null,
  date: '2030-01-15',
  time: '10:00',
  buttonText: null,
  buttonLink: null,
  sendPush: true,
  sendMail: false,
  segmentId: null,
};
const sent: Notification = {
  ...base,
  id: 1,
  title: 'Enviada ayer',
  sent: true,
  sentAt: '2030-01-14T15:00:00.000Z',
  reached: 42,
};
const planned: Notification = {
  ...base,
  id: 2,
  title: 'Doble puntos',
  sent: false,
  sentAt: null,
  reached: null,
};

function notificationsServer() {
  let list = [sent, planned];
  return fakeApi({
    '/client/notification/get-all': () => ({ s: 'ok', notifications: list }),
    '/client/notification/delete': (input) => {
      list = list.filter((n) => n.id !== input.notificationId);
      return { s: 'ok', m: 'Notificación eliminada' };
    },
    '/client/segments/list': () => ({
      s: 'ok',
      segments: [
        {
          id: 7,
          name: 'Cumpleaños de marzo',
          filter: { birthdayMonth: 3 },
          createdAt: '2030-01-01T10:00:00.000Z',
          updatedAt: '2030-01-01T10:00:00.000Z',
        },
      ],
    }),
    '/client/notification/reach': (input) => ({
      s: 'ok',
      customers: input.segmentId === 7 ? 1 : 3,
      sendsAt: '2030-01-16T13:00:00.000Z',
      waitsForQuietHours: true,
      capReached: false,
    }),
    '/client/notification/add': () => ({
      status: 400,
      failure: {
        s: 'not-ok',
        m: 'La fecha y hora de envío ya pasaron. Elija un momento futuro.',
        code: 'notifications.inThePast',
        errorType: 'validation',
      },
    }),
  });
}

describe('the notifications screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('tells sent from scheduled, keeps a sent one from being edited, and deletes an unsent one after its note', async () => {
    const api = notificationsServer();
    renderWithApp(<StoreNotificationsPage />);
    expect(await screen.findByRole('heading', { name: 'Enviada ayer' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Clientes alcanzados: 42')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar Enviada ayer' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Editar Doble puntos' }).hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Doble puntos' }));
    expect(await screen.findByText('La notificación no se enviará a los clientes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Notificación eliminada')).toBeTruthy();
    expect(api.callsTo('/client/notification/delete')[0]?.input).toEqual({ notificationId: 2 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Doble puntos' })).toBeNull());
  });

  it('says whom a new one will reach and when, and a refusal in a toast titled as the spec says', async () => {
    const api = notificationsServer();
    renderWithApp(<StoreNotificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva notificación' }, { timeout: 5000 }));
    const modal = await screen.findByRole('dialog');
    expect((await within(modal).findByTestId('notification-reach')).textContent).toContain(
      'Llegará a 3 clientes que aceptaron recibirla. Cae en las horas de silencio',
    );
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Título' }), { target: { value: 'Oferta' } });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Descripción' }), {
      target: { value: 'Solo hoy.' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/notification/add')).toHaveLength(1), { timeout: 5000 });
    expect(await screen.findByText('No se ha creado')).toBeTruthy();
    expect(api.callsTo('/client/notification/add')[0]?.input).toMatchObject({
      title: 'Oferta',
      description: 'Solo hoy.',
      sendPush: true,
      sendMail: false,
    });
  });

  it('sends to a segment when one is chosen, its reach said first', async () => {
    const api = notificationsServer();
    renderWithApp(<StoreNotificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva notificación' }));
    const modal = await screen.findByRole('dialog');
    const reach = () => within(modal).findByTestId('notification-reach');
    await waitFor(async () => expect((await reach()).textContent).toContain('Llegará a 3 clientes'));
    await chooseOption('Segmento', 'Cumpleaños de marzo', modal);
    await waitFor(async () => expect((await reach()).textContent).toContain('Llegará a 1 clientes'));
    expect(api.callsTo('/client/notification/reach').at(-1)?.input).toMatchObject({ segmentId: 7 });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Título' }), { target: { value: 'Regalo' } });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Descripción' }), {
      target: { value: 'Pase por su regalo.' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/notification/add')).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('/client/notification/add')[0]?.input).toMatchObject({
      title: 'Regalo',
      segmentId: 7,
    });
  });
});
