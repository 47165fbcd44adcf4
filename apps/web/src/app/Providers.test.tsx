// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../i18n';
import { browserStandIns } from '../test/renderWithApp';
import { Providers } from './Providers';

describe('the writing direction', () => {
  beforeAll(() => initI18n());
  beforeEach(browserStandIns);
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await setLanguage('es', { persist: false });
  });

  it('mirrors the page and antd’s components in Arabic, and goes back to left-to-right', async () => {
    await setLanguage('ar', { persist: false });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    const { unmount } = render(
      <Providers>
        <Button>نعم</Button>
      </Providers>,
    );
    expect(screen.getByRole('button').className).toContain('ant-btn-rtl');
    unmount();

    await setLanguage('es', { persist: false });
    expect(document.documentElement.dir).toBe('ltr');
    render(
      <Providers>
        <Button>Sí</Button>
      </Providers>,
    );
    expect(screen.getByRole('button').className).not.toContain('ant-btn-rtl');
  });
});
