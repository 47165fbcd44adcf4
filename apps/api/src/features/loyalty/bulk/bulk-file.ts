import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { MAX_BULK_ROWS } from '@premia/contract';
import { invalid, tooLarge } from '../../../lib/errors.ts';

/** One cell as the file has it: its text, and the formula (=…) when the spreadsheet computes it. */
export interface Cell {
  text: string;
  formula: string | null;
}

/** A row of the file's first sheet, numbered as in the file. */
export interface SheetRow {
  row: number;
  cells: Cell[];
}

const TOO_MANY_ROWS_PARAMS = { max: MAX_BULK_ROWS };

/** Row slots read at most: the header, MAX_BULK_ROWS rows and up to 99 empty rows; one more is too many. */
const MAX_ROW_SLOTS = MAX_BULK_ROWS + 101;
/** Cells read at most (a few columns per row are all a bulk file needs). */
const MAX_CELLS = 2_000_000;
/** What an XLSX may unpack to, all its parts together (a 100,000-row sheet unpacks to some 30 MB). */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 1000;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (data: Buffer, magic: number[]) => magic.every((b, i) => data[i] === b);

/**
 * The rows of the file's first sheet (CSV, or XLSX/XLS by content, whatever its name) with their row
 * number in the file; empty rows are dropped. Limits are enforced while reading: what an XLSX unpacks
 * to, the rows and the cells; a file past one is refused as soon as it is met. Synchronous and
 * CPU-bound: the server runs it in a worker thread (bulk-file-reader.ts), never on its event loop.
 */
export function parseSpreadsheet(data: Buffer): SheetRow[] {
  if (startsWith(data, ZIP)) assertUnpackedSize(data);
  const rows =
    startsWith(data, ZIP) || startsWith(data, OLE) ? readWorkbook(data) : readCsv(decodeText(data));
  const kept = rows
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.text !== ''));
  // The header and at most MAX_BULK_ROWS rows.
  if (kept.length > MAX_BULK_ROWS + 1) throw tooLarge('bulk.tooManyRows', TOO_MANY_ROWS_PARAMS);
  return kept;
}

function readWorkbook(data: Buffer): Cell[][] {
  let book: XLSX.WorkBook;
  try {
    // Only the first sheet, and rows past MAX_ROW_SLOTS are skipped while the sheet is read.
    book = XLSX.read(data, {
      type: 'buffer',
      cellFormula: true,
      cellDates: false,
      dense: true,
      sheets: 0,
      sheetRows: MAX_ROW_SLOTS,
    });
  } catch {
    throw invalid('bulk.notASpreadsheet');
  }
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  if (!sheet) throw invalid('bulk.notASpreadsheet');
  const dense = (sheet as unknown as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? [];
  if (dense.length >= MAX_ROW_SLOTS) throw tooLarge('bulk.tooManyRows', TOO_MANY_ROWS_PARAMS);
  const rows: Cell[][] = [];
  let cellCount = 0;
  for (const row of dense) {
    const cells: Cell[] = [];
    for (const cell of row ?? []) cells.push(cellOf(cell));
    cellCount += cells.length;
    if (cellCount > MAX_CELLS) throw tooLarge('bulk.tooBigToRead');
    rows.push(cells);
  }
  return rows;
}

/**
 * Refuses a zip (XLSX) that unpacks past MAX_UNPACKED_BYTES, by unpacking each part with that budget
 * (zlib stops at it): what a part says of its own size is not trusted. A zip bomb costs at most the
 * budget's work before it is refused.
 */
function assertUnpackedSize(data: Buffer): void {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > data.length) throw invalid('bulk.notASpreadsheet');
  const entries = data.readUInt16LE(end + 10);
  if (entries > MAX_ZIP_ENTRIES) throw tooLarge('bulk.tooBigToRead');
  let at = data.readUInt32LE(end + 16);
  let budget = MAX_UNPACKED_BYTES;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) throw invalid('bulk.notASpreadsheet');
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const local = data.readUInt32LE(at + 42);
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50)
      throw invalid('bulk.notASpreadsheet');
    const nameAt = local + 30;
    const name = data.toString('latin1', nameAt, nameAt + data.readUInt16LE(local + 26));
    const start = nameAt + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const body = data.subarray(start, start + compressed);
    const part = method === 0 ? body : inflated(body, budget);
    budget -= part.length;
    if (budget < 0) throw tooLarge('bulk.tooBigToRead');
    // A sheet of too many rows is refused before it is parsed: counting its rows is cheap.
    if (WORKSHEET.test(name) && rowTags(part) >= MAX_ROW_SLOTS)
      throw tooLarge('bulk.tooManyRows', TOO_MANY_ROWS_PARAMS);
  }
}

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const ROW_TAG = Buffer.from('<row');

/** How many rows (<row …> tags) a worksheet's XML holds, counted up to MAX_ROW_SLOTS. */
function rowTags(xml: Buffer): number {
  let count = 0;
  for (let at = xml.indexOf(ROW_TAG); at >= 0 && count < MAX_ROW_SLOTS; at = xml.indexOf(ROW_TAG, at + 4)) {
    const next = xml[at + 4];
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x0a || next === 0x0d || next === 0x09)
      count += 1;
  }
  return count;
}

/** A deflated part, unpacked up to budget + 1 bytes (zlib stops there). */
function inflated(body: Buffer, budget: number): Buffer {
  try {
    return inflateRawSync(body, { maxOutputLength: budget + 1 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
      throw tooLarge('bulk.tooBigToRead');
    throw invalid('bulk.notASpreadsheet');
  }
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
  if (data.length === 0) throw invalid('bulk.emptyFile');
  for (const byte of data) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x0b || byte === 0x0c) {
      throw invalid('bulk.notASpreadsheet');
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
function readCsv(text: string): Cell[][] {
  const delimiter = delimiterOf(text);
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  let cellCount = 0;
  const push = () => {
    row.push({ text: field.trim(), formula: null });
    field = '';
    cellCount += 1;
    if (cellCount > MAX_CELLS) throw tooLarge('bulk.tooBigToRead');
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
      if (rows.length >= MAX_ROW_SLOTS) throw tooLarge('bulk.tooManyRows', TOO_MANY_ROWS_PARAMS);
    } else field += ch;
    i += 1;
  }
  if (field !== '' || row.length > 0) {
    push();
    rows.push(row);
  }
  return rows;
}
