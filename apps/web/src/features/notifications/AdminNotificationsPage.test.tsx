// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { peru } from '../../test/countryFixture';
import { fakeApi } from '../../test/fakeApi';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../test/renderWithApp';
import AdminNotificationsPage from './AdminNotificationsPage';

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

function platformServer() {
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
        id: 9,
        title: input.title,
        description: input.description,
        image: null,
        date: input.date,
        time: input.time,
        buttonText: null,
        buttonLink: null,
        sendPush: true,
        sendMail: false,
        sent: false,
        sentAt: null,
        reached: null,
        countryId: input.countryId ?? null,
        cityId: input.cityId ?? null,
        storeTypeId: null,
      },
    }),
  });
}

/** Opens an antd select by its label and picks an option by its text. */
async function choose(modal: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(modal).getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
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

    await choose(modal, 'País', 'Perú');
    await waitFor(() => expect(api.callsTo('/admin/cities/get').at(-1)?.input).toEqual({ countryId: 1 }));
    await choose(modal, 'Ciudad', 'Arequipa');
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
    await choose(modal, 'País', 'Perú');
    await waitFor(() => expect(api.callsTo('/admin/cities/get').at(-1)?.input).toEqual({ countryId: 1 }));
    await choose(modal, 'Ciudad', 'Lima');
    await choose(modal, 'País', 'Colombia');
    await waitFor(() =>
      expect(api.callsTo('/admin/notification/reach').at(-1)?.input).toMatchObject({
        countryId: 2,
        cityId: null,
      }),
    );
    expect(within(modal).queryByText('Lima')).toBeNull();
  });
});
