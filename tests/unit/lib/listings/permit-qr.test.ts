import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { permitQr } from '@/lib/listings/permit-qr';

/** The modules a stroked path of horizontal runs paints, read back from its commands. */
function paintedModules(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i += 1) grid[y]![x + i] = true;
      x += Number(a);
    }
  }
  return grid;
}

describe("the permit's QR code", () => {
  it('paints exactly the modules of the code, quiet zone included', () => {
    const url = 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=1';
    const qr = permitQr(url);
    const expected = encode(url, { ecc: 'M', border: 2 });
    expect(qr.size).toBe(expected.size);
    expect(paintedModules(qr.path, qr.size)).toEqual(expected.data);
    // A quiet zone of two light modules on every side.
    expect(expected.data[0]!.some(Boolean)).toBe(false);
  });

  it('stays small enough to draw on every listing page (under 4 kB)', () => {
    const url =
      'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=07784e1a-f297-5de4-851e-b707224391b0';
    expect(permitQr(url).path.length).toBeLessThan(4_000);
  });
});
