import { crc32, deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createSignedInStore } from '../../../../test/factories.ts';

let owner: string;
let otherOwner: string;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  otherOwner = (await createSignedInStore(t)).token;
});

const PATH = '/client/process-massive-give-points';
const TOO_BIG =
  'El archivo es demasiado grande o complejo para leerlo. Envíe solo las columnas de la carga, en archivos más pequeños.';

/** A zip of the given parts (name, content deflated), as an XLSX is stored. */
function zipOf(parts: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let at = 0;
  for (const [name, content] of parts) {
    const body = deflateRawSync(content, { level: 9 });
    const fileName = Buffer.from(name);
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(at, 42);
    locals.push(local, fileName, body);
    centrals.push(central, fileName);
    at += local.length + fileName.length + body.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(at, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** An XLSX (its few parts, written by hand) whose sheet is the given rows' XML. */
function xlsxWithSheet(sheetData: string): Buffer {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipOf([
    [
      '[Content_Types].xml',
      xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    ],
    [
      '_rels/.rels',
      xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/workbook.xml',
      xml(
        `<workbook xmlns="${main}" xmlns:r="${rels}"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/worksheets/sheet1.xml',
      xml(`<worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`),
    ],
  ]);
}

/** An XLSX of a header and `rows` rows of a customer code and points: a few dozen KB, compressed. */
function xlsxOf(rows: number): Buffer {
  // Rows and cells without their reference (r="…") are numbered in order, as a reader must accept.
  const row = (a: string, b: string) =>
    `<row><c t="inlineStr"><is><t>${a}</t></is></c><c t="inlineStr"><is><t>${b}</t></is></c></row>`;
  return xlsxWithSheet(row('cliente', 'puntos') + row('A1', '1').repeat(rows));
}

/**
 * While `hostile` is being read and refused, another store's simple requests, one after another: how
 * many were answered before the hostile request's answer, which comes with it.
 */
async function answersDuring(hostile: Promise<{ status: number; body: { m: string } }>) {
  let pending = true;
  const refused = hostile.finally(() => {
    pending = false;
  });
  let answered = 0;
  while (pending) {
    const res = await t.post('/client/info', {}, otherOwner);
    expect(res.status).toBe(200);
    answered++;
  }
  return { answered, refused: await refused };
}

/**
 * Other stores were answered, one after another, while the file was read: a read on the event loop
 * holds every request until it ends, so at most the one sent with the file would be answered, after
 * it. (How long they took is the bench's business: docs/PERFORMANCE.md.)
 */
function expectAnsweredMeanwhile(during: { answered: number }) {
  expect(during.answered).toBeGreaterThanOrEqual(3);
}

describe('hostile spreadsheets', () => {
  it("refuses a 200,000-row XLSX of a few dozen KB while other stores' requests are answered", async () => {
    const file = xlsxOf(200_000);
    expect(file.length).toBeLessThan(200_000);
    const upload = t.postFile(PATH, { action: 'preview' }, { data: file, filename: 'bomba.xlsx' }, owner);
    const during = await answersDuring(upload);
    const { refused, answered } = during;
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      m: 'El archivo tiene más de 100,000 filas. Divídalo en archivos más pequeños.',
      params: { max: 100_000 },
    });
    expectAnsweredMeanwhile({ answered });
  });

  it('refuses a zip bomb (a part that unpacks to 200 MB) early, before reading any row', async () => {
    const bomb = zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024, 0x20)]]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const upload = t.postFile(PATH, { action: 'preview' }, { data: bomb, filename: 'bomba.xlsx' }, owner);
    const during = await answersDuring(upload);
    const { refused } = during;
    expect(refused.status).toBe(413);
    expect(refused.body.m).toBe(TOO_BIG);
  });

  it('refuses a CSV of too many cells (8 MB of empty fields) without holding other stores', async () => {
    const csv = Buffer.from(`cliente,puntos\n${`${','.repeat(2_999)}\n`.repeat(800)}`);
    const upload = t.postFile(PATH, { action: 'preview' }, { data: csv, filename: 'celdas.csv' }, owner);
    const during = await answersDuring(upload);
    const { refused } = during;
    expect(refused.status).toBe(413);
    expect(refused.body.m).toBe(TOO_BIG);
    expectAnsweredMeanwhile(during);
  });

  it('still reads a legitimate file after refusing hostile ones', async () => {
    const res = await t.postFile(
      PATH,
      { action: 'preview' },
      { data: xlsxOf(3), filename: 'puntos.xlsx' },
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.batch).toMatchObject({ rowsTotal: 3 });
  });
});
