/**
 * The most common passwords (public breach lists, plus Spanish favourites), lower-cased. Any password
 * of 8+ characters found here is refused.
 */
export const COMMON_PASSWORDS = new Set(
  `12345678 123456789 1234567890 12345678910 123123123 11111111 00000000 88888888 87654321 987654321
  password password1 password12 password123 passw0rd p@ssw0rd p@ssword qwertyui qwerty123 qwerty1234
  qwertyuiop 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx q1w2e3r4 abcd1234 abc12345 abcdefgh iloveyou
  iloveyou1 sunshine princess football baseball whatever trustno1 superman batman123 starwars
  welcome1 welcome123 letmein1 changeme admin123 administrator 11223344 12344321 12341234 66666666
  99999999 55555555 77777777 22222222 33333333 44444444 12121212 11112222 asdfghjk asdfasdf
  asdf1234 zxcvbnm1 zxcvbnmm computer internet michelle jennifer elizabeth mercedes corvette
  liverpool chelsea1 arsenal1 barcelona realmadrid madrid123 america1 mexico123 colombia peru1234
  argentina chile123 espana123 contraseña contrasena contrasena1 contraseña1 contrasena123
  contraseña123 micontrasena micontraseña tequiero teamo123 teamomucho 123456789a a123456789
  123456abc abc123456 clave123 clave1234 miclave1 secreto1 secreto123 hola1234 holahola bienvenido
  bienvenido1 mariposa estrella princesa corazon amorcito carolina alejandro fernando gabriela
  daniela1 angelito chocolate tesoro123 familia1 futbol123 jesucristo dios1234 diosesamor
  premia123 premia2026 loyalty1 qwertyqwerty password2026 password2025 password2024 summer2026
  verano2026 invierno2026 primavera1 aaaaaaaa aaaaaaaaaa 1234qwer qwer1234 asdfqwer 123qweasd
  qweasdzxc 1qazxsw2 zaq1zaq1 monkey123 dragon123 shadow123 master123 killer123 pokemon1 naruto123`
    .split(/\s+/)
    .filter(Boolean),
);
