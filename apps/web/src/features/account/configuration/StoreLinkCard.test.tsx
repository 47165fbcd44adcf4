// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { downloads } from '../../../test/downloads';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import { OwnerStoreLink } from '../../insight/home';
import { StoreLinkCard } from './StoreLinkCard';

const address = 'https://premia.example/pe/cafe-aurora';

/** A real one-page PDF of the given size in points, base64: what the server sends. */
async function pdfOf(width: number, height: number) {
  const doc = await PDFDocument.create();
  doc.addPage([width, height]);
  return Buffer.from(await doc.save()).toString('base64');
}

describe("«Su tienda en el celular del cliente» (the wallet's link)", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('shows the wallet address in the default brand and copies it with a confirmation', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { writeText } }));
    renderWithApp(<StoreLinkCard store={storeFixture({ clientWebApp: null, walletUrl: address })} />);
    expect(screen.getByRole('heading', { name: 'Su tienda en el celular del cliente' })).toBeTruthy();
    const link = screen.getByRole('link', { name: address });
    expect(link.getAttribute('href')).toBe(address);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace copiado. Péguelo donde quiera compartirlo.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(address);
  });

  it('says so when the browser refuses to copy', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { writeText } }));
    renderWithApp(<StoreLinkCard store={storeFixture({ walletUrl: address })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(
      await screen.findByText('No se pudo copiar el enlace. Selecciónelo y cópielo a mano.'),
    ).toBeTruthy();
  });

  it('downloads the A4 poster and the A6 table tent the server makes', async () => {
    const pdfs = { a4: await pdfOf(595.28, 841.89), a6: await pdfOf(297.64, 419.53) };
    const api = fakeApi({
      '/client/store/wallet-poster': ({ size = 'a4' }) => ({
        s: 'ok',
        m: 'El afiche está listo para imprimir.',
        filename: size === 'a4' ? 'afiche-cafe-aurora.pdf' : 'cartel-mesa-cafe-aurora.pdf',
        pdf: pdfs[size],
      }),
    });
    const files = downloads();
    renderWithApp(<StoreLinkCard store={storeFixture({ walletUrl: address })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cartel de mesa A6 (PDF)' }));
    await waitFor(() => expect(files.saved).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Afiche A4 (PDF)' }));
    await waitFor(() => expect(files.saved).toHaveLength(2));
    files.restore();
    expect(api.callsTo('/client/store/wallet-poster').map((c) => c.input)).toEqual([
      { size: 'a6' },
      { size: 'a4' },
    ]);
    expect(files.saved.map((f) => f.name)).toEqual(['cartel-mesa-cafe-aurora.pdf', 'afiche-cafe-aurora.pdf']);
    const tent = await PDFDocument.load(new Uint8Array(await files.saved[0]!.blob.arrayBuffer()));
    expect(tent.getPage(0).getSize()).toEqual({ width: 297.64, height: 419.53 });
  });

  it("says why a poster could not be made, in the reader's language", async () => {
    fakeApi({
      '/client/store/wallet-poster': () => ({
        status: 403,
        failure: { s: 'not-ok', m: 'No tiene permiso para hacer esto.', code: 'common.forbidden' },
      }),
    });
    await setLanguage('en');
    try {
      renderWithApp(<StoreLinkCard store={storeFixture({ walletUrl: address })} />);
      fireEvent.click(screen.getByRole('button', { name: 'A4 poster (PDF)' }));
      expect(await screen.findByText('The PDF could not be prepared')).toBeTruthy();
    } finally {
      await setLanguage('es');
    }
  });

  it("is on the owner's home with the address the store info gives", async () => {
    fakeApi({
      '/client/get-store-info': () => ({
        s: 'ok',
        store: storeFixture({ walletUrl: 'https://premia.example/pe/panaderia-sol' }),
        generalConfiguration: { supportPhone: null, redeemBought: 0 },
      }),
    });
    renderWithApp(<OwnerStoreLink />);
    const link = await screen.findByRole('link', { name: 'https://premia.example/pe/panaderia-sol' });
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
