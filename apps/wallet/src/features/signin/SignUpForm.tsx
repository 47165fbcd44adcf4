import { type FormEvent, useState } from 'react';
import { useWalletMutation } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { currentLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';

/** The last step for a new email: who the customer is; the terms, and marketing messages apart. */
export function SignUpForm({ ticket, onSignedIn }: { ticket: string; onSignedIn: (token: string) => void }) {
  const { t } = useTranslation();
  const { address, store } = useStore();
  const [values, setValues] = useState({ firstName: '', lastName: '', mobile: '', birthday: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const signUp = useWalletMutation('/login/customer/sign-up', {
    onSuccess: (answer) => onSignedIn(answer.token),
  });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

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

  return (
    <form className="form" onSubmit={submit}>
      <p>{t('signIn.signUpIntro', { store: store.name })}</p>
      <label className="field">
        <span>{t('profile.firstName')}</span>
        <input
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={80}
          value={values.firstName}
          onChange={set('firstName')}
        />
      </label>
      <label className="field">
        <span>{t('profile.lastName')}</span>
        <input
          name="lastName"
          autoComplete="family-name"
          maxLength={80}
          value={values.lastName}
          onChange={set('lastName')}
        />
      </label>
      <label className="field">
        <span>{t('profile.mobile')}</span>
        <input
          name="mobile"
          type="tel"
          autoComplete="tel"
          required
          maxLength={20}
          value={values.mobile}
          onChange={set('mobile')}
        />
      </label>
      <label className="field">
        <span>{t('profile.birthdayOptional')}</span>
        <input
          name="birthday"
          type="date"
          autoComplete="bday"
          value={values.birthday}
          onChange={set('birthday')}
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
  );
}
