// @vitest-environment jsdom
import type { OutboxMail } from '@premia/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Brand, routeEntries, routeVerdict, sidebarFor, type Viewer } from '../../../app/menu';
import { fakeApi } from '../../../test/fakeApi';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import MailOutboxPage from './MailOutboxPage';

const confirmation: OutboxMail = {
  id: 2,
  at: '2026-11-05T15:30:00.000Z',
  kind: 'confirmation',
  to: 'lucia@example.com',
  subject: 'Bienvenido a Premia: confirme su email',
  text: 'Hola Lucía:\n\nAbra este enlace: http://localhost:3000/confirmar-email?token=abc123.\n\nGracias.',
  html: '<p>Hola</p>',
};
const code: OutboxMail = {
  id: 1,
  at: '2026-11-05T15:00:00.000Z',
  kind: 'walletCode',
  to: 'valeria@example.com',
  subject: 'Su código para entrar: 123456',
  text: 'Su código para entrar en Café Aurora es 123456.',
  html: null,
};

describe('the admin’s «Correo saliente»', { timeout: 60_000 }, () => {
  freshScreenPerTest();

  it('lists the kept mails newest first; one opens with its links clickable; «Actualizar» asks again', async () => {
    const mails = [confirmation, code];
    const api = fakeApi({ '/admin/outbox/get-all': () => ({ s: 'ok', mails, limit: 200 }) });
    renderWithApp(<MailOutboxPage />, adminSession);
    expect(await screen.findByRole('heading', { name: 'Correo saliente', level: 1 })).toBeTruthy();
    expect(
      screen.getByText(
        /^Correos de este proceso del servidor: los últimos 200, los más recientes primero\. /,
      ),
    ).toBeTruthy();
    await screen.findByText('lucia@example.com');
    const rows = within(screen.getByTestId('outbox-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'lucia@example.com',
      'valeria@example.com',
    ]);
    expect(within(rows[0]!).getByText('Confirmación de email')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bienvenido a Premia: confirme su email' }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', {
      name: 'http://localhost:3000/confirmar-email?token=abc123',
    });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/confirmar-email?token=abc123');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByTestId('outbox-mail-text').textContent).toBe(confirmation.text);

    mails.unshift({ ...code, id: 3, to: 'nuevo@example.com' });
    fireEvent.click(screen.getByRole('button', { name: /Actualizar/ }));
    expect(await screen.findByText('nuevo@example.com')).toBeTruthy();
    expect(api.callsTo('/admin/outbox/get-all')).toHaveLength(2);
  });

  it('says why it is empty: mails sent while the server runs appear here because SMTP_URL is not set', async () => {
    fakeApi({ '/admin/outbox/get-all': () => ({ s: 'ok', mails: [], limit: 200 }) });
    renderWithApp(<MailOutboxPage />, adminSession);
    expect(
      await screen.findByText(
        'Todavía no hay correos. Los correos que el servidor envíe mientras está en marcha aparecerán aquí, porque SMTP_URL no está configurado.',
      ),
    ).toBeTruthy();
  });
});

describe('the admin’s menu has «Correo saliente» only where the server keeps its mails', () => {
  const admin: Viewer = { userType: 'admin', storeUserType: null, permStore: false };
  const brand: Brand = { adminEnabled: true, multiStore: false, banners: false };
  const adminEntries = (b: Brand) =>
    sidebarFor(admin, b)
      .flatMap((e) => e.children ?? [e])
      .map((e) => e.key);
  const outbox = routeEntries().find(({ entry }) => entry.path === 'admin/outbox')!;

  it('lists and opens it without SMTP_URL; with it, no entry and the address is the 404 page', () => {
    expect(adminEntries({ ...brand, mailOutbox: true })).toContain('adminOutbox');
    expect(routeVerdict(outbox.entry, outbox.parents, admin, { ...brand, mailOutbox: true })).toBe('open');
    expect(adminEntries({ ...brand, mailOutbox: false })).not.toContain('adminOutbox');
    expect(routeVerdict(outbox.entry, outbox.parents, admin, { ...brand, mailOutbox: false })).toBe('absent');
    const owner: Viewer = { userType: 'client', storeUserType: 'owner', permStore: false };
    expect(routeVerdict(outbox.entry, outbox.parents, owner, { ...brand, mailOutbox: true })).toBe(
      'forbidden',
    );
  });
});
