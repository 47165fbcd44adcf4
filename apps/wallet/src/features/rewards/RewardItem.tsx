import type { WalletReward } from '@premia/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { SignedQr } from '../card/SignedQr';
import { AskReward } from './AskReward';

interface Props {
  reward: WalletReward;
  balance: number;
  /** The store takes requests from the wallet, with these words first. */
  requests: { on: boolean; info: string | null };
}

type Open = 'none' | 'qr' | 'ask' | 'asked';

/** One reward of the catalogue: its cost, what is still missing, its QR for the counter, asking for it. */
export function RewardItem({ reward, balance, requests }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>('none');
  const ready = reward.missingPoints === 0 && !reward.soldOut;
  const canAsk = requests.on && ready && reward.pendingRequestId === null;

  return (
    <li className="reward">
      <div className="reward__head">
        {reward.image ? <img className="reward__image" src={reward.image} alt="" /> : null}
        <div className="reward__text">
          <h2 className="reward__name" dir="auto">
            {reward.name}
          </h2>
          {reward.description ? (
            <p className="muted" dir="auto">
              {reward.description}
            </p>
          ) : null}
        </div>
        <span className="pill">{t('store.points', { count: reward.pointsCost })}</span>
      </div>

      {reward.soldOut ? (
        <p className="muted">{t('rewards.soldOut')}</p>
      ) : reward.missingPoints > 0 ? (
        <>
          <meter
            className="meter"
            min={0}
            max={reward.pointsCost}
            value={Math.max(0, balance)}
            aria-label={t('rewards.progress', { reward: reward.name })}
          />
          <p className="muted">{t('rewards.missing', { count: reward.missingPoints })}</p>
        </>
      ) : (
        <p className="reward__ready">{t('rewards.ready')}</p>
      )}

      {reward.pendingRequestId !== null ? (
        <p className="state state--pending">{t('rewards.pending')}</p>
      ) : null}
      {open === 'asked' ? (
        <p className="form__ok" role="status">
          {t('rewards.asked', { reward: reward.name })}
        </p>
      ) : null}

      {open === 'ask' ? (
        <AskReward
          reward={reward}
          info={requests.info}
          onClose={() => setOpen('none')}
          onAsked={() => setOpen('asked')}
        />
      ) : null}

      {open === 'qr' && reward.qr ? (
        <div className="reward__qr">
          <SignedQr rewardId={reward.id} label={t('rewards.qrLabel', { reward: reward.name })} />
          <p className="card__code">{reward.qr}</p>
          <p className="muted">{t('rewards.qrShow', { reward: reward.name })}</p>
        </div>
      ) : null}

      {open !== 'ask' && (reward.qr || canAsk) ? (
        <div className="reward__actions">
          {reward.qr ? (
            <button
              type="button"
              className="button"
              aria-expanded={open === 'qr'}
              onClick={() => setOpen(open === 'qr' ? 'none' : 'qr')}
            >
              {open === 'qr' ? t('rewards.hideQr') : t('rewards.showQr')}
            </button>
          ) : null}
          {canAsk ? (
            <button type="button" className="button button--primary" onClick={() => setOpen('ask')}>
              {t('rewards.ask')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
