import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import {
  createCustomerSession,
  createEmployee,
  createSignedInStore,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';
import { qrPng } from '../../../lib/qr-png.ts';

/**
 * A PDF as a person sees it, through Debian's poppler-utils (which the test run installs for the
 * coupon sheet): its page size (pdfinfo), its words (pdftotext) and its first page rendered (pdftoppm,
 * a PPM) with the QR code a phone's camera would read there (jsQR).
 */
function readPdf(base64: string) {
  const dir = mkdtempSync(join(tmpdir(), 'premia-poster-'));
  try {
    const file = join(dir, 'poster.pdf');
    writeFileSync(file, Buffer.from(base64, 'base64'));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-r', '100', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    return {
      pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
      pageSize: /^Page size:\s+(.*)$/m.exec(info)?.[1]?.trim(),
      text: text.replace(/\s+/g, ' '),
      images: (
        Buffer.from(base64, 'base64')
          .toString('latin1')
          .match(/\/Subtype \/Image/g) ?? []
      ).length,
      qr: qrOf(readFileSync(join(dir, 'page.ppm'))),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the QR code on a binary PPM (P6) image, or null when none can be read. */
function qrOf(ppm: Buffer): string | null {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.toString('latin1', 0, 50));
  if (!header) throw new Error('not a PPM');
  const [whole, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  const rgb = ppm.subarray(whole.length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4);
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

let owner: string;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
});

describe("the owner's way in for customers (issue 32)", () => {
  it('gives the wallet address in the store info in the default brand, and follows a new slug', async () => {
    const info = await t.post('/client/get-store-info', {}, owner);
    expect(info.body.store).toMatchObject({
      clientWebApp: null,
      walletUrl: 'http://premia.test/pe/cafe-aurora',
    });
    const { token } = await createSignedInStore(t, 'Heladería Norte');
    const saved = await t.post('/client/store/save', { slug: 'heladeria-norte' }, token);
    expect(saved.body.store.walletUrl).toBe('http://premia.test/pe/heladeria-norte');
  });

  it("prints an A4 poster: the store's name, what customers get, the QR of the wallet and its address", async () => {
    const res = await t.post('/client/store/wallet-poster', { size: 'a4' }, owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      s: 'ok',
      m: 'El afiche está listo para imprimir.',
      filename: 'afiche-cafe-aurora.pdf',
    });
    const pdf = readPdf(res.body.pdf);
    expect(pdf.pages).toBe(1);
    expect(pdf.pageSize).toMatch(/^595\.2\d* x 841\.8\d* pts \(A4\)$/);
    expect(pdf.text).toContain('Café Aurora');
    expect(pdf.text).toContain('Reciba 20 puntos de bienvenida y sume puntos en cada compra.');
    expect(pdf.text).toContain('Escanee el código con la cámara de su celular.');
    expect(pdf.text).toContain('http://premia.test/pe/cafe-aurora');
    expect(pdf.qr).toBe('http://premia.test/pe/cafe-aurora');
  });

  it('prints an A6 table tent with the same QR, and an A4 poster when no size is asked', async () => {
    const res = await t.post('/client/store/wallet-poster', { size: 'a6' }, owner);
    expect(res.body.filename).toBe('cartel-mesa-cafe-aurora.pdf');
    const pdf = readPdf(res.body.pdf);
    expect(pdf.pageSize).toMatch(/^297\.64 x 419\.53 pts/);
    expect(pdf.text).toContain('Café Aurora');
    expect(pdf.qr).toBe('http://premia.test/pe/cafe-aurora');
    const plain = await t.post('/client/store/wallet-poster', {}, owner);
    expect(readPdf(plain.body.pdf).pageSize).toContain('(A4)');
  });

  it("prints each owner's own store, its logo, and points on every purchase without welcome points", async () => {
    const { token } = await createSignedInStore(t, 'Panadería Sol');
    const upload = await t.postFile(
      '/general/upload-file/logo',
      {},
      { data: qrPng('logo de la panadería'), filename: 'logo.png', type: 'image/png' },
      token,
    );
    expect(upload.body.s, upload.body.m).toBe('ok');
    const saved = await t.post(
      '/client/store/save',
      { logo: upload.body.url, welcomePoints: 0, slug: 'panaderia-sol' },
      token,
    );
    expect(saved.body.s, saved.body.m).toBe('ok');
    const pdf = readPdf((await t.post('/client/store/wallet-poster', { size: 'a4' }, token)).body.pdf);
    expect(pdf.text).toContain('Panadería Sol');
    expect(pdf.text).not.toContain('Café Aurora');
    expect(pdf.text).toContain('Sume puntos en cada compra y canjéelos por premios.');
    expect(pdf.images).toBe(2);
    expect(pdf.qr).toBe('http://premia.test/pe/panaderia-sol');
    // One welcome point is said in the singular.
    await t.post('/client/store/save', { welcomePoints: 1 }, token);
    const one = readPdf((await t.post('/client/store/wallet-poster', { size: 'a6' }, token)).body.pdf);
    expect(one.text).toContain('Reciba 1 punto de bienvenida y sume puntos en cada compra.');
  });

  it('is for the owner only, and refuses an unknown size in Spanish', async () => {
    const { store, location, token } = await createSignedInStore(t);
    const employee = await createEmployee(t.db, store.id, location.id);
    const employeeToken = await t.login(employee.email, TEST_PASSWORD);
    expect((await t.post('/client/store/wallet-poster', { size: 'a4' }, employeeToken)).status).toBe(403);
    const customer = await createCustomerSession(t.db, store.id);
    expect((await t.post('/client/store/wallet-poster', { size: 'a4' }, customer.token)).status).toBe(403);
    expect((await t.post('/client/store/wallet-poster', { size: 'a4' })).status).toBe(401);
    const bad = await t.post('/client/store/wallet-poster', { size: 'a3' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.m).toMatch(/^El campo «.*» /);
  });
});
