import { useTranslation } from '../i18n/useTranslation';

/** A page's title over the customer's balance ('…' until it is read). */
export function BalanceHead({
  title,
  balance,
  testId,
}: {
  title: string;
  balance: number | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel balance">
      <h1 className="balance__label">{title}</h1>
      <p className="balance__points" data-testid={testId}>
        {balance === undefined ? '…' : t('card.points', { count: balance })}
      </p>
    </section>
  );
}
