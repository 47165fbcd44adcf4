import { type FormEvent, type MouseEvent, useCallback, useRef, useState } from 'react';
import { deviceId } from '../../api/device';
import { useWalletMutation } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { inputLimits } from '../../forms/inputLimits';
import { currentLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { type CustomerDetails, CustomerFields, NO_DETAILS } from '../profile/CustomerFields';
import { TermsSheet } from '../terms/TermsSheet';

const limits = inputLimits('/login/customer/sign-up');

/**
 * The last step for a new email: who the customer is; a friend's invitation code (optional, filled in
 * from the invite link's ?ref=); the terms, and marketing messages apart.
 */
export function SignUpForm({
  ticket,
  onSignedIn,
  referralCode = '',
}: {
  ticket: string;
  onSignedIn: (token: string) => void;
  referralCode?: string;
}) {
  const { t } = useTranslation();
  const { address, store, to } = useStore();
  const [values, setValues] = useState<CustomerDetails>(NO_DETAILS);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [code, setCode] = useState(referralCode);
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
      ...(code.trim() ? { referralCode: code.trim() } : {}),
      ...device(),
    });
  }

  function device() {
    const id = deviceId();
    return id ? { device: id } : {};
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
        <label className="field">
          <span>{t('signIn.referralCode')}</span>
          <input
            name="referralCode"
            autoCapitalize="characters"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            {...limits.referralCode}
          />
        </label>
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
