// @vitest-environment jsdom
import type { PlatformNotification } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { peru } from '../../../test/countryFixture';
import { fakeApi, type Handlers } from '../../../test/fakeApi';
import { errorToasts, refusals } from '../../../test/refusals';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import AdminNotificationsPage from './AdminNotificationsPage';
import StoreNotificationsPage from './StoreNotificationsPage';

const city = (id: number, name: string, countryId: number) => ({
  id,
  name,
  countryId,
  latitude: -12,
  longitude: -77,
  zoom: 12,
  timeZone: 'America/Lima',
  locationsCount: 0,
});

const planned: PlatformNotification = {
  id: 3,
  title: 'Feria de verano',
  description: 'Este sábado en todos los negocios.',
  image: null,
  date: '2030-01-20',
  time: '10:00',
  buttonText: null,
  buttonLink: null,
  sendPush: true,
  sendMail: false,
  sent: false,
  sentAt: null,
  reached: null,
  countryId: null,
  cityId: null,
  storeTypeId: null,
  segmentId: null,
};
const sent: PlatformNotification = {
  ...planned,
  id: 2,
  title: 'Bienvenida',
  sent: true,
  sentAt: '2030-01-14T15:00:00.000Z',
  reached: 1200,
};

/** The platform's notification screen's calls; `more` answers others, or these otherwise. */
function platformServer(more: Handlers = {}) {
  return fakeApi({
    '/admin/notification/get-all': () => ({ s: 'ok', notifications: [] }),
    '/general/get-countries': () => ({
      s: 'ok',
      countries: [
        peru,
        {
          id: 2,
          name: 'Colombia',
          countryCode: 'CO',
          currencyCode: 'COP',
          phoneCode: '+57',
          taxIdName: 'NIT',
          timeZone: 'America/Bogota',
        },
      ],
    }),
    '/general/get-store-types': () => ({ s: 'ok', storetypes: [] }),
    '/admin/cities/get': (input) => ({
      s: 'ok',
      cities: [city(10, 'Lima', 1), city(11, 'Arequipa', 1), city(20, 'Bogotá', 2)].filter(
        (c) => c.countryId === input.countryId,
      ),
    }),
    '/admin/notification/reach': () => ({
      s: 'ok',
      customers: 5,
      sendsAt: '2030-01-16T13:00:00.000Z',
      waitsForQuietHours: false,
      capReached: false,
    }),
    '/admin/notification/add': (input) => ({
      s: 'ok',
      m: 'Notificación creada',
      notification: {
        ...planned,
        id: 9,
        title: input.title,
        description: input.description,
        date: input.date,
        time: input.time,
        countryId: input.countryId ?? null,
        cityId: input.cityId ?? null,
      },
    }),
    ...more,
  });
}

