/** What other features may use of bulk: only through this file (test/feature-boundaries.test.ts). */
export type { Cell, SheetRow } from './bulk-file.ts';
export { readSpreadsheet } from './bulk-file-reader.ts';
