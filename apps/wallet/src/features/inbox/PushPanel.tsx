import type { WalletInput } from '@premia/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addressPath } from '../../api/address';
import { ApiError, call } from '../../api/client';
import { useQueryClient, walletKey } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { currentSubscription, pushSupport, subscribePush, unsubscribePush } from './push-device';

type State = 'checking' | 'off' | 'on' | 'unsupported' | 'blocked';

/**
 * "Activar avisos": notifications on this phone. The browser's permission is asked only when the
 * customer taps the button; the subscription goes to the server (which records the push channel's
 * consent); "Desactivar avisos" ends it on the phone and on the server.
 */
export function PushPanel() {
  const { t } = useTranslation();
  const { address, store } = useStore();
  // The scope the wallet registers its service worker with (app/useInstall.ts): one per store.
  const scope = addressPath(address);
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>('checking');
  useEffect(() => {
    const support = pushSupport();
    if (support !== 'supported') {
      setState(support);
      return;
    }
    let live = true;
    currentSubscription(scope)
      .then((s) => live && setState(s ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [scope]);

  async function turnOn(): Promise<State> {
    const subscription = await subscribePush(
      scope,
      async () => (await call('/wallet/push/key', {})).publicKey,
    );
    if (!subscription) return pushSupport() === 'blocked' ? 'blocked' : 'off';
    const answer = await call(
      '/wallet/push/subscribe',
      subscription as WalletInput<'/wallet/push/subscribe'>,
    );
    queryClient.setQueryData(walletKey('/wallet/consent/get', {}), { s: 'ok', consents: answer.consents });
    return 'on';
  }

  async function turnOff(): Promise<State> {
    const endpoint = await unsubscribePush(scope);
    if (endpoint) await call('/wallet/push/unsubscribe', { endpoint });
    return 'off';
  }

  // The browser's steps fail with its own errors: the customer reads one sentence of ours instead.
  const toggle = useMutation<State, ApiError, 'on' | 'off'>({
    mutationFn: (want) =>
      (want === 'on' ? turnOn() : turnOff()).catch((e: unknown) => {
        throw e instanceof ApiError ? e : new ApiError({ s: 'not-ok', m: t('push.failed') }, 0);
      }),
    onSuccess: setState,
  });
  const busy = toggle.isPending;

  return (
    <div className="push" data-testid="push-panel">
      <h2>{t('push.title')}</h2>
      {state === 'unsupported' ? <p className="muted">{t('push.unsupported')}</p> : null}
      {state === 'blocked' ? <p className="muted">{t('push.blocked')}</p> : null}
      {state === 'off' ? (
        <>
          <p className="muted">{t('push.offText', { store: store.name })}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => toggle.mutate('on')}
          >
            {t('push.turnOn')}
          </button>
        </>
      ) : null}
      {state === 'on' ? (
        <>
          <p className="form__ok" role="status">
            {t('push.onText')}
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => toggle.mutate('off')}>
            {t('push.turnOff')}
          </button>
        </>
      ) : null}
      <FormError error={toggle.error} />
    </div>
  );
}
