import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A PDF's first page as a person would see it: rendered by pdftoppm (Debian's poppler-utils, which
 * system-packages.mjs installs before the run) to a PNG, which a blank page of the browser decodes. Its size in pixels and the share of its
 * pixels that are dark.
 */
export async function renderFirstPage(page: Page, pdfPath: string) {
  const out = join(mkdtempSync(join(tmpdir(), 'premia-pdf-')), 'page');
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdfPath, out]);
  const png = readFileSync(`${out}.png`).toString('base64');
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (data) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(img, 0, 0);
      const pixels = context.getImageData(0, 0, img.width, img.height).data;
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (pixels[i]! < 100 && pixels[i + 1]! < 100 && pixels[i + 2]! < 100) dark++;
      }
      return { width: img.width, height: img.height, dark: dark / (img.width * img.height) };
    }, png);
  } finally {
    await blank.close();
  }
}
