import { type CouponUploadRow, MAX_COUPON_CODES, normalCouponCode } from '@premia/contract';
import { invalid, tooLarge } from '../../../lib/errors.ts';
import { foldText } from '../../../lib/text.ts';
import type { SheetRow } from '../../loyalty/bulk/index.ts';

/** Header names (folded) of the column that holds the codes; without one, the first column does. */
const HEADERS = ['codigo', 'codigos', 'cupon', 'cupones', 'code', 'codes', 'coupon', 'coupons'];
const VALID = /^[A-Z0-9]{4,64}$/;

/**
 * The rows of an uploaded file of codes, each with its code (normalised) or why it cannot be one:
 * malformed, repeated in the file, or already one of the store's codes (`known`).
 */
export async function judgeCodeRows(lines: SheetRow[], known: (codes: string[]) => Promise<Set<string>>) {
  const [first] = lines;
  if (!first) throw invalid('bulk.emptyFile');
  const headerAt = first.cells.findIndex((cell) => HEADERS.includes(foldText(cell.text).trim()));
  const column = headerAt >= 0 ? headerAt : 0;
  const data = headerAt >= 0 ? lines.slice(1) : lines;
  if (data.length === 0) throw invalid('bulk.noDataRows');
  if (data.length > MAX_COUPON_CODES) throw tooLarge('coupons.tooManyCodes', { max: MAX_COUPON_CODES });
  const seen = new Map<string, number>();
  const rows: CouponUploadRow[] = data.map((line) => {
    const text = line.cells[column]?.text.trim() ?? '';
    const code = normalCouponCode(text);
    const error = !text
      ? 'Falta el código.'
      : /[^A-Za-z0-9\s-]/.test(text) || !VALID.test(code)
        ? `El código «${text.slice(0, 80)}» debe tener de 4 a 64 letras, números o guiones.`
        : seen.has(code)
          ? `El código «${text}» está repetido: ya está en la fila ${seen.get(code)}.`
          : null;
    if (!error) seen.set(code, line.row);
    return { row: line.row, code: error ? text.slice(0, 80) : code, error };
  });
  return known([...seen.keys()]).then((existing) =>
    rows.map((r) =>
      !r.error && existing.has(r.code)
        ? { ...r, error: `El código «${r.code}» ya existe en otro lote de su negocio.` }
        : r,
    ),
  );
}
