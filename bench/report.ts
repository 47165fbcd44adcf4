import fs from 'node:fs';

const NOTES = '\n## Reading the figures';

/**
 * Writes a benchmark report: the bench writes what is above "## Reading the figures"; what a person
 * wrote under that heading (their reading of a run) stays.
 */
export function writeReportKeepingNotes(docPath: string, generated: string): void {
  const previous = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : '';
  const notes = previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES)) : '';
  fs.writeFileSync(docPath, `${generated.trimEnd()}\n${notes}`);
}
