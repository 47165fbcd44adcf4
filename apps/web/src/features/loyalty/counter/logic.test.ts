import { describe, expect, it } from 'vitest';
import {
  cameraProblem,
  canAfford,
  codeFromScan,
  enterIsScan,
  pointsForAmount,
  rewardsForCounter,
  scanSize,
  unavailableReason,
} from './logic';

const store = { conversionPoints: 1, conversionMoney: 10 };

describe('pointsForAmount', () => {
  it('follows the conversion and rounds down, like the server', () => {
    expect(pointsForAmount(45.5, store)).toBe(4);
    expect(pointsForAmount(10, store)).toBe(1);
    expect(pointsForAmount(9.99, store)).toBe(0);
    expect(pointsForAmount(0.3, { conversionPoints: 10, conversionMoney: 0.1 })).toBe(30);
  });
  it('gives nothing for empty, zero, negative or non-numeric amounts', () => {
    expect(pointsForAmount(undefined, store)).toBe(0);
    expect(pointsForAmount(null, store)).toBe(0);
    expect(pointsForAmount(0, store)).toBe(0);
    expect(pointsForAmount(-5, store)).toBe(0);
    expect(pointsForAmount(Number.NaN, store)).toBe(0);
  });
});

describe('affordability', () => {
  it('needs a balance of at least the cost', () => {
    expect(canAfford(100, { pointsCost: 100, stock: null })).toBe(true);
    expect(canAfford(99, { pointsCost: 100, stock: null })).toBe(false);
    expect(unavailableReason(99, { pointsCost: 100, stock: null })).toBe('balance');
  });
  it('needs stock when the reward has a stock', () => {
    expect(unavailableReason(500, { pointsCost: 100, stock: 0 })).toBe('stock');
    expect(canAfford(500, { pointsCost: 100, stock: 1 })).toBe(true);
  });
  it('lists what the customer can take first, each group by cost', () => {
    const rewards = [
      { id: 1, pointsCost: 400, stock: null },
      { id: 2, pointsCost: 50, stock: 0 },
      { id: 3, pointsCost: 80, stock: null },
      { id: 4, pointsCost: 60, stock: 3 },
    ];
    expect(rewardsForCounter(rewards, 100).map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('codeFromScan', () => {
  it('reads the client code, alone or at the end of a link', () => {
    expect(codeFromScan(' A2B ')).toBe('A2B');
    expect(codeFromScan('https://premia.app/c/A2B')).toBe('A2B');
    expect(codeFromScan('hola')).toBe('hola');
    // A typed name is never cut down to a code it happens to contain.
    expect(codeFromScan('MARIA')).toBe('MARIA');
    expect(codeFromScan('R1-A3D')).toBe('R1-A3D');
  });
});

describe('enterIsScan', () => {
  const listed = [
    { clientCode: 'A1p', name: 'Pedro' },
    { clientCode: 'A1P', name: 'Paula' },
    { clientCode: 'A3D', name: 'Dora' },
  ];
  it('sends reward codes and wallet QRs to the scan, and codes shared but for case', () => {
    expect(enterIsScan('R1-A3D', listed)).toBe(true);
    expect(enterIsScan('r12-a3d', [])).toBe(true);
    expect(enterIsScan('C.1Z.TA3B2K.ABCDEFGHIJKLMNOP', [])).toBe(true);
    expect(enterIsScan('a1p', listed)).toBe(true);
  });
  it('leaves a name, an email and a code only one customer has to the list', () => {
    expect(enterIsScan('a3d', listed)).toBe(false);
    expect(enterIsScan('maria', listed)).toBe(false);
    expect(enterIsScan('ana@example.com', listed)).toBe(false);
  });
});

describe('cameraProblem', () => {
  const named = (name: string) => new DOMException('x', name);
  it('tells a refused permission from a missing or busy camera', () => {
    expect(cameraProblem(named('NotAllowedError'))).toBe('cameraDenied');
    expect(cameraProblem(named('SecurityError'))).toBe('cameraDenied');
    expect(cameraProblem(named('NotFoundError'))).toBe('cameraMissing');
    expect(cameraProblem(named('OverconstrainedError'))).toBe('cameraMissing');
    expect(cameraProblem(named('NotReadableError'))).toBe('cameraBusy');
  });
  it('falls back to the general message for anything else', () => {
    expect(cameraProblem(new TypeError('no'))).toBe('cameraFailed');
    expect(cameraProblem(null)).toBe('cameraFailed');
    expect(cameraProblem('NotAllowedError')).toBe('cameraFailed');
  });
});

describe('scanSize', () => {
  it('scales a large frame down to a longer side of 640, keeping the shape', () => {
    expect(scanSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(scanSize(720, 1280)).toEqual({ width: 360, height: 640 });
  });
  it('never scales a small frame up, and has nothing to read before the video has a size', () => {
    expect(scanSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scanSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(scanSize(0, 0)).toEqual({ width: 0, height: 0 });
  });
});
