import type { ApiError } from '../api/client';

/** A refused call's message, read out by screen readers when it appears. */
export function FormError({ error }: { error: ApiError | null }) {
  return error ? (
    <p className="form__error" role="alert">
      {error.message}
    </p>
  ) : null;
}
