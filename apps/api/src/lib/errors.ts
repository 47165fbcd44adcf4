import { type ErrorType, errorStatus } from '@premia/contract';

/** A failure meant for the user: a Spanish message, an error type and its honest HTTP status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly errorType: ErrorType,
    message: string,
  ) {
    super(message);
    this.status = errorStatus[errorType];
  }
}

export const notFound = (message = 'No se encontró lo que busca.') => new AppError('not-found', message);
export const forbidden = (message = 'No tiene permiso para hacer esto.') =>
  new AppError('forbidden', message);
export const unauthorized = (message = 'Su sesión no es válida o ha expirado. Inicie sesión de nuevo.') =>
  new AppError('unauthorized', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const invalid = (message: string) => new AppError('validation', message);
