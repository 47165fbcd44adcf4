import { MAX_UPLOAD_PIXELS } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import { apng, gif, jpegFrames, pngHeader, vp8, vp8l, webp, webpExtended } from '../../test/images.ts';
import { checkImage } from './images.ts';

const check = (data: Buffer) => checkImage(data, MAX_UPLOAD_PIXELS);
const refused = (refusal: string) => ({ refused: refusal });
const huge = { width: 65535, height: 65535 };

/** Hand-made hostile files of every format accepted: every frame is measured, none is decoded. */
describe('the image check', () => {
  it('reads the type and size of sound files of every format', () => {
    expect(check(pngHeader(640, 480))).toMatchObject({ type: 'png', width: 640, height: 480 });
    expect(
      check(
        apng(64, 64, [
          { width: 64, height: 64 },
          { width: 10, height: 10, left: 54, top: 54 },
        ]),
      ),
    ).toMatchObject({ type: 'png', width: 64, height: 64 });
    expect(
      check(
        gif(32, 16, [
          { width: 32, height: 16 },
          { width: 8, height: 8, left: 24, top: 8 },
        ]),
      ),
    ).toMatchObject({ type: 'gif', width: 32, height: 16 });
    expect(check(webp(vp8(300, 200)))).toMatchObject({ type: 'webp', width: 300, height: 200 });
    expect(check(webp(vp8l(300, 200)))).toMatchObject({ type: 'webp', width: 300, height: 200 });
    expect(check(webpExtended(300, 200, { still: vp8l(300, 200) }))).toMatchObject({
      type: 'webp',
      width: 300,
      height: 200,
    });
    expect(
      check(
        webpExtended(300, 200, {
          frames: [
            { width: 300, height: 200 },
            { width: 100, height: 50, left: 200, top: 150 },
          ],
        }),
      ),
    ).toMatchObject({ type: 'webp', width: 300, height: 200 });
    expect(check(jpegFrames([{ width: 300, height: 200 }]))).toMatchObject({
      type: 'jpeg',
      width: 300,
      height: 200,
    });
  });

  it('refuses a GIF whose frame is 65535 × 65535 inside a 1 × 1 screen, and a frame outside the screen', () => {
    expect(check(gif(1, 1, [huge]))).toEqual(refused('tooManyPixels'));
    expect(check(gif(1, 1, [{ width: 1, height: 1 }, huge]))).toEqual(refused('tooManyPixels'));
    expect(check(gif(10, 10, [{ width: 10, height: 10, left: 5 }]))).toEqual(refused('frameOutside'));
    expect(check(gif(10, 10, []))).toEqual(refused('notAnImage'));
    expect(check(gif(5000, 10, [{ width: 10, height: 10 }]))).toEqual(refused('tooManyPixels'));
  });

  it('refuses an animated PNG with a frame too big or outside the picture', () => {
    expect(check(apng(1, 1, [{ width: 1, height: 1 }, huge]))).toEqual(refused('tooManyPixels'));
    expect(check(apng(100, 100, [{ width: 100, height: 100, left: 1 }]))).toEqual(refused('frameOutside'));
    expect(check(apng(100, 100, [{ width: 0, height: 100 }]))).toEqual(refused('tooManyPixels'));
    // A chunk that claims more bytes than the file has, and a file with no end chunk.
    const png = pngHeader(10, 10);
    expect(check(png.subarray(0, png.length - 12))).toEqual(refused('notAnImage'));
  });

  it('refuses a WebP whose bitstream or animation frame is bigger than its canvas', () => {
    expect(check(webpExtended(1, 1, { still: vp8(16383, 16383) }))).toEqual(refused('tooManyPixels'));
    expect(check(webpExtended(1, 1, { still: vp8l(100, 100) }))).toEqual(refused('frameOutside'));
    expect(
      check(
        webpExtended(1, 1, {
          frames: [
            { width: 1, height: 1 },
            { width: 16_000_000, height: 16_000_000 },
          ],
        }),
      ),
    ).toEqual(refused('tooManyPixels'));
    expect(check(webpExtended(10, 10, { frames: [{ width: 10, height: 10, left: 2 }] }))).toEqual(
      refused('frameOutside'),
    );
    // The frame's header says 1 × 1, its bitstream is decoded at 16383 × 16383.
    expect(
      check(webpExtended(10, 10, { frames: [{ width: 1, height: 1, bitstream: vp8(16383, 16383) }] })),
    ).toEqual(refused('tooManyPixels'));
    expect(check(webpExtended(20_000, 20_000, { frames: [{ width: 1, height: 1 }] }))).toEqual(
      refused('tooManyPixels'),
    );
  });

  it('refuses a JPEG with a start-of-frame too big, wherever it hides (after the scan, hierarchical DHP)', () => {
    expect(check(jpegFrames([{ width: 1, height: 1 }, huge]))).toEqual(refused('tooManyPixels'));
    expect(
      check(
        jpegFrames([
          { width: 1, height: 1 },
          { ...huge, marker: 0xde },
        ]),
      ),
    ).toEqual(refused('tooManyPixels'));
    const small = jpegFrames([{ width: 1, height: 1 }]);
    const hidden = Buffer.concat([
      small.subarray(0, -2),
      jpegFrames([huge]).subarray(20, -17),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(check(hidden)).toEqual(refused('tooManyPixels'));
    expect(check(jpegFrames([{ width: 0, height: 0 }]))).toEqual(refused('tooManyPixels'));
    expect(check(jpegFrames([]))).toEqual(refused('notAnImage'));
  });

  it('never throws on files cut short anywhere', () => {
    for (const file of [
      apng(8, 8, [{ width: 8, height: 8 }]),
      gif(8, 8, [{ width: 8, height: 8 }]),
      webpExtended(8, 8, { frames: [{ width: 8, height: 8 }] }),
      jpegFrames([{ width: 8, height: 8 }]),
    ]) {
      for (let end = 0; end < file.length; end += 1) expect(() => check(file.subarray(0, end))).not.toThrow();
    }
  });
});
