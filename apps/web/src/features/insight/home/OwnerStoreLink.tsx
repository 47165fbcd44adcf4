import { LoadError } from '../../../ui/LoadError';
import { StoreLinkCard, useStoreInfo } from '../../account/configuration';

/** The owner's home: the store's wallet link, copy and posters, before the dashboard (issue 32). */
export function OwnerStoreLink() {
  const info = useStoreInfo();
  return (
    <section className="home__store-link">
      {info.error ? <LoadError query={info} /> : <StoreLinkCard store={info.data?.store} />}
    </section>
  );
}
