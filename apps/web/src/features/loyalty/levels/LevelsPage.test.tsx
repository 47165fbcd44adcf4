// @vitest-environment jsdom
import type { Level } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import LevelsPage from './LevelsPage';

const bronce: Level = {
  id: 1,
  name: 'Bronce',
  minPoints: 0,
  benefits: null,
  color: '#8c8c8c',
  position: 1,
  customers: 12,
};

/** The store's levels as the fake server keeps them; a name already taken is refused. */
function levelsServer() {
  const levels = [bronce];
  return fakeApi({
    '/client/levels/get-all': () => ({ s: 'ok', levels: levels.map((l) => ({ ...l })) }),
    '/client/levels/add': (input) => {
      if (levels.some((l) => l.name === input.name)) {
        return {
          status: 409,
          failure: { s: 'not-ok', m: 'Ya existe un nivel con ese nombre.', errorType: 'conflict' },
        };
      }
      const level: Level = {
        id: levels.length + 1,
        name: input.name,
        minPoints: input.minPoints,
        benefits: input.benefits ?? null,
        color: input.color ?? '#8c8c8c',
        position: levels.length + 1,
        customers: 0,
      };
      levels.push(level);
      return { s: 'ok', m: 'Se creó el nivel.', level };
    },
  });
}

describe('the level modal (FormModal)', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it("checks the contract's rules, shows the server's refusal inside, lists the new level and opens blank again", async () => {
    const api = levelsServer();
    renderWithApp(<LevelsPage />);
    expect(await screen.findByRole('heading', { name: 'Bronce' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo nivel' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    // The rule comes from the contract's input (name: 1 to 60 characters), in Spanish.
    expect(await within(modal).findByText('El campo «Nombre» es obligatorio.')).toBeTruthy();
    expect(api.callsTo('/client/levels/add')).toHaveLength(0);

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Bronce' } });
    const minPoints = within(modal).getByRole('textbox', { name: 'Puntos mínimos' });
    fireEvent.focus(minPoints);
    fireEvent.change(minPoints, { target: { value: '500' } });
    fireEvent.blur(minPoints);
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/levels/add')).toHaveLength(1), { timeout: 5000 });
    expect((await within(modal).findByRole('alert')).textContent).toBe('Ya existe un nivel con ese nombre.');

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Oro' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se creó el nivel.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Oro' })).toBeTruthy();
    expect(screen.getByText('12 clientes')).toBeTruthy();
    expect(screen.getByText('0 clientes')).toBeTruthy();
    expect(api.callsTo('/client/levels/add').map((c) => c.input)).toEqual([
      { name: 'Bronce', minPoints: 500, benefits: null, color: '#0f766e' },
      { name: 'Oro', minPoints: 500, benefits: null, color: '#0f766e' },
    ]);

    // Opened again, the modal starts blank: no old values, no old refusal.
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo nivel' }));
    const again = await screen.findByRole('dialog');
    expect((within(again).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('');
    expect(within(again).queryByRole('alert')).toBeNull();
  });
});

describe('the customers of each level', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('says "1 cliente" for one customer, not "1 clientes"', async () => {
    fakeApi({
      '/client/levels/get-all': () => ({
        s: 'ok',
        levels: [
          { ...bronce, customers: 1 },
          { ...bronce, id: 2, name: 'Plata', minPoints: 100, customers: 2 },
        ],
      }),
    });
    renderWithApp(<LevelsPage />);
    expect(await screen.findByText('1 cliente')).toBeTruthy();
    expect(screen.getByText('2 clientes')).toBeTruthy();
  });
});

describe('a failed read', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('says the list could not be loaded, with a retry, and never the empty state', async () => {
    let down = true;
    fakeApi({
      '/client/levels/get-all': () => {
        if (down) throw new TypeError('Failed to fetch');
        return { s: 'ok', levels: [bronce] };
      },
    });
    renderWithApp(<LevelsPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar la información')).toBeTruthy();
    expect(
      within(alert).getByText(
        'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    expect(screen.queryByText('Todavía no tiene niveles.')).toBeNull();
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: /Intentar de nuevo/ }));
    expect(await screen.findByRole('heading', { name: 'Bronce' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
