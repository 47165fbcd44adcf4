import { App, Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGiveStamp, useRedeemStampCard, useStampCard } from './api';
import { StampEntries } from './StampEntries';
import './stamps.css';

/** The card's places, 1 to M: a place is the same circle whatever the stamps. */
const slotsOf = (perCard: number) => Array.from({ length: perCard }, (_, i) => i + 1);

interface Props {
  customerId: number;
  /** The user gives at the counter (a stamp is given as points are). */
  canGive: boolean;
  /** The user redeems at the counter. */
  canRedeem: boolean;
  /** The user (the owner) takes back a stamp given by mistake. */
  canReverse?: boolean;
  className?: string;
}

/**
 * The customer's stamp card at the counter (issue 34 §4): «N de M sellos» as M circles, «Sellar», and
 * when the card is full «Canjear tarjeta» with the store's prize.
 */
export function StampCardPanel({ customerId, canGive, canRedeem, canReverse = false, className }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const read = useStampCard(customerId, true);
  const give = useGiveStamp(customerId);
  const redeem = useRedeemStampCard(customerId);
  const card = read.data?.card;
  const said = (title: string) => ({
    onSuccess: (answer: { m: string }) => notification.success({ title: answer.m }),
    onError: (error: Error) => notification.error({ title, description: error.message }),
  });
  return (
    <Card
      className={`stamp-card ${className ?? ''}`}
      title={<h2 className="stamp-card__title">{t('stamps.title')}</h2>}
      data-testid="stamp-card"
    >
      {!card ? (
        <Skeleton active />
      ) : (
        <>
          <ol className="stamp-card__dots" aria-hidden="true">
            {slotsOf(card.perCard).map((slot) => (
              <li
                key={`stamp-${slot}`}
                className={`stamp-card__dot${slot <= card.stamps ? ' stamp-card__dot--on' : ''}`}
              />
            ))}
          </ol>
          <p className="stamp-card__count" aria-live="polite" data-testid="stamp-count">
            {t('stamps.progress', { stamps: Math.min(card.stamps, card.perCard), perCard: card.perCard })}
          </p>
          <p className="stamp-card__prize">
            {card.full
              ? t('stamps.fullPrize', { prize: card.prize })
              : t('stamps.prize', { prize: card.prize })}
          </p>
          {card.stampedToday ? <p className="stamp-card__today">{t('stamps.stampedToday')}</p> : null}
          <div className="stamp-card__actions">
            {canGive ? (
              <Button
                onClick={() => give.mutate({ customerId }, said(t('stamps.stampFailed')))}
                loading={give.isPending}
                disabled={card.stampedToday}
              >
                {t('stamps.stamp')}
              </Button>
            ) : null}
            {canRedeem && card.full ? (
              <Button
                type="primary"
                onClick={() => redeem.mutate({ customerId }, said(t('stamps.redeemFailed')))}
                loading={redeem.isPending}
              >
                {t('stamps.redeem')}
              </Button>
            ) : null}
          </div>
          <StampEntries customerId={customerId} entries={read.data?.entries ?? []} canReverse={canReverse} />
        </>
      )}
    </Card>
  );
}
