import { useTranslation } from '../../i18n/useTranslation';

/** Below this many units left, the shop says how many. */
const FEW = 5;

/** Whether a product can be bought: sold out, a few left, or available (unlimited or plenty). */
export function StockState({ stock }: { stock: number | null }) {
  const { t } = useTranslation();
  if (stock === 0) return <span className="stock stock--out">{t('shop.soldOut')}</span>;
  if (stock !== null && stock <= FEW)
    return <span className="stock stock--few">{t('shop.fewLeft', { count: stock })}</span>;
  return <span className="stock">{t('shop.available')}</span>;
}
