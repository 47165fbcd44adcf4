import type { WalletReward } from '@premia/contract';
import { useWalletOnceMutation } from '../../api/once';
import { useQueryClient, walletKey } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useTranslation } from '../../i18n/useTranslation';
import { writeRequest } from './rewards-cache';

interface Props {
  reward: WalletReward;
  /** The store's words on how requests work (its `rewardRequestInfo`), shown before asking. */
  info: string | null;
  onClose: () => void;
  onAsked: () => void;
}

/** Asking the store for a reward: its conditions first, then one tap that sends the request once. */
export function AskReward({ reward, info, onClose, onAsked }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ask = useWalletOnceMutation('/wallet/reward-request/add', {
    onSuccess: ({ request }) => {
      writeRequest(queryClient, request);
      onAsked();
    },
    // The balance, the stock or the store's settings changed meanwhile: show the catalogue as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: walletKey('/wallet/rewards', {}) }),
  });
  const titleId = `ask-${reward.id}`;
  return (
    <section aria-labelledby={titleId} className="confirm">
      <h3 id={titleId}>{t('rewards.askTitle', { reward: reward.name })}</h3>
      {info ? <p className="note">{info}</p> : null}
      <p className="muted">{t('rewards.askText', { count: reward.pointsCost })}</p>
      <FormError error={ask.error} />
      <div className="confirm__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('rewards.back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={ask.isPending}
          onClick={() => ask.mutate({ rewardId: reward.id })}
        >
          {t('rewards.askConfirm')}
        </button>
      </div>
    </section>
  );
}
