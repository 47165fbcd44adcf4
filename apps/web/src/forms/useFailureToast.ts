import type { UseMutationResult } from '@tanstack/react-query';
import { App } from 'antd';
import type { SaveMutation } from './FormModal';

/**
 * spec §8: a refused save is told in a toast titled as the spec says ('No se ha creado' / 'No se ha
 * modificado'), besides the refusal the form shows. The save, for a FormModal, with that toast.
 */
export function useFailureToast<I, A>(
  save: UseMutationResult<A, Error, I, unknown>,
  title: string,
): SaveMutation<I, A> {
  const { notification } = App.useApp();
  return {
    ...save,
    mutate: (input, callbacks) =>
      save.mutate(input, {
        ...callbacks,
        onError: (error) => notification.error({ title, description: error.message }),
      }),
  };
}
