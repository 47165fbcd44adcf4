import { type FormEvent, type MouseEvent, useCallback, useRef, useState } from 'react';
import { useWalletMutation } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { currentLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { type CustomerDetails, CustomerFields, NO_DETAILS } from '../profile/CustomerFields';
import { TermsSheet } from '../terms/TermsSheet';

/** The last step for a new email: who the customer is; the terms, and marketing messages apart. */
export function SignUpForm({ ticket, onSignedIn }: { ticket: string; onSignedIn: (token: string) => void }) {
  const { t } = useTranslation();
  const { address, store, to } = useStore();
  const [values, setValues] = useState<CustomerDetails>(NO_DETAILS);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [reading, setReading] = useState(false);
  const termsLink = useRef<HTMLAnchorElement>(null);
  const closeTerms = useCallback(() => {
    setReading(false);
    requestAnimationFrame(() => termsLink.current?.focus());
  }, []);
  const signUp = useWalletMutation('/login/customer/sign-up', {
    onSuccess: (answer) => onSignedIn(answer.token),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signUp.isPending || !acceptTerms) return;
    signUp.mutate({
      ...address,
      signUpTicket: ticket,
      firstName: values.firstName,
      lastName: values.lastName,
      mobile: values.mobile,
      birthday: values.birthday || null,
      acceptTerms: true,
      marketingConsent,
      language: currentLanguage(),
    });
  }

  // Read over the form, which keeps what was typed; a new tab or window (a modifier) opens the page.
  function openTerms(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setReading(true);
  }

  return (
    <>
      {reading ? <TermsSheet onClose={closeTerms} /> : null}
      <form className="form" onSubmit={submit} hidden={reading}>
        <p>{t('signIn.signUpIntro', { store: store.name })}</p>
        <CustomerFields values={values} setValues={setValues} focusFirst />
        <label className="check">
          <input
            type="checkbox"
            required
            checked={acceptTerms}
            onChange={(e) => setAcceptTerms(e.target.checked)}
          />
          <span>{t('signIn.acceptTerms')}</span>
        </label>
        <a ref={termsLink} className="link terms__link" href={to('terms')} onClick={openTerms}>
          {t('signIn.readTerms')}
        </a>
        <label className="check">
          <input
            type="checkbox"
            checked={marketingConsent}
            onChange={(e) => setMarketingConsent(e.target.checked)}
          />
          <span>{t('profile.marketing', { store: store.name })}</span>
        </label>
        <FormError error={signUp.error} />
        <button type="submit" className="button button--primary" disabled={signUp.isPending}>
          {t('signIn.signUp')}
        </button>
      </form>
    </>
  );
}
