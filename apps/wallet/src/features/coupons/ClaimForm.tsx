import type { WalletResponse } from '@premia/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient, useWalletMutation, walletKey } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { inputLimits } from '../../forms/inputLimits';
import { useTranslation } from '../../i18n/useTranslation';

const limits = inputLimits('/wallet/coupons/claim');

/**
 * The code (letters, digits, dashes) and «Canjear cupón»: the points show on the card at once; a
 * reward's code says the reward is theirs to collect (the statement shows its redemption).
 */
export function ClaimForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const { to } = useStore();
  const queryClient = useQueryClient();
  const [code, setCode] = useState(initialCode);
  const claim = useWalletMutation('/wallet/coupons/claim', {
    onSuccess: (answer) => {
      queryClient.setQueryData<WalletResponse<'/wallet/me'>>(
        walletKey('/wallet/me', {}),
        (old) => old && { ...old, card: { ...old.card, balance: answer.balance } },
      );
      void queryClient.invalidateQueries({ queryKey: walletKey('/wallet/me', {}) });
      void queryClient.invalidateQueries({ queryKey: walletKey('/wallet/points') });
      void queryClient.invalidateQueries({ queryKey: walletKey('/wallet/coupons/mine', {}) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (claim.isPending || !code.trim()) return;
    claim.mutate({ code: code.trim() });
  }

  const done = claim.data;
  return (
    <form className="form" onSubmit={submit}>
      <p className="muted">{t('coupon.intro')}</p>
      <label className="field">
        <span>{t('coupon.code')}</span>
        <input
          name="code"
          className="coupon-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...limits.code}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (claim.isSuccess || claim.isError) claim.reset();
          }}
        />
      </label>
      <FormError error={claim.error} />
      {done ? (
        <div className="claimed" role="status">
          <p className="form__ok">
            {done.reward
              ? t('coupon.claimedReward', { reward: done.reward.name, batch: done.batchName })
              : t('coupon.claimed', { count: done.points, batch: done.batchName })}
          </p>
          <p>{t('coupon.balance', { count: done.balance })}</p>
          <Link to={to('card')}>{t('coupon.seeCard')}</Link>
        </div>
      ) : (
        <button type="submit" className="button button--primary" disabled={claim.isPending}>
          {t('coupon.claim')}
        </button>
      )}
    </form>
  );
}
