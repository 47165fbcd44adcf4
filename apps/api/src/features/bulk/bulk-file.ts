import * as XLSX from '@e965/xlsx';
import { MAX_BULK_ROWS } from '@premia/contract';
import { AppError, invalid } from '../../lib/errors.ts';

/** One cell as the file has it: its text, and the formula (=…) when the spreadsheet computes it. */
export interface Cell {
  text: string;
  formula: string | null;
}

export const NOT_A_SPREADSHEET = 'El archivo no es una hoja de cálculo CSV o XLSX.';
const TOO_MANY_ROWS = `El archivo tiene más de ${MAX_BULK_ROWS.toLocaleString('es-PE')} filas. Divídalo en archivos más pequeños.`;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (data: Buffer, magic: number[]) => magic.every((b, i) => data[i] === b);

/**
 * The rows of the file's first sheet (CSV, or XLSX/XLS by content, whatever its name) with their row
 * number in the file; empty rows are dropped.
 */
export function readSpreadsheet(data: Buffer): { row: number; cells: Cell[] }[] {
  const rows =
    startsWith(data, ZIP) || startsWith(data, OLE) ? readWorkbook(data) : readCsv(decodeText(data));
  const kept = rows
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.text !== ''));
  // The header and at most MAX_BULK_ROWS rows.
  if (kept.length > MAX_BULK_ROWS + 1) throw new AppError('payload-too-large', TOO_MANY_ROWS);
  return kept;
}

function readWorkbook(data: Buffer): Cell[][] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, { type: 'buffer', cellFormula: true, cellDates: false, dense: true });
  } catch {
    throw invalid(NOT_A_SPREADSHEET);
  }
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  if (!sheet) throw invalid(NOT_A_SPREADSHEET);
  const dense = (sheet as unknown as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? [];
  if (dense.length > MAX_BULK_ROWS + 100) throw new AppError('payload-too-large', TOO_MANY_ROWS);
  const rows: Cell[][] = [];
  for (const row of dense) {
    const cells: Cell[] = [];
    for (const cell of row ?? []) cells.push(cellOf(cell));
    rows.push(cells);
  }
  return rows;
}

function cellOf(cell: XLSX.CellObject | undefined): Cell {
  if (!cell) return { text: '', formula: null };
  const formula = typeof cell.f === 'string' && cell.f !== '' ? `=${cell.f}` : null;
  let text: string;
  // Numbers as their value, not as formatted (a mobile must not become 9.88E+08).
  if (cell.t === 'n' && typeof cell.v === 'number') text = String(cell.v);
  else if (cell.t === 'd' || cell.t === 'e') text = cell.w ?? '';
  else text = cell.v === undefined || cell.v === null ? '' : String(cell.v);
  return { text: text.trim(), formula };
}

/**
 * Text as UTF-8 (with or without BOM), else as Windows-1252 (Excel's "CSV" on Spanish Windows). Control
 * bytes other than tab and line ends mean a binary file: not a spreadsheet.
 */
function decodeText(data: Buffer): string {
  if (data.length === 0) throw invalid('El archivo está vacío.');
  for (const byte of data) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x0b || byte === 0x0c) {
      throw invalid(NOT_A_SPREADSHEET);
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** The delimiter the header line uses most (outside quotes): comma, semicolon or tab. */
function delimiterOf(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  let best = ',';
  let bestCount = -1;
  for (const candidate of [',', ';', '\t']) {
    let count = 0;
    let quoted = false;
    for (const ch of header) {
      if (ch === '"') quoted = !quoted;
      else if (!quoted && ch === candidate) count += 1;
    }
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** RFC 4180 CSV: quoted fields may hold delimiters, quotes ("") and line breaks. */
export function readCsv(text: string): Cell[][] {
  const delimiter = delimiterOf(text);
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const push = () => {
    row.push({ text: field.trim(), formula: null });
    field = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (ch === delimiter) push();
    else if (ch === '\n' || ch === '\r') {
      push();
      rows.push(row);
      row = [];
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      if (rows.length > MAX_BULK_ROWS + 100) throw new AppError('payload-too-large', TOO_MANY_ROWS);
    } else field += ch;
    i += 1;
  }
  if (field !== '' || row.length > 0) {
    push();
    rows.push(row);
  }
  return rows;
}
