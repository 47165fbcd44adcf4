import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords zxcvbn's list leaves out (it finds repeats and sequences by pattern instead) and Spanish
 * favourites of our users, lower-cased.
 */
const LOCAL_ADDITIONS = `123123123 00000000 88888888 87654321 987654321 p@ssword abcdefgh 12341234 66666666
  99999999 55555555 77777777 22222222 33333333 44444444 12121212 11111111 aaaaaaaa aaaaaaaaaa zaq1zaq1
  qwertyqwerty madrid123 mexico123 peru1234 chile123 espana123 españa123 contraseña contrasena1
  contraseña1 contrasena123 contraseña123 contraseña12 contrasena12 micontrasena micontraseña teamo123
  teamomucho clave123 clave1234 miclave1 secreto1 secreto123 hola1234 bienvenido bienvenido1 tesoro123
  familia1 futbol123 jesucristo dios1234 diosesamor premia123 premia2026 loyalty1 password2026
  password2025 password2024 summer2026 verano2026 invierno2026 primavera1`;

/**
 * The most common passwords, lower-cased: the ~49,000 of zxcvbn-ts's common list (drawn from public
 * breach corpora, most common first) plus LOCAL_ADDITIONS. Built once, when this module is loaded.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [...dictionary['passwords-common'], ...LOCAL_ADDITIONS.split(/\s+/)]
    .filter(Boolean)
    .map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
