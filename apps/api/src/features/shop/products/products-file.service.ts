import * as XLSX from '@e965/xlsx';
import {
  fromCents,
  MAX_PRODUCT_FILE_BYTES,
  MAX_PRODUCT_FILE_ROWS,
  type RouteParsedInput,
  said,
} from '@premia/contract';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { invalid, tooLarge } from '../../../lib/errors.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { readSpreadsheet } from '../../loyalty/bulk/index.ts';
import { insertCategory, listCategories } from '../product-categories/index.ts';
import * as repo from './products.repository.ts';
import {
  fileRowOf,
  markRepeats,
  PRODUCT_HEADER,
  productColumnsOf,
  type ReadProductRow,
  readProductRow,
} from './products-file-rows.ts';

/** The file's rows, judged: the same for the preview and the apply. */
async function readRows(ctx: RequestContext): Promise<ReadProductRow[]> {
  const file = ctx.upload;
  if (!file) throw invalid('bulk.fileRequired');
  if (file.data.length > MAX_PRODUCT_FILE_BYTES) throw tooLarge('products.fileTooLarge');
  const [header, ...data] = await readSpreadsheet(file.data);
  if (!header) throw invalid('bulk.emptyFile');
  const columns = productColumnsOf(header.cells);
  if (data.length === 0) throw invalid('bulk.noDataRows');
  if (data.length > MAX_PRODUCT_FILE_ROWS) {
    throw tooLarge('products.tooManyRows', { max: MAX_PRODUCT_FILE_ROWS });
  }
  return markRepeats(data.map((line) => readProductRow(line.cells, line.row, columns)));
}

/**
 * preview: every row with what applying it does (create, or update the product of that name) or its
 * error; nothing changes. apply: the valid rows, in one transaction; a category named in the file that
 * the shop does not have is created. Products are matched by name, so applying a file twice creates
 * nothing the second time.
 */
export async function importProducts(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/products/import'>,
) {
  const { storeId } = storeSessionOf(ctx);
  const rows = await readRows(ctx);
  const known = await repo.productIdsByName(ctx.db, storeId);
  const judged = rows.map((r) => fileRowOf(r, known));
  const valid = judged.filter((r) => r.error === null).length;
  const counts = { valid, errors: judged.length - valid, created: 0, updated: 0 };
  if (input.action === 'preview') {
    const text = said('products.fileRead', { rows: judged.length, valid, errors: counts.errors });
    return { ...text, rows: judged, ...counts };
  }
  await ctx.db.transaction(async (tx) => {
    const categories = new Map((await listCategories(tx, storeId)).map((c) => [c.name.toLowerCase(), c.id]));
    for (const r of rows) {
      if (!r.values) continue;
      let categoryId: number | null = null;
      if (r.categoryName) {
        const key = r.categoryName.toLowerCase();
        categoryId = categories.get(key) ?? null;
        if (categoryId === null) {
          categoryId = await insertCategory(tx, { storeId, name: r.categoryName, image: null, active: true });
          categories.set(key, categoryId);
        }
      }
      const existing = known.get(r.name.toLowerCase());
      if (existing === undefined) {
        await repo.insertProduct(tx, storeId, { ...r.values, categoryId });
        counts.created += 1;
      } else {
        await repo.updateProduct(tx, storeId, existing, { ...r.values, categoryId });
        counts.updated += 1;
      }
    }
  });
  const text = said('products.fileApplied', { created: counts.created, updated: counts.updated });
  return { ...text, rows: judged, ...counts };
}

/** A cell a spreadsheet would run as a formula is written as text. */
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const csvCell = (text: string) => (/[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Every product in the import's columns: what an export gives, an import takes back. */
export async function exportProducts(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/products/export'>,
) {
  const session = storeSessionOf(ctx);
  const products = await ctx.db.transaction(async (tx) => {
    const found = await repo.allProducts(tx, session.storeId, MAX_PRODUCT_FILE_ROWS);
    await recordAudit(tx, session, session.storeId, 'export.products', {
      rows: found.length,
      format: input.format,
    });
    return found;
  });
  const rows = products.map(({ p, categoryName }) => [
    p.name,
    p.description ?? '',
    categoryName ?? '',
    fromCents(p.priceCents).toFixed(2),
    p.oldPriceCents === null ? '' : fromCents(p.oldPriceCents).toFixed(2),
    p.stock === null ? '' : String(p.stock),
    p.active ? 'sí' : 'no',
    p.pointsMode === 'fixed' && p.fixedPoints !== null ? String(p.fixedPoints) : '',
    p.images.join(' '),
  ]);
  const table = [PRODUCT_HEADER as string[], ...rows.map((row) => row.map(safe))];
  if (input.format === 'xlsx') {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), 'Productos');
    return {
      filename: 'productos.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      contentBase64: XLSX.write(book, { type: 'base64', bookType: 'xlsx' }) as string,
    };
  }
  const csv = `\ufeff${table.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
  return {
    filename: 'productos.csv',
    mimeType: 'text/csv',
    contentBase64: Buffer.from(csv, 'utf8').toString('base64'),
  };
}
