import { type Dispatch, Fragment, type SetStateAction } from 'react';
import { inputLimits } from '../../forms/inputLimits';
import { useFocusOnOpen } from '../../forms/useFocusOnOpen';
import { useTranslation } from '../../i18n/useTranslation';

/** What a customer tells about themselves, as the wallet's forms hold it (birthday '' = none). */
export type CustomerDetails = { firstName: string; lastName: string; mobile: string; birthday: string };

export const NO_DETAILS: CustomerDetails = { firstName: '', lastName: '', mobile: '', birthday: '' };

type Field = {
  name: keyof CustomerDetails;
  label: string;
  autoComplete: string;
  type?: 'tel' | 'date';
  required?: boolean;
  maxLength?: number;
};

const limits = inputLimits('/wallet/profile/update');

const FIELDS: readonly Field[] = [
  {
    name: 'firstName',
    label: 'profile.firstName',
    autoComplete: 'given-name',
    required: true,
    ...limits.firstName,
  },
  { name: 'lastName', label: 'profile.lastName', autoComplete: 'family-name', ...limits.lastName },
  {
    name: 'mobile',
    label: 'profile.mobile',
    type: 'tel',
    autoComplete: 'tel',
    required: true,
    ...limits.mobile,
  },
  { name: 'birthday', label: 'profile.birthdayOptional', type: 'date', autoComplete: 'bday' },
];

/** The name, mobile and birthday fields the sign-up and the profile share. */
export function CustomerFields<T extends CustomerDetails>({
  values,
  setValues,
  focusFirst = false,
  birthdayLocked = false,
}: {
  values: T;
  setValues: Dispatch<SetStateAction<T>>;
  /** The first field takes the focus when the form opens (sign-up; not the profile, read first). */
  focusFirst?: boolean;
  /** The birthday is set: the customer reads it, only the store changes it (a gift is not collected twice). */
  birthdayLocked?: boolean;
}) {
  const { t } = useTranslation();
  const first = useFocusOnOpen();
  return FIELDS.map((field) =>
    field.name === 'birthday' && birthdayLocked ? (
      <Fragment key={field.name}>
        <label className="field">
          <span>{t('profile.birthday')}</span>
          <input
            name={field.name}
            type="date"
            value={values.birthday}
            readOnly
            aria-describedby="birthday-locked"
          />
        </label>
        <p id="birthday-locked" className="muted">
          {t('profile.birthdayLocked')}
        </p>
      </Fragment>
    ) : (
      <label className="field" key={field.name}>
        <span>{t(field.label)}</span>
        <input
          ref={focusFirst && field === FIELDS[0] ? first : undefined}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          required={field.required}
          maxLength={field.maxLength}
          value={values[field.name]}
          onChange={(e) => {
            const value = e.target.value;
            setValues((v) => ({ ...v, [field.name]: value }));
          }}
        />
      </label>
    ),
  );
}
