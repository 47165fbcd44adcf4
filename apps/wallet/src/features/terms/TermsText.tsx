import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';

const DATA_KEPT = [
  'terms.dataDetails',
  'terms.dataPreferences',
  'terms.dataPoints',
  'terms.dataOpinions',
  'terms.dataPush',
];

/**
 * The terms and privacy of the store's points programme (issue 32 §4): the platform's text with the
 * store's name and contact, what is kept and how to delete it. Its own page, and the sign-up's sheet
 * (`level` 2 there, under the sign-up's title).
 */
export function TermsText({ level, headingId }: { level: 1 | 2; headingId: string }) {
  const { t } = useTranslation();
  const { store } = useStore();
  const Title = level === 1 ? 'h1' : 'h2';
  const Section = level === 1 ? 'h2' : 'h3';
  const params = { store: store.name };
  return (
    <article className="terms" aria-labelledby={headingId}>
      <Title id={headingId}>{t('terms.title')}</Title>
      <p>{t('terms.intro', params)}</p>
      <Section>{t('terms.programTitle')}</Section>
      <p>{t('terms.programText', params)}</p>
      <Section>{t('terms.responsibleTitle')}</Section>
      <p>{t('terms.responsibleText', params)}</p>
      {store.phone || store.email ? (
        <ul className="terms__contact">
          {store.phone ? (
            <li>
              <a href={`tel:${store.phoneCode ?? ''}${store.phone}`} dir="ltr">
                {[store.phoneCode, store.phone].filter(Boolean).join(' ')}
              </a>
            </li>
          ) : null}
          {store.email ? (
            <li>
              <a href={`mailto:${store.email}`} dir="ltr">
                {store.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{t('terms.contactAtCounter', params)}</p>
      )}
      <Section>{t('terms.dataTitle')}</Section>
      <ul>
        {DATA_KEPT.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <Section>{t('terms.useTitle')}</Section>
      <p>{t('terms.useText', params)}</p>
      <Section>{t('terms.deleteTitle')}</Section>
      <p>{t('terms.deleteText', params)}</p>
      <p className="muted">{t('terms.acceptance')}</p>
    </article>
  );
}
