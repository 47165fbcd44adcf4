import { createSign } from 'node:crypto';

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** A JWT signed RS256 with `privateKeyPem` (Google's save links and its OAuth assertion). */
export function signJwt(claims: object, privateKeyPem: string): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${base64url(createSign('RSA-SHA256').update(unsigned).sign(privateKeyPem))}`;
}
