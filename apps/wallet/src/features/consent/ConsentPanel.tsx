import { type ConsentChannel, consentChannels } from '@premia/contract';
import { useState } from 'react';
import { useQueryClient, useWalletMutation, useWalletQuery, walletKey } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The customer's marketing consent, channel by channel (inbox, push, mail): each switch is saved at
 * once, and one tap withdraws them all (Peru's Ley 32323: revocable at any time). The server keeps
 * the history of every change.
 */
export function ConsentPanel() {
  const { t } = useTranslation();
  const { store } = useStore();
  const queryClient = useQueryClient();
  const consents = useWalletQuery('/wallet/consent/get', {});
  const keep = (answer: { consents: Record<ConsentChannel, boolean> }) =>
    queryClient.setQueryData(walletKey('/wallet/consent/get', {}), { s: 'ok', consents: answer.consents });
  const save = useWalletMutation('/wallet/consent/save', { onSuccess: keep });
  const withdraw = useWalletMutation('/wallet/consent/withdraw-all', { onSuccess: keep });
  const busy = save.isPending || withdraw.isPending;
  // The switch moves at once (this tap's choice until the server answers); a refusal puts back what it has.
  const [choosing, setChoosing] = useState<Partial<Record<ConsentChannel, boolean>>>({});
  const choose = (channel: ConsentChannel, value: boolean) => {
    setChoosing({ [channel]: value });
    save.mutate({ [channel]: value }, { onSettled: () => setChoosing({}) });
  };
  const current = consents.data?.consents;
  const saved = (save.isSuccess || withdraw.isSuccess) && !busy;

  return (
    <fieldset className="consent" data-testid="consents">
      <legend>
        <h2>{t('consent.title')}</h2>
      </legend>
      <p className="muted">{t('consent.intro', { store: store.name })}</p>
      {consents.error ? <FormError error={consents.error} /> : null}
      {current ? (
        <>
          {consentChannels.map((channel) => (
            <label key={channel} className="check">
              <input
                type="checkbox"
                checked={choosing[channel] ?? current[channel]}
                disabled={busy}
                onChange={(e) => choose(channel, e.target.checked)}
              />
              <span>
                <strong>{t(`consent.${channel}`)}</strong>
                <span className="muted consent__help">{t(`consent.${channel}Help`)}</span>
              </span>
            </label>
          ))}
          <FormError error={save.error ?? withdraw.error} />
          {saved ? (
            <p className="form__ok" role="status">
              {t('consent.saved')}
            </p>
          ) : null}
          {consentChannels.some((c) => current[c]) ? (
            <button
              type="button"
              className="button button--danger-outline"
              disabled={busy}
              onClick={() => withdraw.mutate({})}
            >
              {t('consent.withdrawAll')}
            </button>
          ) : null}
        </>
      ) : consents.error ? null : (
        <div className="loading" role="status" aria-label={t('app.loading')} />
      )}
    </fieldset>
  );
}
