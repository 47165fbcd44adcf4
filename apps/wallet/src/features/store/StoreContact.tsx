import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';

/** How to reach the store: its phone and email, when it gives them. */
export function StoreContact() {
  const { t } = useTranslation();
  const { store } = useStore();
  if (!(store.phone || store.email)) return null;
  return (
    <section className="panel" aria-labelledby="contact">
      <h2 id="contact">{t('store.contactTitle')}</h2>
      {store.phone ? (
        <p>
          <a href={`tel:${store.phoneCode ?? ''}${store.phone}`} dir="ltr">
            {[store.phoneCode, store.phone].filter(Boolean).join(' ')}
          </a>
        </p>
      ) : null}
      {store.email ? (
        <p>
          <a href={`mailto:${store.email}`} dir="ltr">
            {store.email}
          </a>
        </p>
      ) : null}
    </section>
  );
}
