import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/client';
import { setToken } from '../../api/session';
import { nextPage } from '../../app/nextPage';
import { useStore } from '../../app/StoreContext';
import { currentLanguage, setLanguage, storedLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { CodeForm } from './CodeForm';
import { EmailForm } from './EmailForm';
import { SignUpForm } from './SignUpForm';

/** The terms' page, loaded with this one (app/pages.ts). */
export { default as TermsPage } from '../terms/TermsPage';

type Step =
  | { kind: 'email' }
  | { kind: 'code'; email: string; sent: string }
  | { kind: 'signUp'; ticket: string };

/**
 * Passwordless: the customer's email → a 6-digit code by mail → signed in (a customer the store knows
 * by that email, whether registered at the counter or here) or, for a new email, the sign-up form.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const { address, to } = useStore();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  // Where to go once signed in: the page of this store's wallet the sign-in was asked from.
  const [params] = useSearchParams();
  const next = nextPage(params.get('next'));
  // A friend's invite link (/signin?ref=CODE): the sign-up form has the code filled in.
  const referralCode = (params.get('ref') ?? '').slice(0, 20);

  function signedIn(token: string) {
    setToken(address, token);
    navigate(to(next ?? 'card'), { replace: true });
    // The language of their profile, unless one was chosen on this phone (that choice wins).
    if (!storedLanguage()) {
      call('/wallet/profile', {})
        .then(async ({ profile }) => {
          if (profile.language !== currentLanguage()) await setLanguage(profile.language, { persist: false });
        })
        .catch(() => {});
    }
  }

  return (
    <div className="page">
      <section className="panel">
        <h1>{step.kind === 'signUp' ? t('signIn.signUpTitle') : t('signIn.title')}</h1>
        {step.kind === 'email' ? (
          <EmailForm onSent={(email, sent) => setStep({ kind: 'code', email, sent })} />
        ) : step.kind === 'code' ? (
          <CodeForm
            email={step.email}
            sent={step.sent}
            onSignedIn={signedIn}
            onSignUp={(ticket) => setStep({ kind: 'signUp', ticket })}
            onOtherEmail={() => setStep({ kind: 'email' })}
          />
        ) : (
          <SignUpForm ticket={step.ticket} onSignedIn={signedIn} referralCode={referralCode} />
        )}
      </section>
    </div>
  );
}
