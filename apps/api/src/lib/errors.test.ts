import { describe, expect, it } from 'vitest';
import { conflict, failure, invalid, notFound } from './errors.ts';

describe('AppError', () => {
  it('is made of a code and its params, its message being the Spanish text', () => {
    const clash = conflict('levels.thresholdTaken', { name: 'Oro', minPoints: 500 });
    expect(clash).toMatchObject({
      status: 409,
      errorType: 'conflict',
      code: 'levels.thresholdTaken',
      params: { name: 'Oro', minPoints: 500 },
      message: 'El nivel «Oro» ya empieza en 500 puntos.',
    });
    expect(notFound()).toMatchObject({ status: 404, message: 'No se encontró lo que busca.' });
    expect(failure('no-redemptions-left', 'rewards.noRedemptionsLeft').status).toBe(402);
  });

  it('refuses, at compile time, a code that does not exist or params its text does not name', () => {
    // `npm run typecheck` fails when one of these lines compiles (an unused @ts-expect-error).
    const wrong = [
      // @ts-expect-error a misspelt code
      () => invalid('points.notEnougth'),
      // @ts-expect-error the text needs {{name}} and {{minPoints}}
      () => conflict('levels.thresholdTaken'),
      // @ts-expect-error a param the text does not have
      () => conflict('levels.thresholdTaken', { name: 'Oro', minPoint: 1 }),
    ];
    expect(wrong).toHaveLength(3);
  });
});
