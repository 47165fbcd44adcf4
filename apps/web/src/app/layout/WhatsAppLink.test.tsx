// @vitest-environment jsdom
import type { ClientConfig, LoginData } from '@premia/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { ShellContext } from '../ShellContext';
import { WhatsAppLink, whatsAppUrl } from './WhatsAppLink';

const config: ClientConfig = {
  brand: { adminEnabled: true, multiStore: false, banners: false },
  languages: [],
  defaultLanguage: 'es',
  mapsKey: null,
  mapTiles: { url: null, attribution: null },
  supportPhone: '+51 987 654 321',
  supportMessage: null,
  publicUrl: 'http://localhost',
  mailOutbox: false,
};
const owner = { userType: 'client', storeUserType: 'owner' } as LoginData;
const employee = { userType: 'client', storeUserType: 'employee' } as LoginData;
const admin = { userType: 'admin', storeUserType: null } as LoginData;

function renderFor(session: LoginData, supportPhone: string | null) {
  render(
    <ShellContext.Provider value={{ session, config: { ...config, supportPhone } }}>
      <WhatsAppLink />
    </ShellContext.Provider>,
  );
  return screen.queryByRole('link');
}

describe('the floating WhatsApp link (spec §1)', () => {
  beforeAll(() => initI18n());
  afterEach(cleanup);

  it('is built from the support phone, digits only', () => {
    expect(whatsAppUrl('+51 987-654-321')).toBe('https://wa.me/51987654321');
    expect(whatsAppUrl('12')).toBeNull();
    expect(whatsAppUrl('+51 987 654 321', 'Hola, necesito ayuda')).toBe(
      'https://wa.me/51987654321?text=Hola%2C%20necesito%20ayuda',
    );
  });

  it('shows to client owners when the support phone is set', () => {
    const link = renderFor(owner, '+51 987 654 321');
    expect(link?.getAttribute('href')).toBe('https://wa.me/51987654321');
    expect(link?.getAttribute('aria-label')).toBe('Escríbanos por WhatsApp');
  });

  it('does not show to employees, admins, or without a phone', () => {
    expect(renderFor(employee, '+51 987 654 321')).toBeNull();
    cleanup();
    expect(renderFor(admin, '+51 987 654 321')).toBeNull();
    cleanup();
    expect(renderFor(owner, null)).toBeNull();
  });
});
