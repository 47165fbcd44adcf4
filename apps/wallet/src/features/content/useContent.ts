import { useWalletQuery } from '../../api/queries';
import { useStore } from '../../app/StoreContext';
import { useSignedIn } from '../../app/useSignedIn';

/**
 * The store's offers, news and banners: a signed-in customer's (/wallet/content: every active one, the
 * platform's too), or a visitor's (/general/store/content: the public ones). Kept on the phone, so the
 * pages open offline once seen.
 */
export function useContent() {
  const signedIn = useSignedIn();
  const { address } = useStore();
  const mine = useWalletQuery('/wallet/content', {}, { enabled: signedIn, remember: true });
  const open = useWalletQuery(
    '/general/store/content',
    { slug: address.slug },
    { enabled: !signedIn, remember: true },
  );
  return signedIn ? mine : open;
}
