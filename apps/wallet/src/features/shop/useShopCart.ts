import { useWalletQuery } from '../../api/queries';
import { useStore } from '../../app/StoreContext';
import { useCart } from './cart';

/** The signed-in customer's cart at this store (their client code names it; the card is kept on the phone). */
export function useShopCart() {
  const { address } = useStore();
  const me = useWalletQuery('/wallet/me', {}, { remember: true });
  return useCart(address, me.data?.card.clientCode ?? null);
}
