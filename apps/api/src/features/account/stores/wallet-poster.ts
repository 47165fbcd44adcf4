import type { WalletPosterSize } from '@premia/contract';
import { pdfBytes } from '../../../lib/pdf-bytes.ts';
import { qrPng } from '../../../lib/qr-png.ts';

/** The pages in points: A4 for a wall, A6 for a table; everything is drawn at A4's scale times `scale`. */
const PAGES: Record<WalletPosterSize, { size: 'A4' | 'A6'; width: number; height: number; scale: number }> = {
  a4: { size: 'A4', width: 595.28, height: 841.89, scale: 1 },
  a6: { size: 'A6', width: 297.64, height: 419.53, scale: 0.5 },
};

export interface PosterInfo {
  size: WalletPosterSize;
  storeName: string;
  /** The store's logo, PNG or JPEG bytes; none when it has no logo or one of another format. */
  logo: Buffer | null;
  /** The store's wallet address: what the QR says, and written out beneath it to type. */
  walletUrl: string;
  /** One line of what customers get (the welcome points, or points on every purchase). */
  offer: string;
  /** What to do with the QR. */
  scan: string;
  /** When the poster was made (the PDF's creation date); now when not given. */
  madeAt?: Date;
}

/**
 * A printable PDF that invites customers to the store's wallet: its logo and name, what they get, the
 * QR of the wallet's address and the address written out (for a camera that cannot read it).
 */
export async function walletPoster(info: PosterInfo): Promise<Buffer> {
  // Loaded on first use: pdfkit is the heaviest module of a start.
  const { default: PDFDocument } = await import('pdfkit');
  const page = PAGES[info.size];
  const s = page.scale;
  const doc = new PDFDocument({
    size: page.size,
    margin: 0,
    info: {
      Title: info.storeName,
      Author: info.storeName,
      Creator: 'Premia',
      CreationDate: info.madeAt ?? new Date(),
    },
  });
  const done = pdfBytes(doc);

  const margin = 48 * s;
  const width = page.width - margin * 2;
  doc
    .save()
    .lineWidth(6 * s)
    .strokeColor('#0f766e')
    .roundedRect(margin / 2, margin / 2, page.width - margin, page.height - margin, 18 * s)
    .stroke()
    .restore();

  // Every block measured first, so that the whole stands in the middle of the page.
  const logo = info.logo ? 110 * s : 0;
  doc.font('Helvetica-Bold').fontSize(34 * s);
  // Two lines at most: a long name is cut with an ellipsis rather than pushing the QR off the page.
  const nameHeight = Math.min(doc.heightOfString(info.storeName, { width, align: 'center' }), 34 * s * 2.4);
  doc.font('Helvetica').fontSize(20 * s);
  const offerHeight = doc.heightOfString(info.offer, { width, align: 'center' });
  doc.font('Helvetica-Bold').fontSize(16 * s);
  const scanHeight = doc.heightOfString(info.scan, { width, align: 'center' });
  doc.font('Courier').fontSize(12 * s);
  const urlHeight = doc.heightOfString(info.walletUrl, { width, align: 'center' });
  const gaps = (logo ? 18 : 0) + 14 + 28 + 18 + 8;
  const text = logo + nameHeight + offerHeight + scanHeight + urlHeight + gaps * s;
  const qr = Math.min(320 * s, page.height - margin * 3 - text);
  let top = Math.max(margin * 1.5, (page.height - text - qr) / 2);

  if (info.logo) {
    doc.image(info.logo, (page.width - logo) / 2, top, {
      fit: [logo, logo],
      align: 'center',
      valign: 'center',
    });
    top += logo + 18 * s;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(34 * s)
    .fillColor('#111827')
    .text(info.storeName, margin, top, { width, height: nameHeight, align: 'center', ellipsis: true });
  top += nameHeight + 14 * s;
  doc
    .font('Helvetica')
    .fontSize(20 * s)
    .fillColor('#0f766e')
    .text(info.offer, margin, top, { width, align: 'center' });
  top += offerHeight + 28 * s;
  doc.image(qrPng(info.walletUrl), (page.width - qr) / 2, top, { width: qr, height: qr });
  top += qr + 18 * s;
  doc
    .font('Helvetica-Bold')
    .fontSize(16 * s)
    .fillColor('#111827')
    .text(info.scan, margin, top, { width, align: 'center' });
  top += scanHeight + 8 * s;
  doc
    .font('Courier')
    .fontSize(12 * s)
    .fillColor('#374151')
    .text(info.walletUrl, margin, top, { width, align: 'center' });
  doc.end();
  return done;
}
