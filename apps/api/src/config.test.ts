import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.brand).toEqual({ adminEnabled: true, multiStore: false, banners: false });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['BRAND_MULTI_STORE', 'maybe'],
  ])('stops on a bad %s with a message that names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads brand flags and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      BRAND_MULTI_STORE: 'true',
      BRAND_ADMIN_ENABLED: '0',
      PUBLIC_URL: 'https://premia.pe/',
    });
    expect(config.brand).toMatchObject({ multiStore: true, adminEnabled: false });
    expect(config.publicUrl).toBe('https://premia.pe');
  });
});
