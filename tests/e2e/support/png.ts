import { inflateSync } from 'node:zlib';

/** A decoded image: `data` holds 4 bytes (RGBA) a pixel, row after row. */
export type Pixels = { width: number; height: number; data: Uint8Array };

/** The Paeth predictor of the PNG specification (filter type 4). */
function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/**
 * Decodes a screenshot as Chrome writes it (8-bit RGB or RGBA, not interlaced) in one pass:
 * enough for the contrast measure, without a PNG library in the dependencies.
 */
export function decodePng(png: Buffer): Pixels {
  let [width, height, depth, colourType, interlace] = [0, 0, 0, 0, 0];
  const compressed: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      [depth, colourType, interlace] = [body[8]!, body[9]!, body[12]!];
    } else if (type === 'IDAT') {
      compressed.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  if (depth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0) {
    throw new Error(`Unsupported PNG: depth ${depth}, colour type ${colourType}`);
  }
  const channels = colourType === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(compressed));
  const data = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const current = new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? current[x - channels]! : 0;
      const up = previous[x]!;
      const upLeft = x >= channels ? previous[x - channels]! : 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      current[x] = (line[x]! + predicted) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const target = (y * width + x) * 4;
      data[target] = current[x * channels]!;
      data[target + 1] = current[x * channels + 1]!;
      data[target + 2] = current[x * channels + 2]!;
      data[target + 3] = channels === 4 ? current[x * channels + 3]! : 255;
    }
    previous = current;
  }
  return { width, height, data };
}
