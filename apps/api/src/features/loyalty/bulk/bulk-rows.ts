import { MAX_POINTS_PER_OPERATION, parseClientCode } from '@premia/contract';
import { invalid } from '../../../lib/errors.ts';
import { foldText } from '../../../lib/text.ts';
import type { Cell } from './bulk-file.ts';

/** A row gives at most what one operation may (MAX_POINTS_PER_OPERATION). */
export const TOO_MANY_POINTS = `Los puntos no pueden pasar de ${MAX_POINTS_PER_OPERATION.toLocaleString('es-PE')} por fila.`;
const MAX_AMOUNT_CENTS = 1_000_000_000;
const MAX_REASON = 500;

/** Header names (folded: lower case, no accents) of each column the file may have. */
const HEADERS = {
  customer: ['cliente', 'codigo', 'codigo de cliente', 'codigo cliente', 'client', 'client code', 'customer'],
  mobile: ['celular', 'movil', 'telefono', 'mobile', 'phone', 'whatsapp'],
  email: ['correo', 'email', 'e mail', 'correo electronico', 'mail'],
  points: ['puntos', 'points', 'pts'],
  amount: ['monto', 'importe', 'compra', 'monto de compra', 'amount', 'total'],
  reason: ['motivo', 'razon', 'descripcion', 'concepto', 'detalle', 'reason', 'description', 'nota'],
} as const satisfies Record<string, readonly string[]>;
type Column = keyof typeof HEADERS;

const fold = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Which column of the file holds what; refuses a file without a customer column or without points/amount. */
export function columnsOf(header: Cell[]): Partial<Record<Column, number>> {
  const columns: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const name = fold(cell.text);
    for (const [column, names] of Object.entries(HEADERS) as [Column, readonly string[]][]) {
      if (columns[column] === undefined && names.includes(name)) columns[column] = index;
    }
  });
  const hasCustomer = [columns.customer, columns.mobile, columns.email].some((c) => c !== undefined);
  const hasValue = columns.points !== undefined || columns.amount !== undefined;
  if (!hasCustomer || !hasValue) throw invalid('bulk.unknownColumns');
  return columns;
}

export type Identifier =
  | { kind: 'code'; customerId: number }
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; mobile: string };

/** A row after reading its cells: what identifies the customer, the points or amount, or its error. */
export interface ReadRow {
  row: number;
  identifier: string;
  key: Identifier | null;
  points: number | null;
  amountCents: number | null;
  reason: string | null;
  error: string | null;
}

/** A cell a spreadsheet would compute (=, @, or a sign that does not start a plain number or phone). */
function isFormula(cell: Cell): boolean {
  if (cell.formula !== null) return true;
  const text = cell.text;
  if (/^[=@\t\r]/.test(text)) return true;
  return /^[+-]/.test(text) && !/^[+-][\d\s().,]*$/.test(text);
}

function identify(text: string): Identifier | null {
  const value = text.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  const id = parseClientCode(value);
  if (id !== null && id > 0) return { kind: 'code', customerId: id };
  if (/^[0-9 +()-]{6,24}$/.test(value)) {
    const digits = value.replace(/\D/g, '');
    if (digits.length >= 6 && digits.length <= 20) return { kind: 'mobile', mobile: digits };
  }
  return null;
}

function parsePoints(text: string): { points: number } | { error: string } {
  if (!/^-?\d+$/.test(text)) return { error: `Los puntos deben ser un número entero: «${text}».` };
  const points = Number(text);
  if (points <= 0) return { error: 'Los puntos deben ser mayores que cero.' };
  if (points > MAX_POINTS_PER_OPERATION) return { error: TOO_MANY_POINTS };
  return { points };
}

/** An amount with a dot or a comma for decimals (at most two), truncated to cents. */
function parseAmount(text: string): { cents: number } | { error: string } {
  const normal = text.replace(/\s/g, '');
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(normal);
  if (!match) return { error: `El monto no es un número: «${text}».` };
  const cents = Number(match[2]) * 100 + Number(`${match[3] ?? ''}00`.slice(0, 2));
  if (match[1] === '-' || cents <= 0) return { error: 'El monto debe ser mayor que cero.' };
  if (cents > MAX_AMOUNT_CENTS) return { error: 'El monto no puede pasar de 10.000.000.' };
  return { cents };
}

/** Reads one data row: its own errors only (the customer's existence and repeats are checked later). */
export function readRow(cells: Cell[], rowNumber: number, columns: Partial<Record<Column, number>>): ReadRow {
  const at = (column: Column): Cell => {
    const index = columns[column];
    return (index === undefined ? undefined : cells[index]) ?? { text: '', formula: null };
  };
  const idCell = [at('customer'), at('mobile'), at('email')].find((c) => c.text !== '') ?? at('customer');
  const out: ReadRow = {
    row: rowNumber,
    identifier: idCell.text.slice(0, 254),
    key: null,
    points: null,
    amountCents: null,
    reason: at('reason').text || null,
    error: null,
  };
  const fail = (error: string) => ({ ...out, error });
  const formula = (['customer', 'mobile', 'email', 'points', 'amount', 'reason'] as Column[])
    .map(at)
    .find(isFormula);
  if (formula) {
    const shown = (formula.formula ?? formula.text).slice(0, 40);
    return fail(`La celda «${shown}» es una fórmula: escriba el valor.`);
  }
  if (idCell.text === '') return fail('Falta el cliente (código, celular o correo).');
  out.key = identify(idCell.text);
  if (!out.key) return fail(`«${out.identifier}» no es un código de cliente, un celular ni un correo.`);
  if (out.reason && out.reason.length > MAX_REASON)
    return fail('El motivo no puede pasar de 500 caracteres.');
  const pointsText = at('points').text;
  const amountText = at('amount').text;
  if (pointsText === '' && amountText === '') return fail('Indique los puntos o el monto.');
  if (amountText !== '') {
    const amount = parseAmount(amountText);
    if ('error' in amount) return fail(amount.error);
    out.amountCents = amount.cents;
  }
  if (pointsText !== '') {
    const points = parsePoints(pointsText);
    if ('error' in points) return fail(points.error);
    out.points = points.points;
  }
  return out;
}
