import type { WalletProduct } from '@premia/contract';
import { useQueries } from '@tanstack/react-query';
import { type ApiError, call } from '../../api/client';
import { walletKey } from '../../api/queries';
import type { CartLine } from './cart';

/**
 * Each cart line's product as the shop sells it now, read apart (useQueries stays out of the card
 * page's first download: only the shop uses it).
 */
function useProductsNow(productIds: number[]) {
  return useQueries({
    queries: productIds.map((productId) => ({
      queryKey: walletKey('/wallet/shop/product', { productId }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call('/wallet/shop/product', { productId }, { signal }),
    })),
  }) as { data?: { product: WalletProduct }; error: ApiError | null; isPending: boolean }[];
}

/** A cart line beside the product as the shop sells it now. */
export interface CheckedLine {
  line: CartLine;
  /** The product now; undefined while it is read, or when it cannot be read (see `gone`). */
  now?: WalletProduct;
  /** No longer on sale (or no longer the store's). */
  gone: boolean;
  /** Its price now differs from the one the customer saw when adding it. */
  priceChanged: boolean;
  /** Fewer units left than the line has (0: sold out). */
  short: boolean;
}

/**
 * Reads each product of the cart again, so the cart and the checkout say what changed since it was
 * added: a product no longer on sale, a new price, fewer units left. The server checks again when the
 * order is placed; this is what the customer sees before confirming.
 */
export function useCartCheck(lines: CartLine[]) {
  const answers = useProductsNow(lines.map((l) => l.productId));
  const checked: CheckedLine[] = lines.map((line, i) => {
    const answer = answers[i];
    const now = answer?.data?.product;
    const gone = answer?.error?.status === 404;
    return {
      line,
      ...(now ? { now } : {}),
      gone,
      priceChanged: now !== undefined && now.priceCents !== line.priceCents,
      short: now !== undefined && now.stock !== null && now.stock < line.quantity,
    };
  });
  return {
    lines: checked,
    checking: answers.some((a) => a.isPending),
    /** A failure that is not the product's absence (no connection): the lines could not be checked. */
    error: answers.find((a) => a.error && a.error.status !== 404)?.error ?? null,
    /** Lines that must change before ordering. */
    blocked: checked.some((l) => l.gone || l.short),
    changed: checked.some((l) => l.gone || l.short || l.priceChanged),
  };
}

export type CartCheck = ReturnType<typeof useCartCheck>;
