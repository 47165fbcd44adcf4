import { MAX_UPLOAD_PIXELS } from '@premia/contract';
import type { Deps } from './context.ts';
import { checkImage } from './images.ts';

/**
 * A store's logo for a printed PDF (coupon sheets, the wallet poster): our own upload, PNG or JPEG
 * (what a PDF can hold); else none.
 */
export async function pdfLogo(
  deps: Pick<Deps, 'storage' | 'log'>,
  logo: string | null,
): Promise<Buffer | null> {
  // A sheet without its logo beats no sheet when the storage cannot answer.
  const data = logo
    ? await deps.storage.read(logo).catch((error) => {
        deps.log.warn({ err: error }, 'the store logo could not be read for a printed sheet');
        return null;
      })
    : null;
  if (!data) return null;
  // Checked again before the PDF decodes it: a file stored before the check measured every frame.
  const image = checkImage(data, MAX_UPLOAD_PIXELS);
  return 'type' in image && (image.type === 'png' || image.type === 'jpeg') ? data : null;
}
