import { selectableLanguages } from '@premia/client/languages';
import type { WalletLanguage, WalletProfile } from '@premia/contract';
import { type FormEvent, useState } from 'react';
import { useQueryClient, useWalletMutation, walletKey } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { setLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { CustomerFields } from './CustomerFields';
import { languageNames } from './languageNames';

/** The languages offered (the back office's), and the profile's own when it is one not offered (Arabic). */
const languageOptions = (current: WalletLanguage): WalletLanguage[] =>
  (selectableLanguages as readonly WalletLanguage[]).includes(current)
    ? [...selectableLanguages]
    : [...selectableLanguages, current];

/**
 * Name, mobile, birthday and language; the email is the sign-in's and stays. Marketing consent is
 * changed channel by channel beside it (consent/ConsentPanel).
 */
export function ProfileForm({ profile }: { profile: WalletProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    mobile: profile.mobile ?? '',
    birthday: profile.birthday ?? '',
    language: profile.language,
  });
  const save = useWalletMutation('/wallet/profile/update', {
    onSuccess: (answer) => {
      queryClient.setQueryData(walletKey('/wallet/profile', {}), { s: 'ok', profile: answer.profile });
      void queryClient.invalidateQueries({ queryKey: walletKey('/wallet/me', {}) });
      void setLanguage(answer.profile.language);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    // A set birthday is left out: only the store changes it.
    const { birthday, ...rest } = values;
    save.mutate(profile.birthday ? rest : { ...rest, birthday: birthday || null });
  }

  return (
    <form className="form" onSubmit={submit}>
      <label className="field">
        <span>{t('profile.email')}</span>
        <input value={profile.email ?? ''} readOnly />
      </label>
      <CustomerFields values={values} setValues={setValues} birthdayLocked={Boolean(profile.birthday)} />
      <label className="field">
        <span>{t('profile.language')}</span>
        <select
          name="language"
          value={values.language}
          onChange={(e) => setValues((v) => ({ ...v, language: e.target.value as WalletLanguage }))}
        >
          {languageOptions(profile.language).map((code) => (
            <option key={code} value={code} lang={code}>
              {languageNames[code]}
            </option>
          ))}
        </select>
      </label>
      <FormError error={save.error} />
      {save.isSuccess ? (
        <p className="form__ok" role="status">
          {t('profile.saved')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('profile.save')}
      </button>
    </form>
  );
}
