/** Client-side checks of spec §5. They return an i18n key, or null when the input may be sent. */

/** Login: email and password both required ('El email y/o la contraseña no son válidos.'). */
export function checkLogin(email: string, password: string): 'signIn.invalid' | null {
  return email.trim() === '' || password === '' ? 'signIn.invalid' : null;
}

/**
 * New password twice: either empty gives 'Tiene que indicar una contraseña.', differing gives
 * 'Las contraseñas deben ser iguales.'; only both non-empty and equal are sent.
 */
export function checkNewPassword(
  password: string,
  confirmation: string,
): 'reset.required' | 'reset.mismatch' | null {
  if (password === '' || confirmation === '') return 'reset.required';
  if (password !== confirmation) return 'reset.mismatch';
  return null;
}
