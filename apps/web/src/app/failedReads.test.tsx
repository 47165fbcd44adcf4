// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { adminSession, freshScreenPerTest, ownerSession, renderWithApp } from '../test/renderWithApp';
import { type MenuEntry, menu } from './menu';

/** Every screen of the menu table, with the session that may open it and an address for its route. */
function screensOf(entries: readonly MenuEntry[]): { entry: MenuEntry; at: string }[] {
  return entries.flatMap((entry) => [
    ...(entry.screen && entry.path !== undefined
      ? [{ entry, at: `/dashboard/${entry.path.replace(':storeId', '1')}` }]
      : []),
    ...screensOf(entry.children ?? []),
  ]);
}

/** Every call answered by a proxy's HTML error page, as the owner once saw it raw. */
function everyCallFails() {
  const fetchMock = vi.fn(
    async () =>
      new Response('<html><body>bad gateway</body></html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('every screen of the menu, its reads failing', { timeout: 60_000 }, () => {
  freshScreenPerTest();

  it.each(screensOf(menu).map(({ entry, at }) => [entry.key, entry, at] as const))(
    '%s says it could not load, with a retry; never raw text, never an empty state',
    async (_key, entry, at) => {
      const fetchMock = everyCallFails();
      const Screen = entry.screen!;
      const session = entry.who.includes('admin') ? adminSession : ownerSession;
      const view = renderWithApp(
        <Suspense fallback={null}>
          <Screen />
        </Suspense>,
        session,
        { path: `/dashboard/${entry.path}`, at },
      );
      const alerts = await screen.findAllByRole('alert', {}, { timeout: 20_000 });
      const failed = alerts.filter((a) => within(a).queryByText('No se pudo cargar la información'));
      expect(failed.length).toBeGreaterThan(0);
      for (const alert of failed) {
        expect(within(alert).getByText('Respuesta inesperada del servidor (HTTP 502).')).toBeTruthy();
        expect(within(alert).getByRole('button', { name: /Intentar de nuevo/ })).toBeTruthy();
      }
      const text = view.container.textContent ?? '';
      expect(text).not.toMatch(/Unexpected token|not valid JSON|bad gateway/);
      // A failed read is never "no data": no empty state and no empty table under the error.
      expect(view.container.querySelector('.ant-empty, .ant-table-placeholder')).toBeNull();
      // Nor, once the screen's parts have loaded, a skeleton waiting for what already failed (the home's
      // chart once did).
      await vi.waitFor(() => expect(view.container.querySelector('.ant-skeleton')).toBeNull(), 10_000);
      expect(text).not.toMatch(
        /Todavía no (tiene|hay)|No hay \w+ (con estos filtros|que coincidan)|No hay solicitudes/,
      );

      // Said once, not asked again and again (a part mounted on a failed read asks again at once).
      const before = fetchMock.mock.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(fetchMock.mock.calls.length).toBe(before);

      // The retry asks again.
      fireEvent.click(within(failed[0]!).getByRole('button', { name: /Intentar de nuevo/ }));
      await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
    },
  );
});
