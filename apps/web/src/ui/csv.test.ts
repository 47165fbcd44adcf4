import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvRow, neutralise } from './csv';

describe('csv', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const bad of ['=1+1', '+51 999', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralise(bad)).toBe(`'${bad}`);
    }
    expect(neutralise('José')).toBe('José');
    expect(neutralise('a=b')).toBe('a=b');
  });

  it('quotes commas, quotes, semicolons, line breaks and edge spaces', () => {
    expect(csvCell('Pérez, José')).toBe('"Pérez, José"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell('uno\ndos')).toBe('"uno\ndos"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(' x')).toBe('" x"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });

  it('writes numbers, booleans and empty values as they are', () => {
    expect(csvRow([12, true, null, undefined, 'A2B'])).toBe('12,true,,,A2B');
    expect(csvCell(-5)).toBe('-5');
  });

  it('starts with a UTF-8 BOM and ends lines with CRLF', () => {
    const text = csvFile(['Nombre', 'Saldo'], [['Ñahui', 10]]);
    expect(text).toBe('\uFEFFNombre,Saldo\r\nÑahui,10\r\n');
  });
});
