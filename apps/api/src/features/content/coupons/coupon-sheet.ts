import { groupedCouponCode } from '@premia/contract';
import { pdfBytes } from '../../../lib/pdf-bytes.ts';
import { qrPng } from '../../../lib/qr-png.ts';

/** A4 in points, and the grid of coupons on each page: cut along the dashed lines. */
const PAGE = { width: 595.28, height: 841.89, margin: 24 };
const COLUMNS = 4;
const ROWS = 5;
const COUPONS_PER_PAGE = COLUMNS * ROWS;
const QR_SIZE = 78;

export interface SheetInfo {
  storeName: string;
  /** The store's logo, PNG or JPEG bytes; none when it has no logo or one of another format. */
  logo: Buffer | null;
  batchName: string;
  /** What a code is worth, as written under its QR (coupon-worth.ts: points, or the reward). */
  worth: string;
  /** The last day a code can be claimed, as the sheet says it (DD/MM/AAAA). */
  expires: string;
  /** Codes the server made are written in groups of four (ABCD-EFGH-…); uploaded ones as they are. */
  groupCodes: boolean;
  /** What each code's QR says, in the order of the codes (coupon-link.ts: the wallet's page that claims it). */
  qrTexts: string[];
  /** When the sheet was made (the PDF's creation date); now when not given. */
  madeAt?: Date;
}

/**
 * A printable A4 PDF of coupons: a grid of QR codes, each with its code written out (to type it when
 * the camera cannot read it), the store's logo and name, the points and the expiry.
 */
export async function couponSheet(info: SheetInfo, codes: string[]): Promise<Buffer> {
  // Loaded on first use: pdfkit is the heaviest module of a start, and only this sheet needs it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `Cupones — ${info.batchName}`,
      Author: info.storeName,
      Creator: 'Premia',
      CreationDate: info.madeAt ?? new Date(),
    },
  });
  const done = pdfBytes(doc);
  const cellWidth = (PAGE.width - PAGE.margin * 2) / COLUMNS;
  const cellHeight = (PAGE.height - PAGE.margin * 2) / ROWS;
  const expiresText = `Válido hasta el ${info.expires}`;
  codes.forEach((code, index) => {
    const slot = index % COUPONS_PER_PAGE;
    if (slot === 0) doc.addPage();
    const x = PAGE.margin + (slot % COLUMNS) * cellWidth;
    const y = PAGE.margin + Math.floor(slot / COLUMNS) * cellHeight;
    doc.save().dash(3, { space: 3 }).lineWidth(0.5).strokeColor('#9ca3af');
    doc.rect(x, y, cellWidth, cellHeight).stroke();
    doc.restore();
    let top = y + 8;
    if (info.logo) {
      doc.image(info.logo, x + (cellWidth - 20) / 2, top, { fit: [20, 20], align: 'center' });
      top += 22;
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor('#111827')
      .text(info.storeName, x + 4, top, {
        width: cellWidth - 8,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
    top += 10;
    doc.image(qrPng(info.qrTexts[index] ?? code), x + (cellWidth - QR_SIZE) / 2, top, {
      width: QR_SIZE,
      height: QR_SIZE,
    });
    top += QR_SIZE + 2;
    doc
      .font('Courier-Bold')
      .fontSize(8.5)
      .text(info.groupCodes ? groupedCouponCode(code) : code, x + 4, top, {
        width: cellWidth - 8,
        align: 'center',
        lineBreak: false,
      });
    top += 11;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#0f766e')
      .text(info.worth, x + 4, top, {
        width: cellWidth - 8,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
    top += 12;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#374151')
      .text(expiresText, x + 4, top, { width: cellWidth - 8, align: 'center', lineBreak: false });
  });
  doc.end();
  return done;
}
