import { type FormEvent, useState } from 'react';
import { useWalletMutation } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { inputLimits } from '../../forms/inputLimits';
import { useFocusOnOpen } from '../../forms/useFocusOnOpen';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  email: string;
  sent: string;
  onSignedIn: (token: string) => void;
  onSignUp: (ticket: string) => void;
  onOtherEmail: () => void;
}

const limits = inputLimits('/login/customer/verify-code');

/** The second step: the 6-digit code from the mail; another code can be asked for. */
export function CodeForm({ email, sent, onSignedIn, onSignUp, onOtherEmail }: Props) {
  const { t } = useTranslation();
  const { address } = useStore();
  const [code, setCode] = useState('');
  const first = useFocusOnOpen();
  const [notice, setNotice] = useState(sent);
  const verify = useWalletMutation('/login/customer/verify-code', {
    onSuccess: (answer) => {
      if (answer.token) onSignedIn(answer.token);
      else if (answer.signUpTicket) onSignUp(answer.signUpTicket);
    },
  });
  const resend = useWalletMutation('/login/customer/send-code', {
    onSuccess: (answer) => {
      setNotice(answer.m);
      setCode('');
      verify.reset();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!verify.isPending) verify.mutate({ ...address, email, code });
  }

  return (
    <form className="form" onSubmit={submit}>
      <p role="status">{notice}</p>
      <label className="field">
        <span>{t('signIn.code')}</span>
        <input
          ref={first}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${limits.code.maxLength}}`}
          {...limits.code}
          required
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/[^0-9]/g, ''))}
          className="code-input"
        />
      </label>
      <FormError error={verify.error ?? resend.error} />
      <button type="submit" className="button button--primary" disabled={verify.isPending}>
        {t('signIn.enter')}
      </button>
      <div className="form__links">
        <button
          type="button"
          className="link"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ ...address, email })}
        >
          {t('signIn.resend')}
        </button>
        <button type="button" className="link" onClick={onOtherEmail}>
          {t('signIn.otherEmail')}
        </button>
      </div>
    </form>
  );
}
