import { parseSpreadsheet } from './bulk-file.ts';

/** Reads an uploaded spreadsheet in a thread of the CPU pool (bulk-file-reader.ts asks for it). */
export function run(data: Uint8Array) {
  return parseSpreadsheet(Buffer.from(data.buffer, data.byteOffset, data.length));
}
