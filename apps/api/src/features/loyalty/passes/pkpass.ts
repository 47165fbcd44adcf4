import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import forge from 'node-forge';
import type { ApplePassKeys } from '../../../pass-settings.ts';

/**
 * The detached PKCS #7 signature Apple Wallet checks: of manifest.json, by the Pass Type ID certificate,
 * with Apple's intermediate (WWDR) in the chain and the signing time among the signed attributes.
 */
function signature(manifest: Buffer, keys: ApplePassKeys): Buffer {
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(manifest.toString('binary'));
  const cert = forge.pki.certificateFromPem(keys.certPem);
  signed.addCertificate(cert);
  signed.addCertificate(forge.pki.certificateFromPem(keys.wwdrPem));
  signed.addSigner({
    key: forge.pki.privateKeyFromPem(keys.keyPem),
    certificate: cert,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: new Date() as unknown as string },
    ],
  });
  signed.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(signed.toAsn1()).getBytes(), 'binary');
}

/** A .pkpass: the pass's files, manifest.json (each file's SHA-1), its signature, zipped. */
export function pkpass(files: Record<string, Buffer>, keys: ApplePassKeys): Buffer {
  const manifest = Buffer.from(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(files).map(([name, bytes]) => [name, createHash('sha1').update(bytes).digest('hex')]),
      ),
    ),
  );
  const zipped = zipSync({
    ...Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, new Uint8Array(bytes)])),
    'manifest.json': new Uint8Array(manifest),
    signature: new Uint8Array(signature(manifest, keys)),
  });
  return Buffer.from(zipped);
}
