// @vitest-environment jsdom
import type { Automation, AutomationAudience, AutomationResults } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import AutomationsPage from './AutomationsPage';

const stamp = '2026-11-01T10:00:00.000Z';
const missYou: Automation = {
  id: 1,
  kind: 'inactive',
  days: 45,
  visits: null,
  points: null,
  title: 'Le extrañamos',
  body: 'Hace tiempo que no viene.',
  period: 'quarter',
  active: true,
  createdAt: stamp,
  updatedAt: stamp,
};
const fifthVisit: Automation = {
  ...missYou,
  id: 2,
  kind: 'nthVisit',
  days: null,
  visits: 5,
  points: 100,
  title: null,
  body: null,
  period: 'once',
  active: false,
};

/** A fake reach: 120 customers for 45 days, fewer the longer the wait; 7 one visit from any visit bonus. */
const reachOf = (a: AutomationAudience) => (a.kind === 'inactive' ? Math.round(5400 / (a.days ?? 1)) : 7);

const results: Record<number, AutomationResults> = {
  1: {
    automationId: 1,
    treated: { customers: 1000, returned: 180 },
    holdout: { customers: 100, returned: 12 },
    waiting: 40,
    lift: { difference: 0.06, low: -0.008, high: 0.128 },
  },
  2: {
    automationId: 2,
    treated: { customers: 20, returned: 9 },
    holdout: { customers: 2, returned: 1 },
    waiting: 0,
    lift: null,
  },
};

function automationsServer() {
  const automations = [missYou, fifthVisit];
  return fakeApi({
    '/client/get-store-info': () => ({
      s: 'ok',
      store: storeFixture(),
      generalConfiguration: undefined as never,
    }),
    '/client/automations/list': () => ({ s: 'ok', automations: automations.map((a) => ({ ...a })) }),
    '/client/automations/count': (input) => ({ s: 'ok', customers: reachOf(input) }),
    '/client/automations/results': (input) => ({ s: 'ok', ...results[input.automationId]! }),
    '/client/automations/add': (input) => {
      const automation: Automation = {
        id: automations.length + 1,
        kind: input.kind,
        days: input.days ?? null,
        visits: input.visits ?? null,
        points: input.points ?? null,
        title: input.title ?? null,
        body: input.body ?? null,
        period: input.period,
        active: input.active,
        createdAt: stamp,
        updatedAt: stamp,
      };
      automations.push(automation);
      return { s: 'ok', m: 'Se guardó la automatización.', automation };
    },
  });
}

function type(field: HTMLElement, value: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('the automations screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('lists the rules in words and saves a new one, its reach counted before it is turned on', async () => {
    const api = automationsServer();
    renderWithApp(<AutomationsPage />);
    expect(await screen.findByText('No vino en 45 días')).toBeTruthy();
    expect(screen.getByText('Mensaje «Le extrañamos»')).toBeTruthy();
    expect(screen.getByText('Visita número 5')).toBeTruthy();
    expect(screen.getByText('100 puntos de regalo')).toBeTruthy();
    expect(screen.getByText('Pausada')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva automatización' }));
    const modal = await screen.findByRole('dialog');
    const reach = () => within(modal).getByTestId('automation-reach').textContent;
    expect(reach()).toBe('Indique el número para ver a cuántos clientes llega.');
    type(within(modal).getByRole('textbox', { name: 'Días sin venir' }), '60');
    await waitFor(() => expect(reach()).toBe('Hoy llega a 90 clientes.'), { timeout: 5000 });
    expect(api.callsTo('/client/automations/count').at(-1)?.input).toEqual({ kind: 'inactive', days: 60 });

    // Without its message, it is not sent.
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect((await within(modal).findAllByText('Complete este campo.')).length).toBe(2);
    expect(api.callsTo('/client/automations/add')).toHaveLength(0);

    type(within(modal).getByRole('textbox', { name: 'Título del mensaje' }), ' Vuelva pronto ');
    type(within(modal).getByRole('textbox', { name: 'Mensaje' }), 'Le guardamos su mesa.');
    await chooseOption('Cada cliente lo recibe como mucho', 'Una vez al mes', modal);
    fireEvent.click(within(modal).getByRole('switch', { name: 'Activa' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó la automatización.')).toBeTruthy();
    expect(api.callsTo('/client/automations/add').map((c) => c.input)).toEqual([
      {
        kind: 'inactive',
        days: 60,
        title: 'Vuelva pronto',
        body: 'Le guardamos su mesa.',
        period: 'month',
        active: true,
      },
    ]);
    expect(await screen.findByText('No vino en 60 días')).toBeTruthy();
  });

  it('asks a visit bonus for the visit and its points, given once', async () => {
    const api = automationsServer();
    renderWithApp(<AutomationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva automatización' }));
    const modal = await screen.findByRole('dialog');
    await chooseOption('Cuándo', 'N-ésima visita → puntos de regalo', modal);
    await waitFor(() =>
      expect(within(modal).queryByRole('textbox', { name: 'Título del mensaje' })).toBeNull(),
    );
    type(within(modal).getByRole('textbox', { name: 'Número de la visita' }), '10');
    type(within(modal).getByRole('textbox', { name: 'Puntos de regalo' }), '1.000');
    await waitFor(
      () =>
        expect(within(modal).getByTestId('automation-reach').textContent).toBe(
          '7 clientes están a una visita del regalo.',
        ),
      { timeout: 5000 },
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó la automatización.')).toBeTruthy();
    expect(api.callsTo('/client/automations/add').map((c) => c.input)).toEqual([
      { kind: 'nthVisit', visits: 10, points: 1000, period: 'once', active: false },
    ]);
  });

  it('shows the return rate with and without it, and the lift with its interval, or that data are lacking', async () => {
    automationsServer();
    renderWithApp(<AutomationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resultados de No vino en 45 días' }));
    let modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText('Volvieron 18 % (con mensaje) vs 12 % (sin mensaje)')).toBeTruthy();
    expect(
      within(modal).getByText(
        'Diferencia: +6 puntos porcentuales (intervalo de confianza del 95 %: −1 a +13)',
      ),
    ).toBeTruthy();
    expect(
      within(modal).getByText('Todavía no se puede asegurar un efecto: el intervalo incluye el cero.'),
    ).toBeTruthy();
    expect(within(modal).getByText('1000 clientes, 180 volvieron en 30 días')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Resultados de Visita número 5' }));
    modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText('Volvieron 45 % (con regalo) vs 50 % (sin regalo)')).toBeTruthy();
    expect(within(modal).getByText('Sin datos suficientes')).toBeTruthy();
  });
});