describe("the platform's notification audience", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('narrows the audience to a city of the chosen country, which reach and save both send', async () => {
    const api = platformServer();
    renderWithApp(<AdminNotificationsPage />, adminSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva notificación' }));
    const modal = await screen.findByRole('dialog');
    const cityBox = within(modal).getByRole('combobox', { name: 'Ciudad' });
    expect(cityBox.closest('.ant-select')?.className).toContain('ant-select-disabled');
    expect(within(modal).getByText('Elija antes un país')).toBeTruthy();

    await chooseOption('País', 'Perú', modal);
    await waitFor(() => expect(api.callsTo('/admin/cities/get').at(-1)?.input).toEqual({ countryId: 1 }));
    await chooseOption('Ciudad', 'Arequipa', modal);
    await waitFor(() =>
      expect(api.callsTo('/admin/notification/reach').at(-1)?.input).toMatchObject({
        countryId: 1,
        cityId: 11,
      }),
    );

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Título' }), { target: { value: 'Feria' } });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Descripción' }), {
      target: { value: 'Este sábado.' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/admin/notification/add')).toHaveLength(1));
    expect(api.callsTo('/admin/notification/add')[0]?.input).toMatchObject({ countryId: 1, cityId: 11 });
  });

  it('forgets the city when the country changes', async () => {
    const api = platformServer();
    renderWithApp(<AdminNotificationsPage />, adminSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva notificación' }));
    const modal = await screen.findByRole('dialog');
    await chooseOption('País', 'Perú', modal);
    await waitFor(() => expect(api.callsTo('/admin/cities/get').at(-1)?.input).toEqual({ countryId: 1 }));
    await chooseOption('Ciudad', 'Lima', modal);
    await chooseOption('País', 'Colombia', modal);
    await waitFor(() =>
      expect(api.callsTo('/admin/notification/reach').at(-1)?.input).toMatchObject({
        countryId: 2,
        cityId: null,
      }),
    );
    expect(within(modal).queryByText('Lima')).toBeNull();
  });
});

/** The platform's notifications as the server keeps them; `refuseNext` makes the next write of a kind fail. */
function listServer() {
  let notifications = [planned, sent];
  const { answer, refuseNext } = refusals('No se encontró lo que busca.');
  const api = platformServer({
    '/admin/notification/get-all': () => ({ s: 'ok', notifications }),
    '/admin/notification/add': (input) =>
      answer('add', () => {
        const notification = { ...planned, ...input, id: 9, image: null, buttonText: null, buttonLink: null };
        notifications = [notification, ...notifications];
        return { s: 'ok' as const, m: 'Notificación creada', notification };
      }),
    '/admin/notification/update': ({ notificationId, ...input }) =>
      answer('update', () => {
        const notification = { ...notifications.find((n) => n.id === notificationId)!, ...input };
        notifications = notifications.map((n) => (n.id === notificationId ? notification : n));
        return { s: 'ok' as const, m: 'Notificación actualizada', notification };
      }),
    '/admin/notification/delete': ({ notificationId }) =>
      answer('delete', () => {
        notifications = notifications.filter((n) => n.id !== notificationId);
        return { s: 'ok' as const, m: 'Notificación eliminada' };
      }),
  });
  return { ...api, refuseNext };
}

describe("the platform's notifications: list, create, edit, delete", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('tells a sent one from a scheduled one, and creates one: blank fields said under them, a refusal as spec §8 titles it', async () => {
    const api = listServer();
    renderWithApp(<AdminNotificationsPage />, adminSession);
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Feria de verano',
      'Bienvenida',
    ]);
    expect(within(items[0]!).getByText('Programada')).toBeTruthy();
    expect(within(items[1]!).getByText('Enviada')).toBeTruthy();
    expect(within(items[1]!).getByText('Clientes alcanzados: 1200')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar Bienvenida' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    const modal = await screen.findByRole('dialog', { name: 'Nueva notificación' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('El campo «Título» es obligatorio.')).toBeTruthy();
    expect(within(modal).getByText('El campo «Descripción» es obligatorio.')).toBeTruthy();
    expect(api.callsTo('/admin/notification/add')).toHaveLength(0);

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Rebajas' },
    });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Descripción' }), {
      target: { value: 'Desde el lunes.' },
    });
    api.refuseNext('add');
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se ha creado')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nueva notificación' })).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Notificación creada')).toBeTruthy();
    expect(api.callsTo('/admin/notification/add').at(-1)?.input).toMatchObject({
      title: 'Rebajas',
      description: 'Desde el lunes.',
      countryId: null,
      cityId: null,
      storeTypeId: null,
    });
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(3));
  });

  it('edits a scheduled one, saying a refused update as spec §8 does', async () => {
    const api = listServer();
    renderWithApp(<AdminNotificationsPage />, adminSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Feria de verano' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar notificación' });
    expect(within(modal).getByRole('textbox', { name: 'Título' })).toHaveProperty('value', 'Feria de verano');
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Feria de invierno' },
    });
    api.refuseNext('update');
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se ha modificado')).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Notificación actualizada')).toBeTruthy();
    expect(api.callsTo('/admin/notification/update').at(-1)?.input).toMatchObject({
      notificationId: 3,
      title: 'Feria de invierno',
      date: '2030-01-20',
      time: '10:00',
    });
    expect(await screen.findByRole('heading', { name: 'Feria de invierno' })).toBeTruthy();
  });

  it('deletes one after its note; a failed delete shows no error (spec §8) and keeps it', async () => {
    const api = listServer();
    renderWithApp(<AdminNotificationsPage />, adminSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Bienvenida' }));
    expect(await screen.findByText('Dejará de verse en la bandeja de los clientes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    // The pop-up of the unsent one's delete: its note and its own button (the sent one's stays in the page).
    const confirmUnsent = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar Feria de verano' }));
      const note = await screen.findByText('La notificación no se enviará a los clientes.');
      fireEvent.click(
        within(note.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Eliminar' }),
      );
    };
    api.refuseNext('delete');
    await confirmUnsent();
    await waitFor(() => expect(api.callsTo('/admin/notification/delete')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Feria de verano' })).toBeTruthy();

    await confirmUnsent();
    expect(await screen.findByText('Notificación eliminada')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Feria de verano' })).toBeNull());
    expect(api.callsTo('/admin/notification/delete').map((c) => c.input)).toEqual([
      { notificationId: 3 },
      { notificationId: 3 },
    ]);
    // The failed one's answer came first: had it said anything, it would show by now.
    expect(errorToasts()).toEqual([]);
  });

  it("shows the admin the platform's notifications with an audience, and a store's owner their own without", async () => {
    listServer();
    const admin = renderWithApp(<AdminNotificationsPage />, adminSession);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notificaciones de la plataforma' }),
    ).toBeTruthy();
    expect(screen.getByText(/hora de la plataforma\) a los clientes de todos los negocios/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    let modal = await screen.findByRole('dialog', { name: 'Nueva notificación' });
    for (const audience of ['País', 'Ciudad', 'Tipo de comercio']) {
      expect(within(modal).getByRole('combobox', { name: audience })).toBeTruthy();
    }
    admin.unmount();

    fakeApi({
      '/client/notification/get-all': () => ({ s: 'ok', notifications: [] }),
      '/client/notification/reach': () => ({
        s: 'ok',
        customers: 3,
        sendsAt: '2030-01-16T13:00:00.000Z',
        waitsForQuietHours: false,
        capReached: false,
      }),
    });
    renderWithApp(<StoreNotificationsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeTruthy();
    expect(screen.getByText(/hora del negocio\) a los clientes que aceptaron/)).toBeTruthy();
    expect(await screen.findByText('Todavía no tiene notificaciones.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    modal = await screen.findByRole('dialog', { name: 'Nueva notificación' });
    expect(within(modal).queryByRole('combobox', { name: 'País' })).toBeNull();
    expect(within(modal).queryByRole('combobox', { name: 'Tipo de comercio' })).toBeNull();
  });
});
