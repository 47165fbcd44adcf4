// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

const written = {
  id: 3,
  stars: 4,
  text: 'Muy buena pastelería.',
  createdAt: '2026-11-18T15:00:00.000Z',
  updatedAt: '2026-11-18T15:00:00.000Z',
  response: '¡Gracias! Le esperamos pronto.',
  respondedAt: '2026-11-19T15:00:00.000Z',
};

describe("the wallet's review of the store", () => {
  it('writes a first review from the store page: stars and text', async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/review': { body: { s: 'ok', review: null } },
      '/wallet/review/save': (body: { stars: number; text: string }) => ({
        body: {
          s: 'ok',
          m: '¡Gracias por su reseña!',
          review: { ...written, ...body, response: null, respondedAt: null },
        },
      }),
    });
    signedInAs('cus_resena');
    renderWallet('/pe/cafe-aurora');
    fireEvent.click(await screen.findByRole('link', { name: 'Escribir o ver mi reseña' }));

    const publish = await screen.findByRole('button', { name: 'Publicar reseña' });
    expect(screen.getByRole('heading', { name: 'Su reseña de Café Aurora' })).toBeTruthy();
    expect(publish).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('5 estrellas de 5'));
    fireEvent.change(screen.getByLabelText('Su reseña'), {
      target: { value: 'El mejor café de Miraflores.' },
    });
    fireEvent.click(publish);

    expect((await screen.findByRole('status')).textContent).toBe('¡Gracias por su reseña!');
    const mine = screen.getByTestId('my-review');
    expect(within(mine).getByRole('img', { name: '5 estrellas de 5' })).toBeTruthy();
    expect(within(mine).getByText('El mejor café de Miraflores.')).toBeTruthy();
    expect(within(mine).getByText('El negocio todavía no ha respondido.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/wallet/review/save')?.body).toEqual({
      stars: 5,
      text: 'El mejor café de Miraflores.',
    });
  });

  it("shows the store's reply, and rewrites the review", async () => {
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/review': { body: { s: 'ok', review: written } },
      '/wallet/review/save': (body: { stars: number; text: string }) => ({
        body: {
          s: 'ok',
          m: '¡Gracias por su reseña!',
          review: { ...written, ...body, updatedAt: '2026-11-21T15:00:00.000Z' },
        },
      }),
    });
    signedInAs('cus_resena');
    renderWallet('/pe/cafe-aurora/review');

    const mine = await screen.findByTestId('my-review');
    expect(within(mine).getByRole('img', { name: '4 estrellas de 5' })).toBeTruthy();
    expect(within(mine).getByRole('heading', { name: 'Respuesta de Café Aurora' })).toBeTruthy();
    expect(within(mine).getByText('¡Gracias! Le esperamos pronto.')).toBeTruthy();
    expect(within(mine).getByText('19/11/2026, 10:00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Editar mi reseña' }));
    expect(screen.getByLabelText('Su reseña')).toHaveProperty('value', 'Muy buena pastelería.');
    fireEvent.click(screen.getByLabelText('2 estrellas de 5'));
    fireEvent.change(screen.getByLabelText('Su reseña'), { target: { value: 'Esta vez tardaron mucho.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const rewritten = await screen.findByTestId('my-review');
    expect(within(rewritten).getByText('Esta vez tardaron mucho.')).toBeTruthy();
    expect(within(rewritten).getByRole('img', { name: '2 estrellas de 5' })).toBeTruthy();
    expect(
      within(rewritten).getByText('El negocio respondió a una versión anterior de su reseña.'),
    ).toBeTruthy();
  });
});
