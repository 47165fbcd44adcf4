import { type ProductFileRow, productFields, spanishIssue, spanishMessage, toCents } from '@premia/contract';
import { invalid } from '../../../lib/errors.ts';
import { foldText } from '../../../lib/text.ts';
import type { Cell } from '../../loyalty/bulk/index.ts';
import { productRuleBroken } from './product-rules.ts';

/** The columns of a products file, in the export's order, with the header names (folded) the import knows. */
const PRODUCT_COLUMNS = {
  name: ['nombre', 'producto', 'name', 'product'],
  description: ['descripcion', 'description', 'detalle'],
  category: ['categoria', 'category'],
  price: ['precio', 'price'],
  oldPrice: ['precio anterior', 'precio antes', 'old price'],
  stock: ['stock', 'existencias', 'unidades'],
  active: ['activo', 'active', 'a la venta'],
  points: ['puntos', 'points'],
  images: ['imagenes', 'images', 'fotos'],
} as const satisfies Record<string, readonly string[]>;
export type ProductColumn = keyof typeof PRODUCT_COLUMNS;

/** The export's header (each column's first name). */
export const PRODUCT_HEADER = Object.values(PRODUCT_COLUMNS).map((names) => names[0]);

const fold = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Which column holds what; a file without the name and the price is refused. */
export function productColumnsOf(header: Cell[]): Partial<Record<ProductColumn, number>> {
  const columns: Partial<Record<ProductColumn, number>> = {};
  header.forEach((cell, index) => {
    const name = fold(cell.text);
    for (const [column, names] of Object.entries(PRODUCT_COLUMNS) as [ProductColumn, readonly string[]][]) {
      if (columns[column] === undefined && names.includes(name)) columns[column] = index;
    }
  });
  if (columns.name === undefined || columns.price === undefined) throw invalid('products.unknownColumns');
  return columns;
}

/** A row read: the product's values (with its category by name), or why it cannot be applied. */
export interface ReadProductRow {
  row: number;
  name: string;
  categoryName: string | null;
  values: {
    name: string;
    description: string | null;
    images: string[];
    priceCents: number;
    oldPriceCents: number | null;
    stock: number | null;
    active: boolean;
    pointsMode: 'conversion' | 'fixed';
    fixedPoints: number | null;
  } | null;
  error: string | null;
}

const YES = new Set(['si', 'yes', 'true', '1', 'x', 'activo']);
const NO = new Set(['no', 'false', '0', 'inactivo']);

/** A decimal amount as people write it (32.50, 32,50, S/ 32.50) in cents, or null when it is not one. */
function centsOf(text: string): number | null {
  const cleaned = text.replace(/[^\d.,-]/g, '');
  if (!/^\d+([.,]\d{1,2})?$/.test(cleaned)) return null;
  return toCents(Number(cleaned.replace(',', '.')));
}

const wholeOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

export function readProductRow(
  cells: Cell[],
  row: number,
  columns: Partial<Record<ProductColumn, number>>,
): ReadProductRow {
  const at = (column: ProductColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index]?.text ?? '').trim();
  };
  const name = at('name');
  const fail = (error: string): ReadProductRow => ({ row, name, categoryName: null, values: null, error });
  if (cells.some((cell) => cell.formula !== null))
    return fail('La fila tiene fórmulas: escriba los valores.');
  const priceCents = centsOf(at('price'));
  if (priceCents === null) return fail('El precio no es un monto válido (por ejemplo 32.50).');
  const oldPriceText = at('oldPrice');
  const oldPriceCents = oldPriceText === '' ? null : centsOf(oldPriceText);
  if (oldPriceCents === null && oldPriceText !== '') return fail('El precio anterior no es un monto válido.');
  const stockText = at('stock');
  const stock = stockText === '' ? null : wholeOf(stockText);
  if (stock === null && stockText !== '')
    return fail('El stock debe ser un número entero o quedar vacío (ilimitado).');
  const activeText = fold(at('active'));
  if (activeText !== '' && !YES.has(activeText) && !NO.has(activeText))
    return fail('«Activo» debe decir sí o no.');
  const pointsText = at('points');
  const fixedPoints = pointsText === '' ? null : wholeOf(pointsText);
  if (fixedPoints === null && pointsText !== '') {
    return fail('Los puntos deben ser un número entero o quedar vacíos (conversión del negocio).');
  }
  const input = {
    name,
    description: at('description') || null,
    images: at('images')
      .split(/[\s|]+/)
      .filter(Boolean),
    priceCents,
    oldPriceCents,
    stock,
    active: !NO.has(activeText),
    pointsMode: fixedPoints === null ? ('conversion' as const) : ('fixed' as const),
    fixedPoints,
  };
  const parsed = productFields.safeParse(input);
  if (!parsed.success) return fail(spanishIssue(parsed.error.issues[0]!));
  const broken = productRuleBroken(input);
  if (broken) return fail(spanishMessage(broken));
  const categoryName = at('category') || null;
  if (categoryName && categoryName.length > 80) return fail('El nombre de la categoría es demasiado largo.');
  return { row, name: input.name, categoryName, values: { ...input, name: parsed.data.name }, error: null };
}

/** Marks every repeat of a name in the file: only its first row is applied. */
export function markRepeats(rows: ReadProductRow[]): ReadProductRow[] {
  const first = new Map<string, number>();
  return rows.map((r) => {
    if (r.error) return r;
    const key = r.name.toLowerCase();
    const seen = first.get(key);
    if (seen !== undefined)
      return { ...r, values: null, error: `El producto ya aparece en la fila ${seen}.` };
    first.set(key, r.row);
    return r;
  });
}

/** What the preview shows of a row. */
export function fileRowOf(r: ReadProductRow, known: Map<string, number>): ProductFileRow {
  return {
    row: r.row,
    name: r.name,
    action: r.error ? null : known.has(r.name.toLowerCase()) ? 'update' : 'create',
    error: r.error,
  };
}
