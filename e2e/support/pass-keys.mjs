// Wallet pass keys for an e2e server (support/serve.mjs): a stand-in of Apple's intermediate (WWDR), a Pass
// Type ID certificate it signed, and a Google service account's key, made in <dir>, so the wallet's card
// shows «Agregar a Apple Wallet» and «Guardar en Google Wallet» as it does where the platform has them.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

function certificate(commonName, publicKeyPem, serial, signerPem) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: commonName }]);
  cert.setIssuer([{ name: 'commonName', value: 'E2E WWDR' }]);
  cert.sign(forge.pki.privateKeyFromPem(signerPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

const pair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  };
};

/** The settings of both wallets, their files written under `dir`. */
export function passKeys(dir) {
  mkdirSync(dir, { recursive: true });
  const ca = pair();
  const leaf = pair();
  const google = pair();
  const file = (name, text) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  return {
    APPLE_PASS_TYPE_ID: 'pass.e2e.premia',
    APPLE_TEAM_ID: 'E2E0000000',
    APPLE_WWDR_CERT_FILE: file('wwdr.pem', certificate('E2E WWDR', ca.publicPem, '01', ca.privatePem)),
    APPLE_PASS_CERT_FILE: file(
      'pass.pem',
      certificate('Pass Type ID: pass.e2e.premia', leaf.publicPem, '02', ca.privatePem),
    ),
    APPLE_PASS_KEY_FILE: file('pass.key', leaf.privatePem),
    // Nothing here reaches Apple or Google: the refresh job's calls go to a closed local port.
    APPLE_APNS_URL: 'http://127.0.0.1:9',
    GOOGLE_WALLET_API_URL: 'http://127.0.0.1:9',
    GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:9/token',
    GOOGLE_WALLET_ISSUER_ID: '3388000000000000001',
    GOOGLE_WALLET_KEY_FILE: file(
      'google.json',
      JSON.stringify({
        client_email: 'wallet@premia-e2e.iam.gserviceaccount.com',
        private_key: google.privatePem,
      }),
    ),
  };
}
