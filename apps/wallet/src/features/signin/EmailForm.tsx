import { type FormEvent, useState } from 'react';
import { useWalletMutation } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { inputLimits } from '../../forms/inputLimits';
import { useFocusOnOpen } from '../../forms/useFocusOnOpen';
import { useTranslation } from '../../i18n/useTranslation';

const limits = inputLimits('/login/customer/send-code');

/** The first step: the email the code goes to. */
export function EmailForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const { t } = useTranslation();
  const { address } = useStore();
  const [email, setEmail] = useState('');
  const first = useFocusOnOpen();
  const send = useWalletMutation('/login/customer/send-code', {
    onSuccess: (answer, input) => onSent(input.email, answer.m),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!send.isPending) send.mutate({ ...address, email: email.trim() });
  }

  return (
    <form className="form" onSubmit={submit}>
      <p>{t('signIn.intro')}</p>
      <label className="field">
        <span>{t('signIn.email')}</span>
        <input
          ref={first}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          {...limits.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <FormError error={send.error} />
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {t('signIn.sendCode')}
      </button>
    </form>
  );
}
