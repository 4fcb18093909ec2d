import { encode } from 'uqr';

/**
 * A QR code as one SVG path to stroke one unit wide: each dark run of a row is a horizontal line
 * through the middle of its modules. `size` counts the quiet zone of `border` modules too.
 */
export type PermitQr = { size: number; path: string };

/**
 * The QR code of `text` for the server to render (no script reaches the browser). Relative moves
 * keep it near 3 kB of HTML, where a rectangle per module would take ten times that.
 */
export function permitQr(text: string, border = 2): PermitQr {
  const { data, size } = encode(text, { ecc: 'M', border });
  let path = '';
  let pen = { x: 0, y: 0 };
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      // The first move is absolute (half a module down, onto the row's middle); the rest relative.
      path += path === '' ? `M${start} ${y + 0.5}` : `m${start - pen.x} ${y - pen.y}`;
      path += `h${x - start}`;
      pen = { x, y };
    }
  });
  return { size, path };
}
