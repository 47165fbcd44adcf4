// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import EmployeesPage from '../../features/account/employees/EmployeesPage';
import { initI18n, setLanguage } from '../../i18n';
import { fakeApi } from '../../test/fakeApi';
import { browserStandIns, renderWithApp } from '../../test/renderWithApp';
import { Providers } from '../Providers';
import { DashboardLayout } from './DashboardLayout';

const rosa = {
  id: 5,
  first_name: 'Rosa',
  last_name: 'Huamán',
  email: 'rosa@cafe-aurora.pe',
  mobile: '+51 987 654 321',
  location: { id: 1, name: 'Miraflores' },
  permGivePoints: true,
  permRedeem: true,
  permCreateCustomer: false,
  permStore: false,
};

/** The signed-in back office at a width, in the language set: the shell around the employees' screen. */
function renderShell(width: number) {
  vi.stubGlobal('innerWidth', width);
  fakeApi({ '/client/get-all-employees': () => ({ s: 'ok', employees: [rosa] }) });
  return renderWithApp(
    <Providers>
      <DashboardLayout>
        <EmployeesPage />
      </DashboardLayout>
    </Providers>,
  );
}

describe('the back office in Arabic (right to left, #13 item 12)', { timeout: 30_000 }, () => {
  beforeAll(() => initI18n());
  beforeEach(async () => {
    browserStandIns();
    await setLanguage('ar', { persist: false });
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await setLanguage('es', { persist: false });
  });

  it('mirrors the shell: the page is rtl, the sidebar comes first (on the right), the content keeps its side', async () => {
    const view = renderShell(1440);
    expect(document.documentElement.dir).toBe('rtl');
    const shell = view.container.querySelector('.shell');
    expect(shell?.className).toContain('ant-layout-rtl');
    // In a right-to-left row the first box is the rightmost: the sidebar, then the content beside it.
    const sidebar = screen.getByTestId('sidebar');
    expect(shell?.firstElementChild?.nextElementSibling).toBe(sidebar);
    const body = view.container.querySelector<HTMLElement>('.shell__body');
    expect(body?.style.marginInlineStart).toBe('280px');
    expect(body?.style.marginLeft).toBe('');
  });

  it('shows phone numbers and emails left to right inside the mirrored table', async () => {
    renderShell(1440);
    const phone = await screen.findByText('+51 987 654 321');
    expect(phone.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    const email = screen.getByText('rosa@cafe-aurora.pe');
    expect(email.closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('opens the phone’s menu drawer from the right', async () => {
    renderShell(375);
    const toggle = within(document.querySelector('header') as HTMLElement).getAllByRole('button')[0]!;
    fireEvent.click(toggle);
    const drawer = await screen.findByTestId('sidebar-drawer');
    expect(drawer.closest('.ant-drawer')?.className).toContain('ant-drawer-right');
  });

  it('hides the skip link by clipping it, never by moving it thousands of pixels to one side', () => {
    const css = readFileSync(join(import.meta.dirname, 'DashboardLayout.css'), 'utf8');
    const skip = /\.shell__skip \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(skip).toContain('clip-path: inset(50%)');
    expect(skip).toContain('inset-inline-start');
    expect(skip).not.toMatch(/(^|\s)(left|right):|-\d{3,}px/);
  });
});
