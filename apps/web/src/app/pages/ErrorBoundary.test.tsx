// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { ErrorBoundary } from './ErrorBoundary';

function Screen({ broken }: { broken: boolean }) {
  if (broken) throw new Error('a screen that throws');
  return <p>La pantalla</p>;
}

// The routes' boundary (app/router.tsx) does what the data router's errorElement did: the 500 page
// when a screen throws, the screens again after the next navigation (a new location key).
describe('a screen that throws', () => {
  beforeAll(() => initI18n());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the 500 page until the next navigation', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="first" what="Route failed">
        <Screen broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Error interno del servidor')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Route failed', expect.any(Error), expect.any(String));

    rerender(
      <ErrorBoundary resetKey="first" what="Route failed">
        <Screen broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Error interno del servidor')).toBeTruthy();

    rerender(
      <ErrorBoundary resetKey="second" what="Route failed">
        <Screen broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('La pantalla')).toBeTruthy();
    expect(screen.queryByText('Error interno del servidor')).toBeNull();
  });
});
