// Renders every illustration the site ships (heroes, section art, property cards, blog covers,
// Open Graph image) plus the app icons. There is no photo library and no network, so each image
// is drawn as SVG in code and rasterised with sharp. A seeded PRNG keeps re-runs byte-stable,
// so regenerating only produces a diff when the drawing code actually changed.
//
//   cd tools && npm install                 # once: sharp lives here, not in the site's dependencies
//   npm run images                          # everything
//   npm run images -- hero-home             # only files whose name contains "hero-home"
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public', 'images');
const APP = join(ROOT, 'app');

// ---------------------------------------------------------------- primitives
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const lerp = (a, b, t) => a + (b - a) * t;
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const rgb = (c) =>
  c.length === 4
    ? [1, 2, 3].map((i) => 17 * parseInt(c[i], 16))
    : [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const mix = (a, b, t) =>
  '#' +
  rgb(a)
    .map((v, i) =>
      Math.round(lerp(v, rgb(b)[i], t))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
// Template tag that rounds interpolated numbers: keeps SVG path data short and readable.
const P = (s, ...v) =>
  s.reduce(
    (a, str, i) =>
      a + str + (i < v.length ? (typeof v[i] === 'number' ? +v[i].toFixed(1) : v[i]) : ''),
    '',
  );

// Gradients/filters are collected per document; ids are global so nested scenes never collide.
let DEFS = [];
let BLURS = {};
let UID = 0;
const nid = () => `d${++UID}`;
const stops = (s) =>
  s
    .map((c, i) => (Array.isArray(c) ? c : [i / (s.length - 1), c]))
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
function lin(s, x2 = 0, y2 = 1) {
  const id = nid();
  DEFS.push(`<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stops(s)}</linearGradient>`);
  return `url(#${id})`;
}
function rad(s, cx = 0.5, cy = 0.5, r = 0.5) {
  const id = nid();
  DEFS.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(s)}</radialGradient>`,
  );
  return `url(#${id})`;
}
function blur(sd) {
  if (!BLURS[sd]) {
    BLURS[sd] = nid();
    DEFS.push(
      `<filter id="${BLURS[sd]}" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
  }
  return `filter="url(#${BLURS[sd]})"`;
}
function clip(d) {
  const id = nid();
  DEFS.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `clip-path="url(#${id})"`;
}
function doc(W, H, body) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${DEFS.join('')}</defs>${body}</svg>`;
  DEFS = [];
  BLURS = {};
  return svg;
}
// Embeds a scene as a window view; preserveAspectRatio slice crops like a photo would.
const nest = (x, y, w, h, W, H, body) =>
  `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const rect = (x, y, w, h, fill, extra = '') =>
  P`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

// ---------------------------------------------------------------- sky
function sun(cx, cy, r, o) {
  let s = P`<ellipse cx="${cx}" cy="${cy}" rx="${r * 14}" ry="${r * 7}" fill="${rad([
    [0, o.glow, 0.6],
    [0.35, o.glow, 0.2],
    [1, o.glow, 0],
  ])}"/>`;
  for (let k = 3; k > 0; k--)
    s += P`<circle cx="${cx}" cy="${cy}" r="${r * (1 + k * 0.6)}" fill="${o.glow}" opacity=".08"/>`;
  return (
    s +
    P`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rad([
      [0, o.core ?? '#fffaf0'],
      [1, o.color],
    ])}"/>`
  );
}
function moon(cx, cy, r, col = '#f3e7c9') {
  const m = nid();
  DEFS.push(
    P`<mask id="${m}"><rect x="${cx - r * 2}" y="${cy - r * 2}" width="${r * 4}" height="${r * 4}" fill="#fff"/><circle cx="${cx + r * 0.5}" cy="${cy - r * 0.3}" r="${r * 0.9}" fill="#000"/></mask>`,
  );
  return P`<circle cx="${cx}" cy="${cy}" r="${r * 6}" fill="${rad([
    [0, col, 0.22],
    [1, col, 0],
  ])}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${col}" mask="url(#${m})"/>`;
}
function stars(rng, W, ymax, n, col = '#fff') {
  const bins = ['', '', ''];
  let twinkle = '';
  for (let i = 0; i < n; i++) {
    const x = rng() * W,
      y = ymax * Math.pow(rng(), 1.5),
      r = lerp(0.5, 1.6, rng() ** 3);
    bins[Math.floor(rng() * 3)] +=
      P`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
    if (rng() < 0.03) twinkle += P`M${x - 7} ${y}H${x + 7}M${x} ${y - 7}V${y + 7}`;
  }
  return (
    bins.map((d, i) => path(d, col, `opacity="${0.35 + i * 0.25}"`)).join('') +
    `<path d="${twinkle}" stroke="${col}" stroke-width=".7" opacity=".6"/>`
  );
}
// Long flat cloud streaks: the signature of stylised Gulf sunsets, blurred so they read as haze.
function streaks(rng, W, H, hy, c) {
  const fade = lin(
    [
      [0, c.color, 0],
      [0.3, c.color, 1],
      [0.75, c.color, 1],
      [1, c.color, 0],
    ],
    1,
    0,
  );
  let s = '';
  for (let i = 0; i < c.n; i++) {
    const y = hy * lerp(c.y[0], c.y[1], rng()),
      w = W * lerp(0.15, 0.45, rng()),
      h = lerp(8, 26, rng()) * (H / 1080);
    s += rect(
      rng() * W * 1.1 - w * 0.3,
      y,
      w,
      h,
      fade,
      P`rx="${h / 2}" opacity="${c.op * lerp(0.4, 1, rng())}"`,
    );
  }
  return `<g ${blur(7)}>${s}</g>`;
}
// Flag-coloured accent: soft ribbons that fade out towards both edges, never a literal flag.
function bands(W, H, colors, y0, op = 0.2) {
  const bh = H * 0.03;
  return (
    `<g ${blur(16)}>` +
    colors
      .map((c, i) =>
        rect(
          -40,
          y0 + i * bh * 1.7,
          W + 80,
          bh,
          lin(
            [
              [0, c, 0],
              [0.35, c, op * 0.5],
              [0.7, c, op],
              [1, c, 0],
            ],
            1,
            0,
          ),
        ),
      )
      .join('') +
    '</g>'
  );
}
function cloud(x, y, s, col, op = 1) {
  return P`<g fill="${col}" opacity="${op}"><rect x="${x}" y="${y - s * 0.3}" width="${s * 2.3}" height="${s * 0.6}" rx="${s * 0.3}"/><circle cx="${x + s * 0.75}" cy="${y - s * 0.3}" r="${s * 0.45}"/><circle cx="${x + s * 1.35}" cy="${y - s * 0.42}" r="${s * 0.62}"/><circle cx="${x + s * 1.85}" cy="${y - s * 0.2}" r="${s * 0.36}"/></g>`;
}

// ---------------------------------------------------------------- buildings
function building(type, x, b, w, h, rng) {
  const t = b - h,
    X = x + w,
    cr = Math.min(w * 0.6, h * 0.3);
  const box = P`M${x} ${b}V${t}H${X}V${b}Z`;
  switch (type) {
    case 'spire':
      return {
        d: box + P`M${x + w / 2 - 1.5} ${t}l1.5 ${-h * 0.2}l1.5 ${h * 0.2}z`,
        body: [x, t, w, h],
      };
    case 'step':
      return {
        d: P`M${x} ${b}V${b - h * 0.62}H${x + w * 0.12}V${b - h * 0.84}H${x + w * 0.26}V${t}H${X - w * 0.26}V${b - h * 0.84}H${X - w * 0.12}V${b - h * 0.62}H${X}V${b}Z`,
        body: [x, b - h * 0.62, w, h * 0.62],
      };
    case 'slant':
      return rng() < 0.5
        ? { d: P`M${x} ${b}V${t + cr}L${X} ${t}V${b}Z`, body: [x, t + cr, w, h - cr] }
        : { d: P`M${x} ${b}V${t}L${X} ${t + cr}V${b}Z`, body: [x, t + cr, w, h - cr] };
    case 'round':
      return {
        d: P`M${x} ${b}V${t + cr}A${w / 2} ${cr} 0 0 1 ${X} ${t + cr}V${b}Z`,
        body: [x, t + cr, w, h - cr],
      };
    case 'taper':
      return {
        d: P`M${x} ${b}L${x + w * 0.15} ${t}H${X - w * 0.15}L${X} ${b}Z`,
        body: [x + w * 0.15, t, w * 0.7, h],
      };
    case 'peak':
      return {
        d: P`M${x} ${b}V${t + cr * 0.7}L${x + w / 2} ${t}L${X} ${t + cr * 0.7}V${b}Z`,
        body: [x, t + cr * 0.7, w, h - cr * 0.7],
      };
    default:
      return {
        d: box + (rng() < 0.5 ? P`M${x + w * 0.3} ${t}v${-h * 0.04}h${w * 0.35}v${h * 0.04}z` : ''),
        body: [x, t, w, h],
      };
  }
}
// Lit windows as tiny dots; whole floors switch on/off together, which reads as "occupied tower".
function lights(rng, [x, y, w, h], o) {
  const cw = o.cw ?? 7,
    ch = o.ch ?? 10,
    acc = {};
  for (let yy = y + ch; yy < y + h - ch * 0.5; yy += ch) {
    const rowP = o.p * (rng() < 0.25 ? 0.15 : lerp(0.6, 1.5, rng()));
    for (let xx = x + cw * 0.5; xx < x + w - cw * 0.8; xx += cw)
      if (rng() < rowP) {
        const c = pick(rng, o.colors);
        acc[c] = (acc[c] ?? '') + P`M${xx} ${yy}h${cw * 0.45}v${ch * 0.4}h${-cw * 0.45}z`;
      }
  }
  return Object.entries(acc)
    .map(([c, d]) => path(d, c, `opacity="${o.op ?? 1}"`))
    .join('');
}
function needle(cx, b, H, fill, L = {}, rng) {
  const W = H * 0.14,
    hw = (i) => (W / 2) * Math.pow(1 - i / 8, 1.3);
  const lv = [0.13, 0.25, 0.37, 0.48, 0.58, 0.67],
    rv = [0.17, 0.29, 0.41, 0.52, 0.62, 0.7],
    s = 0.76;
  // Setbacks are staggered left/right like the real tower's spiralling wings.
  let l = P`M${cx - hw(0)} ${b}`;
  lv.forEach((f, i) => (l += P`L${cx - hw(i)} ${b - H * f}L${cx - hw(i + 1)} ${b - H * f}`));
  l += P`L${cx - hw(6)} ${b - H * s}L${cx - hw(7)} ${b - H * s}L${cx} ${b - H}`;
  let r = P`L${cx + hw(7)} ${b - H * s}L${cx + hw(6)} ${b - H * s}`;
  for (let i = 5; i >= 0; i--)
    r += P`L${cx + hw(i + 1)} ${b - H * rv[i]}L${cx + hw(i)} ${b - H * rv[i]}`;
  r += P`L${cx + hw(0)} ${b}Z`;
  let out = path(l + r, fill);
  if (L.rim) out += path(P`M${cx} ${b}V${b - H}` + r, L.rim, 'opacity=".18"');
  if (L.windows && L.windows.p >= 0.1) {
    out += lights(rng, [cx - hw(5), b - H * 0.62, hw(5) * 2, H * 0.62], {
      ...L.windows,
      cw: 5,
      ch: 8,
    });
    out += P`<circle cx="${cx}" cy="${b - H}" r="14" fill="${rad([
      [0, '#ffd9a0', 0.8],
      [1, '#ffd9a0', 0],
    ])}"/>`;
  }
  return out;
}
function sail(x, b, H, fill, L = {}) {
  const t = b - H,
    w = H * 0.34;
  const body = P`M${x} ${b}L${x + H * 0.012} ${t + H * 0.08}Q${x + w * 1.25} ${b - H * 0.42} ${x + w * 0.62} ${b}Z`;
  const mast = P`M${x - H * 0.012} ${b}L${x - H * 0.004} ${t}h${H * 0.012}L${x + H * 0.014} ${b}Z`;
  const pad = P`M${x - H * 0.09} ${t + H * 0.2}h${H * 0.09}v${H * 0.014}h${-H * 0.09}z`;
  const island = P`M${x - H * 0.16} ${b + 2}Q${x + w * 0.3} ${b - H * 0.05} ${x + w * 1.1} ${b + 2}Z`;
  let floors = '';
  for (let k = 1; k < 10; k++) floors += P`M${x} ${b - H * k * 0.085}h${w * 1.3}`;
  const edge = P`M${x + H * 0.012} ${t + H * 0.08}Q${x + w * 0.9} ${b - H * 0.42} ${x + w * 0.42} ${b}`;
  return (
    path(island + mast + pad + body, fill) +
    `<g ${clip(body)} stroke="${L.rim ?? '#ffffff'}" fill="none" opacity=".28"><path d="${floors}" stroke-width="${H * 0.004}"/><path d="${edge}" stroke-width="${H * 0.012}"/></g>`
  );
}
function twist(cx, b, w, h, fill, L = {}) {
  const n = 44,
    left = [],
    right = [],
    edge = [],
    lit = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n,
      y = b - h * t,
      off = Math.sin(t * Math.PI * 1.4) * w * 0.06;
    const ww = w * (0.92 + 0.08 * Math.cos(t * Math.PI * 3)),
      x0 = cx + off - ww / 2;
    left.push(P`${x0} ${y}`);
    right.unshift(P`${x0 + ww} ${y}`);
    // A facet edge sweeping across the facade floor by floor is what sells the twist.
    const ex = x0 + ww * (0.5 + 0.46 * Math.sin(t * Math.PI * 2.2 + 0.4));
    edge.push(P`${ex} ${y}`);
    lit.unshift(P`${x0 + ww} ${y}`);
  }
  let floors = '';
  for (let y = b; y > b - h; y -= h / n) floors += P`M${cx - w} ${y}h${w * 2}`;
  const d = `M${left.join('L')}L${right.join('L')}Z`,
    rim = L.rim ?? '#fff';
  return (
    path(d, fill) +
    `<g ${clip(d)}>` +
    path(`M${edge.join('L')}L${lit.join('L')}Z`, rim, 'opacity=".16"') +
    `<path d="M${edge.join('L')}" stroke="${rim}" stroke-width="2" fill="none" opacity=".35"/>` +
    `<path d="${floors}" stroke="#000" stroke-width="1.5" opacity=".18"/></g>`
  );
}
const frame = (x, b, h, fill) => {
  const w = h * 0.62,
    t = h * 0.1;
  return path(
    P`M${x} ${b}V${b - h}H${x + w}V${b}Z M${x + t} ${b - t * 0.7}H${x + w - t}V${b - h + t * 0.9}H${x + t}Z`,
    fill,
    'fill-rule="evenodd"',
  );
};
function pagoda(cx, b, h, fill) {
  const w = h * 0.11,
    seg = h * 0.075;
  let d = P`M${cx - w * 0.75} ${b}V${b - h * 0.18}H${cx + w * 0.75}V${b}Z`;
  for (let k = 0; k < 8; k++) {
    const y0 = b - h * 0.18 - k * seg;
    d += P`M${cx - w * 0.4} ${y0 + 1}L${cx - w * 0.56} ${y0 - seg}H${cx + w * 0.56}L${cx + w * 0.4} ${y0 + 1}Z`;
  }
  const top = b - h * 0.78;
  d += P`M${cx - w * 0.25} ${top}V${top - h * 0.06}H${cx + w * 0.25}V${top}Z M${cx - w * 0.12} ${top - h * 0.05}V${top - h * 0.1}H${cx + w * 0.12}V${top - h * 0.05}Z M${cx - 1.5} ${top - h * 0.1}L${cx} ${b - h}L${cx + 1.5} ${top - h * 0.1}Z`;
  return path(d, fill);
}
function crane(x, b, h, jib, col, dir = 1) {
  const m = Math.max(4, h * 0.028),
    top = b - h,
    jy = top + m;
  let lattice = '';
  for (let y = b; y > top + m; y -= m * 1.6)
    lattice += P`M${x} ${y}L${x + m} ${y - m * 0.8}L${x} ${y - m * 1.6}`;
  for (let k = 0; k < jib; k += m * 1.4)
    lattice += P`M${x + k * dir} ${jy}L${x + (k + m * 0.7) * dir} ${jy + m * 0.7}`;
  const ax = x + m / 2,
    ay = top - m * 2.6,
    tx = x + jib * 0.62 * dir;
  return (
    `<g stroke="${col}" fill="none" stroke-linecap="round">` +
    `<path d="${P`M${x} ${b}V${jy}M${x + m} ${b}V${jy}M${x - jib * 0.3 * dir} ${jy}H${x + jib * dir}M${x - jib * 0.3 * dir} ${jy + m * 0.7}H${x + jib * dir}`}" stroke-width="${m * 0.28}"/>` +
    `<path d="${lattice}" stroke-width="${m * 0.14}"/>` +
    `<path d="${P`M${x} ${jy}L${ax} ${ay}L${x + m} ${jy}M${ax} ${ay}L${x + jib * dir} ${jy}M${ax} ${ay}L${x - jib * 0.28 * dir} ${jy}M${tx} ${jy}V${jy + h * 0.32}`}" stroke-width="${m * 0.12}"/></g>` +
    rect(dir > 0 ? x - jib * 0.3 : x + jib * 0.18, jy + m * 0.7, jib * 0.12, m * 1.6, col) +
    rect(tx - m * 0.4, jy + h * 0.32, m * 0.8, m * 0.9, col)
  );
}
// Building under construction: finished lower floors, exposed slabs and a core above.
function skeleton(x, b, w, h, col, done = 0.55) {
  let slabs = '';
  for (let y = b - h * done; y > b - h; y -= 13) slabs += P`M${x} ${y}h${w}`;
  return (
    rect(x, b - h * done, w, h * done, col) +
    `<path d="${slabs}${P`M${x + 2} ${b - h * done}V${b - h}M${x + w - 2} ${b - h * done}V${b - h * 0.9}M${x + w / 2} ${b - h * done}V${b - h}`}" stroke="${col}" stroke-width="3" fill="none"/>` +
    rect(x + w * 0.35, b - h * 1.04, w * 0.3, h * 0.3, col)
  );
}
function glass(x, b, w, h, c) {
  const t = b - h,
    d = P`M${x} ${b}V${t + w * 0.28}Q${x + w * 0.55} ${t - w * 0.04} ${x + w} ${t}V${b}Z`;
  let grid = '';
  for (let k = 1; k < 8; k++) grid += P`M${x + (w * k) / 8} ${t - 5}V${b}`;
  let floors = '';
  for (let y = b - 14; y > t; y -= 14) floors += P`M${x} ${y}h${w}`;
  return (
    path(
      d,
      lin(
        [
          [0, c[0]],
          [0.55, c[1]],
          [1, c[2]],
        ],
        1,
        0.4,
      ),
    ) +
    `<g ${clip(d)}><path d="${grid}" stroke="${c[3]}" stroke-width="1.5" opacity=".35"/><path d="${floors}" stroke="${c[3]}" stroke-width="1" opacity=".15"/>` +
    path(
      P`M${x} ${t + h * 0.15}L${x + w} ${t}V${t + h * 0.06}L${x} ${t + h * 0.35}Z`,
      '#fff',
      'opacity=".12"',
    ) +
    '</g>'
  );
}
function palm(x, b, h, col, rng, lean = 0) {
  const tx = x + lean * h,
    ty = b - h,
    tw = h * 0.035;
  let d = P`M${x - tw} ${b}Q${x + lean * h * 0.35 - tw * 0.5} ${b - h * 0.55} ${tx - tw * 0.4} ${ty}L${tx + tw * 0.4} ${ty}Q${x + lean * h * 0.35 + tw * 0.5} ${b - h * 0.55} ${x + tw} ${b}Z`;
  const n = 10;
  for (let i = 0; i < n; i++) {
    const a = Math.PI - 0.35 + (i / (n - 1)) * (Math.PI + 0.7) + (rng() - 0.5) * 0.2,
      L = h * lerp(0.36, 0.48, rng());
    const ca = Math.cos(a),
      sa = Math.sin(a),
      droop = L * 0.45 * (1 - Math.abs(sa));
    const ex = tx + ca * L,
      ey = ty + sa * L * 0.8 + droop,
      mx = tx + ca * L * 0.5,
      my = ty + sa * L * 0.4 - L * 0.22;
    d += P`M${tx} ${ty}Q${mx - sa * L * 0.12} ${my + ca * L * 0.12} ${ex} ${ey}Q${mx + sa * L * 0.05} ${my - ca * L * 0.05 + L * 0.1} ${tx} ${ty + 2}Z`;
  }
  return path(d, col);
}
function yacht(x, y, L, c) {
  const hull = P`M${x} ${y}H${x + L}L${x + L * 0.9} ${y + L * 0.09}H${x + L * 0.05}Z`;
  const cab = P`M${x + L * 0.18} ${y}V${y - L * 0.07}H${x + L * 0.62}L${x + L * 0.74} ${y}Z M${x + L * 0.28} ${y - L * 0.07}V${y - L * 0.125}H${x + L * 0.52}L${x + L * 0.6} ${y - L * 0.07}Z`;
  return (
    P`<g opacity=".3" transform="translate(0 ${2 * y + L * 0.2}) scale(1 -1)">${path(hull + cab, c[0])}</g>` +
    path(hull, c[0]) +
    path(cab, c[1]) +
    rect(x + L * 0.24, y - L * 0.05, L * 0.4, L * 0.022, c[2]) +
    rect(x + L * 0.32, y - L * 0.105, L * 0.22, L * 0.018, c[2])
  );
}
function dunes(rng, W, H, y0, colors) {
  return colors
    .map((c, i) => {
      const yb = lerp(y0, H * 0.95, i / colors.length);
      let x = -50,
        y = yb,
        d = P`M-50 ${H}V${yb}`;
      while (x < W) {
        const nx = x + W * lerp(0.18, 0.35, rng()),
          ny = yb + lerp(-1, 1, rng()) * H * 0.035;
        d += P`C${(x + nx) / 2} ${y} ${(x + nx) / 2} ${ny} ${nx} ${ny}`;
        [x, y] = [nx, ny];
      }
      return path(
        d + P`V${H}Z`,
        lin([
          [0, mix(c, '#e2c58a', 0.3)],
          [0.25, c],
        ]),
      );
    })
    .join('');
}

// ---------------------------------------------------------------- skyline & city scene
const TYPES = ['box', 'box', 'spire', 'step', 'slant', 'round', 'taper', 'peak'];
const peak =
  (c, w, base = 0.3) =>
  (x) =>
    base + (1 - base) * Math.exp(-(((x - c) / w) ** 2));
function skyline(rng, W, H, base, L) {
  const k = W / 1920,
    rim = L.rim
      ? lin(
          [
            [0, L.rim, 0],
            [0.6, L.rim, 0],
            [1, L.rim, 0.22],
          ],
          1,
          0,
        )
      : null;
  let x = L.x0 != null ? L.x0 * W : -30 * k,
    s = '';
  while (x < W + 30 * k) {
    const w = lerp(L.w[0], L.w[1], rng()) * k,
      e = L.env ? L.env((x + w / 2) / W) : 1;
    const h = H * lerp(L.h[0], L.h[1], rng() ** 1.4) * e + H * 0.015;
    const b = building(pick(rng, L.types ?? TYPES), x, base, w, h, rng);
    x += w + lerp(L.gap[0], L.gap[1], rng()) * k;
    if (e <= 0) continue;
    s += path(b.d, L.fill);
    if (rim) s += rect(...b.body, rim);
    if (L.windows)
      s += lights(rng, b.body, { ...L.windows, cw: Math.max(4, 7 * k), ch: Math.max(6, 10 * k) });
  }
  for (const m of L.marks ?? []) {
    const mx = m.x * W,
      mh = m.h * H,
      f = m.fill ?? L.fill;
    if (m.t === 'needle') s += needle(mx, base, mh, f, L, rng);
    if (m.t === 'sail') s += sail(mx, base, mh, f, L);
    if (m.t === 'twist') s += twist(mx, base, m.w * W, mh, f, L);
    if (m.t === 'frame') s += frame(mx, base, mh, f);
    if (m.t === 'pagoda') s += pagoda(mx, base, mh, f);
    if (m.t === 'crane') s += crane(mx, base, mh, m.j * W, f, m.dir ?? 1);
    if (m.t === 'skeleton') s += skeleton(mx, base, m.w * W, mh, f, m.done);
    if (m.t === 'glass') s += glass(mx, base, m.w * W, mh, m.c);
    if (m.t === 'palm') s += palm(mx, base, mh, f, rng, m.lean ?? 0);
  }
  return s;
}
// Three depth layers fading from the sky's haze colour towards the foreground colour.
function stack(haze, dark, o = {}) {
  const spec = [
    { h: [0.1, 0.3], w: [26, 64], gap: [-20, 4], t: 0.3 },
    { h: [0.07, 0.22], w: [36, 90], gap: [-30, 6], t: 0.62 },
    {
      h: [0.035, 0.12],
      w: [50, 130],
      gap: [-40, 8],
      t: 0.92,
      types: ['box', 'box', 'step', 'slant', 'spire'],
    },
  ];
  return spec.map((L, i) => ({
    ...L,
    fill: mix(haze, dark, L.t),
    env: o.env ?? peak(0.62, 0.3),
    marks: o.marks?.[i],
    rim: o.rim,
    windows: o.windows && i > 0 ? { ...o.windows, op: i === 1 ? 0.65 : 1 } : null,
    ...(o.layer?.[i] ?? {}),
  }));
}
function sea(rng, W, H, hy, cityS, o) {
  const [c0, c1, c2] = o.colors;
  let s = rect(0, hy, W, H - hy, lin([c0, c1, c2]));
  // Mirrored skyline, faded and sliced by ripple lines: a flat-illustration take on reflections.
  s += `<g opacity="${o.reflect ?? 0.35}" transform="matrix(1 0 0 -1 0 ${2 * hy})">${cityS}</g>`;
  s += rect(
    0,
    hy,
    W,
    H - hy,
    lin([
      [0, c0, 0],
      [0.4, c1, 0.6],
      [1, c2, 0.97],
    ]),
  );
  for (let y = hy + 4, g = 4; y < H; y += g, g *= 1.12)
    s += rect(0, y, W, g * 0.22, c0, 'opacity=".16"');
  let rip = '',
    glint = '';
  for (let i = 0; i < 160; i++) {
    const y = hy + (H - hy) * rng() ** 1.4,
      l = lerp(8, 60, rng()) * (1 + (y - hy) / (H - hy));
    rip += P`M${rng() * W} ${y}h${l}`;
  }
  if (o.glint)
    for (let i = 0; i < 220; i++) {
      const t = rng() ** 1.3,
        y = hy + 2 + (H - hy) * t * 0.9,
        spread = W * (0.02 + t * 0.12);
      glint += P`M${o.glint[0] * W + (rng() + rng() - 1) * spread} ${y}h${lerp(4, 40, rng()) * (0.4 + t)}`;
    }
  s += `<path d="${rip}" stroke="${mix(c0, '#ffffff', 0.3)}" stroke-width="1.5" opacity=".18"/>`;
  if (glint)
    s += `<path d="${glint}" stroke="${o.glint[1]}" stroke-width="2" stroke-linecap="round" opacity=".6"/>`;
  return s;
}
// Darkens bottom and both lower corners where the site overlays headline text (LTR and RTL).
function shade(W, H, k = 0.55, col = '#050e1a') {
  return (
    rect(
      0,
      0,
      W,
      H,
      lin([
        [0, col, 0],
        [0.45, col, 0],
        [0.75, col, k * 0.45],
        [1, col, k],
      ]),
    ) +
    P`<ellipse cx="0" cy="${H}" rx="${W * 0.6}" ry="${H * 0.75}" fill="${rad([
      [0, col, k * 0.7],
      [1, col, 0],
    ])}"/>` +
    P`<ellipse cx="${W}" cy="${H}" rx="${W * 0.45}" ry="${H * 0.6}" fill="${rad([
      [0, col, k * 0.4],
      [1, col, 0],
    ])}"/>`
  );
}
function city(W, H, o) {
  const rng = mulberry32(o.seed),
    hy = H * (o.horizon ?? 0.72);
  let s = rect(0, 0, W, H, lin(o.sky));
  if (o.stars) s += stars(rng, W, hy * 0.9, o.stars);
  if (o.sky2) s += o.sky2(W, H, hy, rng);
  if (o.bands) s += bands(W, H, o.bands, H * (o.bandY ?? 0.3), o.bandOp);
  if (o.sun) s += sun(W * o.sun.x, H * o.sun.y, H * o.sun.r, o.sun);
  if (o.moon) s += moon(W * o.moon[0], H * o.moon[1], H * o.moon[2]);
  if (o.clouds) s += streaks(rng, W, H, hy, o.clouds);
  // Night scenes: the city's own light warms the haze just above the skyline.
  if (o.glow)
    s += P`<ellipse cx="${W * o.glow[1]}" cy="${hy}" rx="${W * 0.55}" ry="${H * 0.3}" fill="${rad([
      [0, o.glow[0], 0.45],
      [1, o.glow[0], 0],
    ])}"/>`;
  if (o.puffs)
    for (const [x, y, sc, op] of o.puffs) s += cloud(x * W, y * H, sc * H, '#ffffff', op);
  let town = '';
  o.layers.forEach((L, i) => {
    town += skyline(rng, W, H, hy, L);
    if (i < o.layers.length - 1)
      town += rect(
        0,
        hy - H * 0.36,
        W,
        H * 0.36 + 1,
        lin([
          [0, o.haze, 0],
          [0.5, o.haze, (o.hazeOp ?? 0.3) * 0.2],
          [1, o.haze, o.hazeOp ?? 0.3],
        ]),
      );
  });
  s += town;
  if (o.sea) s += sea(rng, W, H, hy, town, o.sea);
  if (o.fore) s += o.fore(W, H, hy, rng);
  return s + shade(W, H, o.shade ?? 0.55);
}

// ---------------------------------------------------------------- special motifs
// Dotted world map from a handful of ellipses: enough to read as "global" without detail.
function worldArcs(W, H, col) {
  const land = [
    [0.18, 0.3, 0.1, 0.12],
    [0.25, 0.17, 0.08, 0.07],
    [0.3, 0.62, 0.05, 0.13],
    [0.5, 0.22, 0.05, 0.07],
    [0.53, 0.5, 0.07, 0.15],
    [0.61, 0.36, 0.04, 0.05],
    [0.69, 0.22, 0.14, 0.1],
    [0.76, 0.38, 0.06, 0.07],
    [0.86, 0.68, 0.06, 0.05],
  ];
  const X = (u) => W * lerp(0.08, 0.94, u),
    Y = (v) => H * lerp(0.05, 0.55, v);
  let dots = '';
  for (let v = 0; v <= 1; v += 0.022)
    for (let u = 0; u <= 1; u += 0.0085)
      if (land.some(([cx, cy, rx, ry]) => ((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2 < 1))
        dots += P`M${X(u) - 1.6} ${Y(v)}a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0 -3.2 0`;
  const hub = [X(0.615), Y(0.38)],
    arcs = [
      [0.5, 0.2],
      [0.22, 0.25],
      [0.74, 0.28],
      [0.86, 0.66],
      [0.44, 0.12],
    ];
  let a = '',
    ends = '';
  for (const [u, v] of arcs) {
    const [x, y] = [X(u), Y(v)];
    a += P`M${hub[0]} ${hub[1]}Q${(hub[0] + x) / 2} ${Math.min(hub[1], y) - H * 0.12} ${x} ${y}`;
    ends += P`<circle cx="${x}" cy="${y}" r="4" fill="${col}"/>`;
  }
  return (
    path(dots, col, 'opacity=".22"') +
    `<path d="${a}" stroke="${col}" stroke-width="1.6" fill="none" stroke-dasharray="2 7" stroke-linecap="round" opacity=".75"/>` +
    ends +
    P`<circle cx="${hub[0]}" cy="${hub[1]}" r="26" fill="${rad([
      [0, col, 0.7],
      [1, col, 0],
    ])}"/><circle cx="${hub[0]}" cy="${hub[1]}" r="5" fill="#fff"/>`
  );
}
function compass(cx, cy, R, col) {
  let d = '';
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8,
      r = k % 4 === 0 ? R : k % 2 === 0 ? R * 0.6 : R * 0.3;
    d += `${k ? 'L' : 'M'}${P`${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r}`}L${P`${cx + Math.cos(a + Math.PI / 16) * R * 0.1} ${cy + Math.sin(a + Math.PI / 16) * R * 0.1}`}`;
  }
  return `<g stroke="${col}" fill="none" opacity=".3">${P`<circle cx="${cx}" cy="${cy}" r="${R * 0.72}" stroke-dasharray="1 6"/><circle cx="${cx}" cy="${cy}" r="${R * 1.1}"/>`}<path d="${d}Z" fill="${col}" fill-opacity=".12"/></g>`;
}
// Smooth closed blob through polar points (midpoint-quadratic trick).
function blob(pts) {
  const m = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2],
    n = pts.length;
  let d = P`M${m(pts[n - 1], pts[0])[0]} ${m(pts[n - 1], pts[0])[1]}`;
  for (let i = 0; i < n; i++) {
    const q = m(pts[i], pts[(i + 1) % n]);
    d += P`Q${pts[i][0]} ${pts[i][1]} ${q[0]} ${q[1]}`;
  }
  return d + 'Z';
}
// Simple extruded block for aerial scenes: front, side and roof faces.
function prism(x, y, w, dp, h, c) {
  let floors = '';
  for (let yy = y - 5; yy > y - h + 3; yy -= 5) floors += P`M${x + 1} ${yy}h${w - 2}`;
  return (
    path(P`M${x + w} ${y}l${dp} ${-dp * 0.5}v${-h}l${-dp} ${dp * 0.5}Z`, c[1]) +
    rect(x, y - h, w, h, c[0]) +
    path(P`M${x} ${y - h}h${w}l${dp} ${-dp * 0.5}h${-w}Z`, c[2]) +
    `<path d="${floors}" stroke="${c[3]}" stroke-width="1.4" opacity=".55"/>`
  );
}
function palmIsland(c) {
  let fr = '';
  for (const s of [-1, 1])
    for (let k = 0; k < 8; k++) {
      const y0 = 150 - k * 50,
        a = ((8 + k * 10.5) * Math.PI) / 180;
      fr += P`M${s * 20} ${y0}Q${s * 170} ${y0 - 30 - k * 8} ${s * 360 * Math.cos(a)} ${-60 - 360 * Math.sin(a)}`;
    }
  const trunk = 'M0 560V-230',
    cres = P`M${-360} 192A440 440 0 1 1 360 192`;
  const g = (stroke, wd, extra = '') =>
    `<g stroke="${stroke}" fill="none" stroke-linecap="round" ${extra}><path d="${fr}" stroke-width="${wd}"/><path d="${trunk}" stroke-width="${wd * 2.4}"/><path d="${cres}" stroke-width="${wd * 1.2}"/></g>`;
  return (
    `<g ${blur(12)}>${g(c.shallow, 70, 'opacity=".55"')}</g>` +
    `<g transform="translate(10 8)">${g(c.shadow, 22, 'opacity=".35"')}</g>` +
    g(c.sand, 22) +
    g(c.green, 8, 'opacity=".85" stroke-dasharray="3 5"') +
    g(c.roof, 3, 'stroke-dasharray="2 9" opacity=".9"') +
    P`<ellipse cx="0" cy="-500" rx="46" ry="20" fill="${c.roof}"/>`
  );
}

// ---------------------------------------------------------------- hero scenes
const WIN_GOLD = { colors: ['#f7d995', '#e2c58a', '#fff1c9'], p: 0.3 };
const WIN_WARM = { colors: ['#f6d28b', '#f0b86a'], p: 0.06 };
const WIN_NIGHT = { colors: ['#fff3d6', '#e2c58a', '#a9c7e8'], p: 0.32 };
const HEROES = {
  'hero-home': {
    seed: 1,
    sky: ['#0b2540', '#2a3d5e', '#83606a', '#d39b63', '#f0cf8e'],
    haze: '#e8b57c',
    sun: { x: 0.76, y: 0.5, r: 0.05, color: '#ffe1a0', glow: '#f7c36e' },
    clouds: { n: 14, y: [0.25, 0.85], color: '#f5c98a', op: 0.45 },
    layers: stack('#d9a06f', '#14182a', {
      rim: '#ffcf86',
      windows: WIN_WARM,
      marks: {
        1: [
          { t: 'needle', x: 0.6, h: 0.64 },
          { t: 'twist', x: 0.8, w: 0.03, h: 0.3 },
        ],
      },
    }),
    sea: { colors: ['#a8765a', '#3a2c3c', '#0b1424'], glint: [0.76, '#ffd99a'] },
  },
  'hero-club': {
    seed: 2,
    sky: ['#03080f', '#071829', '#0b2540', '#1a3050', '#4a3f3a'],
    haze: '#3d4152',
    stars: 260,
    moon: [0.8, 0.16, 0.035],
    bands: ['#b8893a'],
    bandY: 0.62,
    bandOp: 0.35,
    horizon: 0.7,
    layers: stack('#2a3550', '#060d18', {
      windows: WIN_GOLD,
      rim: '#e2c58a',
      env: peak(0.58, 0.35),
      marks: {
        1: [
          { t: 'needle', x: 0.55, h: 0.62 },
          { t: 'frame', x: 0.82, h: 0.18 },
        ],
      },
    }),
    sea: { colors: ['#2a3040', '#08121f', '#03080f'], reflect: 0.55, glint: [0.55, '#e2c58a'] },
    shade: 0.6,
    glow: ['#b8893a', 0.58],
  },
  'hero-roadshow': {
    seed: 3,
    sky: ['#0b2540', '#1e3a5f', '#4d5275', '#b98371', '#e4b58a'],
    haze: '#c99279',
    sky2: (W, H) => worldArcs(W, H, '#e2c58a'),
    horizon: 0.76,
    sun: { x: 0.3, y: 0.64, r: 0.035, color: '#ffd7a0', glow: '#f2a86c' },
    layers: stack('#b88577', '#111a2c', {
      rim: '#f4c38e',
      windows: WIN_WARM,
      env: peak(0.66, 0.28, 0.25),
      marks: { 1: [{ t: 'needle', x: 0.66, h: 0.56 }] },
    }),
    sea: { colors: ['#8b6b6d', '#22283a', '#08101c'], glint: [0.3, '#ffcf96'] },
  },
  'hero-germany': {
    seed: 4,
    sky: ['#0e1b2e', '#28304a', '#5e4854', '#b86e5a', '#e4a46c'],
    haze: '#c98466',
    bands: ['#1a1a1a', '#dd0000', '#ffce00'],
    bandY: 0.16,
    bandOp: 0.24,
    sun: { x: 0.3, y: 0.56, r: 0.04, color: '#ffc88a', glow: '#f09058' },
    clouds: { n: 10, y: [0.5, 0.9], color: '#f2a070', op: 0.35 },
    layers: stack('#b7766a', '#10131f', {
      rim: '#ffb27a',
      windows: WIN_WARM,
      env: peak(0.65, 0.32),
      marks: {
        1: [
          { t: 'needle', x: 0.7, h: 0.6 },
          { t: 'frame', x: 0.45, h: 0.2 },
        ],
      },
    }),
    sea: { colors: ['#8a5a55', '#261c28', '#090c16'], glint: [0.3, '#ffbe85'] },
  },
  'hero-italy': {
    seed: 5,
    sky: ['#12233a', '#3e4560', '#9d6a6c', '#e49a6c', '#f5cd92'],
    haze: '#eaa877',
    bands: ['#009246', '#f4f1ea', '#ce2b37'],
    bandY: 0.14,
    bandOp: 0.22,
    sun: { x: 0.5, y: 0.54, r: 0.05, color: '#ffe0a8', glow: '#f5a868' },
    horizon: 0.74,
    layers: stack('#d6986f', '#1a1622', {
      rim: '#ffd08e',
      windows: WIN_WARM,
      env: peak(0.7, 0.28),
      marks: {
        1: [{ t: 'needle', x: 0.74, h: 0.58 }],
        2: [
          { t: 'palm', x: 0.93, h: 0.2, lean: -0.1 },
          { t: 'palm', x: 0.97, h: 0.16, lean: 0.08 },
        ],
      },
    }),
    sea: { colors: ['#b07a5e', '#392a35', '#0d111c'], glint: [0.5, '#ffd49a'] },
  },
  'hero-taiwan': {
    seed: 6,
    sky: ['#050c1a', '#0b1b38', '#1b2d5a', '#3f3a66', '#6a4563'],
    haze: '#4d4168',
    stars: 200,
    bands: ['#1d3fb8', '#fe1e2e'],
    bandY: 0.18,
    bandOp: 0.2,
    moon: [0.2, 0.2, 0.028],
    layers: stack('#433f67', '#070b18', {
      windows: WIN_NIGHT,
      rim: '#9fb4ff',
      env: peak(0.62, 0.3),
      marks: {
        0: [{ t: 'pagoda', x: 0.86, h: 0.42, fill: '#3b3a62' }],
        1: [{ t: 'needle', x: 0.62, h: 0.6 }],
      },
    }),
    sea: { colors: ['#2b2a4a', '#0a1022', '#04070f'], reflect: 0.5 },
    glow: ['#8a4a78', 0.65],
  },
  'hero-marjan': null,
  'hero-properties': null,
  'hero-invest': {
    seed: 9,
    sky: ['#2d4472', '#6a6d96', '#d59fa2', '#f7c9a0', '#fde7c6'],
    haze: '#f1c6aa',
    sun: { x: 0.66, y: 0.46, r: 0.06, color: '#fff0c8', glow: '#ffd49a' },
    clouds: { n: 16, y: [0.2, 0.8], color: '#fff0e0', op: 0.45 },
    horizon: 0.7,
    layers: stack('#e2b3a6', '#2b2a44', {
      rim: '#fff0cf',
      env: peak(0.6, 0.35),
      marks: {
        1: [
          { t: 'needle', x: 0.52, h: 0.62 },
          { t: 'twist', x: 0.74, w: 0.032, h: 0.32 },
        ],
      },
    }),
    sea: { colors: ['#e0b3a2', '#6b6480', '#1c2138'], glint: [0.66, '#fff3d2'] },
    shade: 0.5,
  },
  'hero-sell': {
    seed: 10,
    sky: ['#40668f', '#8fa2b6', '#e0c49e', '#f3cf96'],
    haze: '#e8c99a',
    sun: { x: 0.82, y: 0.36, r: 0.04, color: '#fff3d0', glow: '#ffe0a0' },
    puffs: [
      [0.1, 0.22, 0.05, 0.35],
      [0.55, 0.15, 0.04, 0.3],
    ],
    horizon: 0.66,
    layers: stack('#c9b7a2', '#3b3a44', {
      rim: '#ffe7b8',
      env: peak(0.55, 0.4, 0.4),
      layer: [{}, {}, { env: () => 0 }],
      marks: { 1: [{ t: 'needle', x: 0.42, h: 0.52 }] },
    }),
    fore: (W, H, hy, rng) => villas(W, H, hy, rng, ['#f3e7d2', '#e6d3b4', '#9c8468'], '#3d5a3a'),
  },
  'hero-partners': {
    seed: 11,
    sky: ['#0d2340', '#2c3e66', '#7e5b78', '#dd8e72', '#f2bd87'],
    haze: '#d99a84',
    sun: { x: 0.4, y: 0.42, r: 0.04, color: '#ffd6a0', glow: '#f6a070' },
    clouds: { n: 12, y: [0.3, 0.9], color: '#ffb890', op: 0.35 },
    horizon: 0.62,
    layers: stack('#b27f86', '#111629', {
      rim: '#ffc59a',
      windows: WIN_NIGHT,
      env: peak(0.5, 0.45, 0.5),
      layer: [{}, { h: [0.12, 0.3], types: ['box', 'round', 'taper', 'slant'] }, {}],
      marks: { 1: [{ t: 'twist', x: 0.66, w: 0.035, h: 0.4 }] },
    }),
    sea: { colors: ['#7a5a70', '#1c2036', '#070b16'], reflect: 0.45, glint: [0.4, '#ffc890'] },
    fore: (W, H) =>
      [
        [0.52, 0.8, 0.13],
        [0.7, 0.88, 0.17],
        [0.86, 0.76, 0.1],
        [0.32, 0.74, 0.08],
      ]
        .map(([x, y, l]) => yacht(x * W, y * H, l * W, ['#d6c8c4', '#ab9ea4', '#ffd9a0']))
        .join(''),
  },
  'hero-careers': {
    seed: 12,
    sky: ['#2a78bd', '#4f9ad4', '#93c6e8', '#dcedf5'],
    haze: '#c7dde9',
    sun: { x: 0.84, y: 0.16, r: 0.045, color: '#fffbe8', glow: '#fff3c0' },
    puffs: [
      [0.08, 0.2, 0.06, 0.9],
      [0.46, 0.12, 0.045, 0.85],
      [0.7, 0.3, 0.05, 0.8],
      [0.3, 0.4, 0.035, 0.7],
    ],
    horizon: 0.7,
    layers: stack('#a9c3d6', '#20405e', {
      rim: '#ffffff',
      env: peak(0.58, 0.35),
      marks: {
        1: [
          { t: 'needle', x: 0.6, h: 0.62 },
          { t: 'frame', x: 0.3, h: 0.19 },
          { t: 'twist', x: 0.82, w: 0.03, h: 0.3 },
        ],
      },
    }),
    sea: { colors: ['#7fc4d4', '#2b8aa8', '#0e4766'], reflect: 0.25, glint: [0.84, '#ffffff'] },
    shade: 0.5,
  },
  'hero-compass': {
    seed: 13,
    sky: ['#02070f', '#071829', '#0e2845', '#273a58', '#4c4a55'],
    haze: '#39415a',
    stars: 520,
    horizon: 0.66,
    moon: [0.2, 0.16, 0.022],
    sky2: (W, H) => compass(W * 0.68, H * 0.3, H * 0.2, '#e2c58a'),
    layers: stack('#2d3650', '#0a1220', {
      windows: WIN_GOLD,
      env: (x) => (x < 0.45 ? 0 : peak(0.75, 0.15, 0.2)(x)),
      marks: { 1: [{ t: 'needle', x: 0.76, h: 0.46 }] },
      layer: [{ x0: 0.5 }, {}, { h: [0.02, 0.05] }],
    }),
    fore: (W, H, hy, rng) => dunes(rng, W, H, hy, ['#4a4350', '#37323f', '#26232f', '#16151f']),
    glow: ['#b8893a', 0.76],
  },
  'hero-video': {
    seed: 14,
    sky: ['#02060d', '#061426', '#0c2744', '#1f3a5a', '#3a4658'],
    haze: '#2c3a52',
    stars: 120,
    moon: [0.14, 0.18, 0.03],
    horizon: 0.64,
    // Anamorphic-style flare through the moon for the "cinematic" brief.
    sky2: (W, H) =>
      rect(
        0,
        H * 0.18 - 2,
        W,
        4,
        lin(
          [
            [0, '#9cc4ff', 0],
            [0.14, '#cfe2ff', 0.7],
            [0.6, '#9cc4ff', 0],
          ],
          1,
          0,
        ),
        blur(2),
      ),
    layers: stack('#253551', '#04080f', {
      windows: { ...WIN_NIGHT, p: 0.4 },
      rim: '#7fb0e0',
      env: peak(0.55, 0.5, 0.45),
      marks: {
        1: [
          { t: 'needle', x: 0.5, h: 0.58 },
          { t: 'twist', x: 0.72, w: 0.028, h: 0.34 },
          { t: 'frame', x: 0.28, h: 0.16 },
        ],
      },
    }),
    sea: { colors: ['#26344a', '#08111f', '#02050a'], reflect: 0.65 },
    shade: 0.6,
    glow: ['#5a6f96', 0.5],
  },
  'hero-hebrew': {
    seed: 15,
    sky: ['#1b2a4a', '#544a70', '#bd6479', '#f08a5d', '#fcd58a'],
    haze: '#f2a877',
    horizon: 0.64,
    sun: { x: 0.5, y: 0.62, r: 0.075, color: '#ffd48a', glow: '#ff9e6a' },
    clouds: { n: 14, y: [0.3, 0.95], color: '#ffb07a', op: 0.45 },
    layers: stack('#e08f78', '#1c1424', {
      env: (x) => (x < 0.78 ? 0 : 0.5),
      layer: [{ h: [0.04, 0.12] }, { env: () => 0 }, { env: () => 0 }],
      marks: { 1: [{ t: 'sail', x: 0.66, h: 0.42, fill: '#2a1c2c' }] },
      rim: '#ffd0a0',
    }),
    sea: { colors: ['#d9886e', '#5a3346', '#140f1c'], glint: [0.5, '#ffdf9e'], reflect: 0.5 },
  },
  'hero-opportunities': {
    seed: 16,
    sky: ['#1d2440', '#5d3d5a', '#c4604f', '#f0945a', '#f8c77a'],
    haze: '#e7906b',
    sun: { x: 0.3, y: 0.54, r: 0.05, color: '#ffd899', glow: '#ff9a5c' },
    horizon: 0.74,
    layers: stack('#c8766a', '#170f1a', {
      env: peak(0.6, 0.35),
      rim: '#ffb27a',
      marks: {
        1: [
          { t: 'skeleton', x: 0.46, w: 0.04, h: 0.3, done: 0.5 },
          { t: 'skeleton', x: 0.72, w: 0.05, h: 0.38, done: 0.6 },
          { t: 'crane', x: 0.5, h: 0.46, j: 0.09 },
          { t: 'crane', x: 0.78, h: 0.54, j: 0.1, dir: -1 },
          { t: 'needle', x: 0.62, h: 0.52 },
        ],
        2: [{ t: 'crane', x: 0.9, h: 0.34, j: 0.07, dir: -1 }],
      },
    }),
    sea: { colors: ['#a86250', '#2e1a26', '#0c0a12'], glint: [0.3, '#ffce8a'] },
  },
  'hero-blog': {
    seed: 17,
    sky: ['#0e2746', '#24466e', '#5f7ea3', '#aeb3c6', '#e0c3b4'],
    haze: '#a9b3c8',
    horizon: 0.74,
    moon: [0.76, 0.2, 0.025],
    layers: stack('#8c9bb5', '#0f1c30', {
      windows: { ...WIN_NIGHT, p: 0.14 },
      env: peak(0.6, 0.35, 0.35),
      rim: '#dbe6ff',
      marks: { 1: [{ t: 'needle', x: 0.66, h: 0.5 }] },
    }),
    sea: { colors: ['#8895ad', '#23344f', '#0a1424'], reflect: 0.5 },
  },
};

// Residential foreground for hero-sell: low villas with flat roofs, gardens and palms.
function villas(W, H, hy, rng, c, green) {
  let s = rect(
      0,
      hy,
      W,
      H - hy,
      lin([mix(green, '#d9c79a', 0.55), mix(green, '#a8a070', 0.2), '#16201a']),
    ),
    trees = '';
  // A soft tree line hides the join between the city and the community's lawns.
  for (let x = -20; x < W + 20; x += lerp(10, 26, rng())) {
    const r = lerp(8, 22, rng());
    trees += P`M${x - r} ${hy + 6}a${r} ${r} 0 1 1 ${2 * r} 0Z`;
  }
  s += path(trees, mix(green, '#9a9a80', 0.45));
  for (const [row, y, sc] of [
    [0, hy + H * 0.09, 0.62],
    [1, hy + H * 0.23, 1],
  ]) {
    const haze = row ? 0 : 0.25;
    for (let x = -60 + row * 110 + rng() * 40; x < W;) {
      const w = W * 0.1 * sc * lerp(0.85, 1.25, rng()),
        h = H * 0.07 * sc,
        up = rng() < 0.5 ? 0 : w * 0.4;
      const [c0, c1] = [mix(pick(rng, c), '#d9c79a', haze), mix(c[2], '#d9c79a', haze)];
      // Low sun from the right throws long shadows to the left across the lawns.
      s += path(
        P`M${x} ${y}L${x - w * 0.5} ${y + h * 0.25}H${x + w * 0.5}L${x + w} ${y}Z`,
        '#0f1a12',
        'opacity=".22"',
      );
      s +=
        rect(x, y - h, w, h, c0) +
        rect(x + up, y - h * 1.75, w * 0.6, h * 0.75, c0) +
        rect(x - 6 * sc, y - h - 4 * sc, w + 12 * sc, 5 * sc, c1) +
        rect(x + up - 5 * sc, y - h * 1.75 - 4 * sc, w * 0.6 + 10 * sc, 5 * sc, c1);
      s +=
        rect(x + up, y - h * 1.75, w * 0.6, h * 0.75, '#000', 'opacity=".06"') +
        rect(x + w * 0.66, y - h, w * 0.34, h, '#fff', 'opacity=".12"');
      const g = lin(
        [
          [0, '#2e4557'],
          [0.6, '#55768a'],
          [1, '#f0c98a'],
        ],
        1,
        1,
      );
      s +=
        rect(x + w * 0.08, y - h * 0.78, w * 0.36, h * 0.62, g) +
        rect(x + up + w * 0.08, y - h * 1.6, w * 0.44, h * 0.42, g);
      s += rect(x - w * 0.1, y - h * 0.18, w * 1.2, h * 0.18, mix(green, '#000', 0.1));
      s += palm(
        x + w * 1.12,
        y + 2,
        H * 0.16 * sc,
        mix(mix(green, '#000', 0.05), '#d9c79a', haze),
        rng,
        (rng() - 0.5) * 0.2,
      );
      x += w * lerp(1.45, 1.75, rng());
    }
  }
  return s;
}
function aerialSea(W, H, hy, c) {
  return (
    rect(0, 0, W, H, lin(c.sky)) +
    rect(0, hy, W, H - hy, lin(c.sea)) +
    rect(
      0,
      hy - 2,
      W,
      H * 0.03,
      rad([
        [0, '#ffffff', 0.25],
        [1, '#ffffff', 0],
      ]),
      blur(6),
    )
  );
}
function heroProperties(W, H) {
  const rng = mulberry32(7),
    hy = H * 0.3;
  const c = {
    sky: ['#12284a', '#6b5a6e', '#e09a66', '#f6cf8f'],
    sea: ['#c79a6c', '#2d6d7e', '#0b3450', '#061b2e'],
  };
  let s =
    aerialSea(W, H, hy, c) +
    sun(W * 0.7, hy - H * 0.075, H * 0.04, { color: '#ffe3a6', glow: '#f5b36a' });
  s += skyline(rng, W, H, hy, {
    h: [0.01, 0.06],
    w: [10, 30],
    gap: [-4, 10],
    fill: '#8a6a66',
    env: peak(0.45, 0.25, 0.2),
    marks: [{ t: 'needle', x: 0.42, h: 0.13 }],
  });
  s +=
    `<g transform="translate(${W * 0.6} ${H * 0.66}) scale(1 0.5) rotate(-10)">` +
    palmIsland({
      shallow: '#6fd0c8',
      shadow: '#04121e',
      sand: '#f1d39b',
      green: '#5f8a4a',
      roof: '#fff4dc',
    }) +
    '</g>';
  for (let i = 0; i < 140; i++)
    s += P`<path d="M${W * (0.55 + rng() * 0.3)} ${hy + 4 + (H - hy) * rng() ** 2 * 0.4}h${lerp(5, 30, rng())}" stroke="#ffd99a" stroke-width="2" opacity=".5"/>`;
  return s + shade(W, H, 0.6);
}
function heroMarjan(W, H) {
  const rng = mulberry32(8),
    hy = H * 0.2,
    cx = W * 0.6,
    cy = H * 0.62;
  const c = {
    sky: ['#3d8fc4', '#9fd2ea', '#e8f4f4'],
    sea: ['#9fdcdc', '#37b7bd', '#138a9e', '#0a4f6e', '#062f48'],
  };
  let s =
    aerialSea(W, H, hy, c) +
    cloud(W * 0.1, H * 0.1, H * 0.04, '#fff', 0.8) +
    cloud(W * 0.7, H * 0.07, H * 0.03, '#fff', 0.7);
  s += skyline(rng, W, H, hy, {
    h: [0.01, 0.05],
    w: [14, 34],
    gap: [0, 26],
    fill: '#7fa7b8',
    env: peak(0.6, 0.3, 0.3),
  });
  s += rect(0, hy, W, H * 0.012, '#e9d7ae');
  const proj = (x, y) => [cx + x, cy + y * 0.42];
  const isl = [
    [0, 0, 260, 6],
    [-430, -260, 150, 5],
    [420, -300, 130, 7],
    [-520, 170, 110, 5],
    [560, 130, 120, 6],
  ];
  const causeway = isl
    .map(([x, y]) => proj(x, y))
    .map(([x, y]) => P`M${cx} ${cy}L${x} ${y}`)
    .join('');
  s += `<path d="${causeway}" stroke="#d9ccb0" stroke-width="5" opacity=".8"/>`;
  const shapes = isl.map(([x, y, R, lobes]) => {
    const ph = rng() * 6,
      ph2 = rng() * 6,
      a1 = lerp(0.18, 0.3, rng()),
      a2 = lerp(0.05, 0.13, rng());
    const pts = (k) =>
      Array.from({ length: 64 }, (_, i) => {
        const a = (i / 64) * Math.PI * 2,
          r =
            R *
            k *
            (1 +
              a1 * Math.sin(a * lobes + ph) +
              a2 * Math.sin(a * (lobes + 3) + ph2) +
              0.05 * Math.sin(a * 13));
        return proj(x + Math.cos(a) * r, y + Math.sin(a) * r);
      });
    return [blob(pts(1.25)), blob(pts(1)), blob(pts(0.78)), blob(pts(0.45))];
  });
  s += `<g ${blur(14)}>${shapes.map((p) => path(p[0], '#b9f1e6', 'opacity=".55"')).join('')}</g>`;
  s += shapes
    .map(
      (p) => path(p[1], '#f4e3bb') + path(p[2], '#5f9e5c') + path(p[3], '#7fbf6a', 'opacity=".7"'),
    )
    .join('');
  const towers = [
    [-90, -40, 38, 110],
    [-20, -70, 44, 150],
    [60, -30, 36, 120],
    [120, 30, 30, 80],
    [-140, 40, 34, 70],
    [10, 60, 50, 60],
    [-400, -250, 26, 60],
    [430, -300, 24, 55],
    [560, 120, 28, 50],
  ];
  towers
    .sort((a, b) => a[1] - b[1])
    .forEach(([x, y, w, h]) => {
      const [px, py] = proj(x, y);
      s += path(P`M${px} ${py}l${w} 0l${h * 0.5} ${h * 0.12}l${-w} 0Z`, '#0b4a5a', 'opacity=".25"');
      s += prism(px, py, w, w * 0.5, h, ['#f7f2e8', '#d7cbb8', '#ffffff', '#7fb6c8']);
    });
  for (const [x, y, R] of isl)
    for (let i = 0; i < R / 8; i++) {
      const a = rng() * 7,
        [px, py] = proj(x + Math.cos(a) * R * 0.75 * rng(), y + Math.sin(a) * R * 0.75 * rng());
      s += P`<circle cx="${px}" cy="${py}" r="${lerp(3, 7, rng())}" fill="#3f7d43" opacity=".8"/>`;
    }
  for (let i = 0; i < 120; i++)
    s += P`<path d="M${rng() * W} ${hy + (H - hy) * rng()}h${lerp(6, 40, rng())}" stroke="#e6fbf8" stroke-width="1.5" opacity=".25"/>`;
  // Speedboats with V-shaped wakes give the open water scale and life.
  for (const [x, y, l] of [
    [0.3, 0.46, 26],
    [0.86, 0.86, 36],
    [0.42, 0.9, 30],
  ])
    s +=
      P`<path d="M${x * W} ${y * H}l${-l * 5} ${-l * 0.9}M${x * W} ${y * H}l${-l * 5} ${l * 0.9}" stroke="#f2fffd" stroke-width="3" opacity=".5" fill="none"/>` +
      path(
        P`M${x * W - l} ${y * H - l * 0.18}h${l * 0.8}l${l * 0.4} ${l * 0.18}l${-l * 0.4} ${l * 0.18}h${-l * 0.8}Z`,
        '#ffffff',
      );
  return s + shade(W, H, 0.55, '#04253a');
}

// ---------------------------------------------------------------- section, card and blog art
const VIEW_DUSK = {
  seed: 21,
  sky: ['#172a4a', '#56507a', '#c77f78', '#f2b283'],
  haze: '#d99a88',
  sun: { x: 0.3, y: 0.66, r: 0.05, color: '#ffd9a0', glow: '#f7a36e' },
  layers: stack('#b78788', '#1a1a2e', {
    windows: WIN_WARM,
    rim: '#ffc59a',
    marks: { 1: [{ t: 'needle', x: 0.55, h: 0.62 }] },
  }),
  sea: { colors: ['#9a7078', '#2a2538', '#0d0f1c'], glint: [0.3, '#ffd09a'] },
  shade: 0,
};
function about(W, H) {
  const view = city(1600, 1000, {
    seed: 22,
    sky: ['#3b6e9c', '#a6b8c4', '#eed3a4', '#f6e2b8'],
    haze: '#e8d0a4',
    sun: { x: 0.78, y: 0.5, r: 0.05, color: '#fff4d8', glow: '#ffe0a0' },
    layers: stack('#cdbca4', '#38384a', {
      rim: '#fff0c8',
      marks: {
        1: [
          { t: 'needle', x: 0.5, h: 0.66 },
          { t: 'frame', x: 0.2, h: 0.2 },
        ],
      },
    }),
    sea: { colors: ['#c2b49c', '#4a6b80', '#1c3248'] },
    shade: 0,
  });
  const f = '#121c2b';
  let s = nest(0, 0, W, 700, 1600, 1000, view);
  s += rect(
    0,
    0,
    W,
    700,
    lin(
      [
        [0, '#fff', 0.06],
        [0.5, '#fff', 0],
        [1, '#fff', 0.1],
      ],
      1,
      0.6,
    ),
  );
  s +=
    rect(0, 0, 46, 700, f) +
    rect(W - 46, 0, 46, 700, f) +
    rect(394, 0, 22, 700, f) +
    rect(784, 0, 22, 700, f) +
    rect(0, 0, W, 30, f) +
    rect(0, 170, W, 10, f) +
    rect(0, 690, W, 20, f);
  s += path(P`M0 710H${W}V${H}H0Z`, lin(['#5b4636', '#2a2019'])) + rect(0, 708, W, 14, '#7b5e46');
  s += path(P`M180 722h220l60 178H160Z M520 722h200l70 178H480Z`, '#ffd9a0', 'opacity=".08"');
  s +=
    path('M300 700l18-120h240l18 120Z', '#1c2430') +
    rect(290, 700, 296, 10, '#3a4554') +
    P`<circle cx="438" cy="640" r="10" fill="#e2c58a" opacity=".6"/>`;
  s +=
    rect(700, 672, 42, 36, '#efe8dc', 'rx="6"') +
    path('M742 680q18 0 18 12t-18 12', 'none', 'stroke="#efe8dc" stroke-width="5"') +
    rect(800, 694, 150, 14, '#b8893a', 'rx="2"');
  s +=
    rect(1030, 620, 80, 90, '#d8cfc2', 'rx="8"') +
    palm(1070, 624, 170, '#2f5a3c', mulberry32(23), 0.04);
  return s;
}
// A living room whose window looks out on `view`: the section art, and each listing's second picture.
const listing = room((W, H) => city(W, H, VIEW_DUSK));
function room(view) {
  return (W, H) => roomWithView(W, H, view);
}
function roomWithView(W, H, view) {
  let s = nest(80, 50, W - 160, 600, 1600, 900, view(1600, 900));
  s +=
    rect(0, 0, W, 50, '#2b2321') + rect(0, 0, 80, H, '#3b302b') + rect(W - 80, 0, 80, H, '#2f2623');
  for (const x of [80, 420, 760, 1104]) s += rect(x, 50, 16, 600, '#1b1716');
  s += rect(80, 50, W - 160, 12, '#1b1716') + rect(80, 640, W - 160, 14, '#1b1716');
  s += rect(
    96,
    62,
    W - 192,
    578,
    lin(
      [
        [0, '#fff', 0.08],
        [0.35, '#fff', 0],
        [0.6, '#fff', 0.05],
        [1, '#fff', 0],
      ],
      1,
      1,
    ),
  );
  s +=
    path(P`M0 654H${W}V${H}H0Z`, lin(['#6d5140', '#3b2b22'])) +
    path(P`M200 654h800l120 246H80Z`, '#f5b98a', 'opacity=".1"');
  s +=
    path('M230 880L330 760H900L1020 880Z', '#cbb8a0') +
    path('M260 870L345 772H885L990 870Z', '#b9a48a');
  s +=
    rect(200, 640, 560, 110, '#d9cbb8', 'rx="22"') +
    rect(180, 690, 600, 110, '#e7dccb', 'rx="26"') +
    rect(160, 660, 70, 150, '#cfbfa9', 'rx="24"') +
    rect(730, 660, 70, 150, '#cfbfa9', 'rx="24"');
  s +=
    rect(260, 660, 150, 80, '#b8893a', 'rx="16" opacity=".85"') +
    rect(560, 664, 140, 76, '#7b8b9c', 'rx="16"');
  s +=
    path('M920 880V520q0-90 110-110', 'none', 'stroke="#1c1a1a" stroke-width="8"') +
    path('M990 430a50 36 0 0 1 100 0Z', '#e2c58a') +
    P`<circle cx="1040" cy="440" r="90" fill="${rad([
      [0, '#ffd9a0', 0.45],
      [1, '#ffd9a0', 0],
    ])}"/>`;
  s +=
    rect(40, 700, 100, 120, '#3a3431', 'rx="10"') +
    palm(90, 704, 260, '#2f4f35', mulberry32(31), -0.05);
  for (const x of [300, 600, 900])
    s += P`<circle cx="${x}" cy="25" r="40" fill="${rad([
      [0, '#ffe2b0', 0.35],
      [1, '#ffe2b0', 0],
    ])}"/><rect x="${x - 12}" y="20" width="24" height="6" rx="3" fill="#ffe7c0"/>`;
  return s + shade(W, H, 0.25, '#120c0a');
}
function lounge(W, H) {
  const view = city(1600, 1000, {
    seed: 41,
    sky: ['#03080f', '#071829', '#0e2a48', '#2e3a52'],
    haze: '#2f3b55',
    stars: 160,
    moon: [0.82, 0.14, 0.03],
    horizon: 0.68,
    layers: stack('#2a3550', '#060d18', {
      windows: WIN_GOLD,
      rim: '#e2c58a',
      marks: { 1: [{ t: 'needle', x: 0.42, h: 0.6 }] },
    }),
    sea: { colors: ['#26304a', '#08121f', '#03080f'], reflect: 0.55 },
    shade: 0,
  });
  const rng = mulberry32(42);
  let s = nest(0, 0, W, 700, 1600, 1000, view);
  s += rect(0, 540, W, 160, '#c9d8e8', 'opacity=".07"') + rect(0, 536, W, 6, '#b8893a');
  for (let x = 60; x < W; x += 220) s += rect(x, 540, 5, 160, '#0c1420');
  s += path(P`M0 700H${W}V${H}H0Z`, lin(['#2a2118', '#120d09']));
  for (let k = -6; k <= 6; k++)
    s += P`<path d="M${W / 2 + k * 60} 700L${W / 2 + k * 220} ${H}" stroke="#000" stroke-width="2" opacity=".3"/>`;
  let bulbs = '',
    cable = '';
  for (const [y0, sag] of [
    [40, 70],
    [90, 60],
  ]) {
    cable += P`M-20 ${y0}Q${W / 2} ${y0 + sag * 2} ${W + 20} ${y0}`;
    for (let t = 0.04; t < 1; t += 0.06) {
      const x = lerp(-20, W + 20, t),
        y = y0 + sag * 4 * t * (1 - t);
      bulbs += P`<circle cx="${x}" cy="${y + 6}" r="12" fill="${rad([
        [0, '#ffd58a', 0.7],
        [1, '#ffd58a', 0],
      ])}"/><circle cx="${x}" cy="${y + 6}" r="3" fill="#fff1c8"/>`;
    }
  }
  s += `<path d="${cable}" stroke="#0a0a0a" stroke-width="2" fill="none"/>` + bulbs;
  s +=
    rect(40, 630, 500, 100, lin(['#3a3540', '#22202a']), 'rx="26"') +
    rect(60, 700, 460, 120, lin(['#4a4450', '#1e1c24']), 'rx="22"') +
    rect(20, 660, 70, 160, '#2c2932', 'rx="24"') +
    rect(490, 660, 70, 160, '#2c2932', 'rx="24"');
  s +=
    rect(110, 650, 120, 80, '#b8893a', 'rx="16"') +
    rect(250, 654, 110, 76, '#e2d6c0', 'rx="16"') +
    rect(380, 650, 100, 80, '#6b5a48', 'rx="16"') +
    rect(60, 700, 460, 4, '#e2c58a', 'opacity=".5"');
  s +=
    rect(620, 760, 300, 24, '#3a2c20', 'rx="6"') +
    rect(650, 784, 16, 80, '#241a12') +
    rect(874, 784, 16, 80, '#241a12');
  for (const x of [700, 780, 850])
    s += P`<circle cx="${x}" cy="740" r="40" fill="${rad([
      [0, '#ffb45a', 0.5],
      [1, '#ffb45a', 0],
    ])}"/><rect x="${x - 7}" y="738" width="14" height="22" rx="3" fill="#f0e2c8"/>`;
  s +=
    rect(1010, 690, 170, 140, '#1a1a20', 'rx="26"') +
    rect(1080, 740, 70, 120, '#2a2016', 'rx="8"') +
    palm(1110, 745, 330, '#0c1a14', rng, -0.08);
  return s + shade(W, H, 0.3);
}
// Generic card backdrop: sky, hazy skyline, sea or ground.
const cardCity = (o) => (W, H) => city(W, H, { shade: 0.3, ...o });
const CARDS = {
  'property-1': cardCity({
    seed: 51,
    sky: ['#4a8fc4', '#a7d0e6', '#f3dcc0'],
    haze: '#d8d8d2',
    sun: { x: 0.2, y: 0.25, r: 0.05, color: '#fffbe6', glow: '#fff0c0' },
    horizon: 0.7,
    puffs: [[0.6, 0.18, 0.05, 0.8]],
    layers: stack('#b7c6cf', '#2f4a5e', {
      rim: '#ffffff',
      env: peak(0.3, 0.3, 0.4),
      layer: [{}, {}, { h: [0.02, 0.05] }],
      marks: {
        2: [
          {
            t: 'glass',
            x: 0.55,
            w: 0.14,
            h: 0.62,
            c: ['#9cc8dc', '#3f7a9c', '#1c3f5c', '#e8f6ff'],
          },
          { t: 'palm', x: 0.42, h: 0.22, lean: -0.1, fill: '#244a3c' },
          { t: 'palm', x: 0.8, h: 0.26, fill: '#244a3c' },
        ],
      },
    }),
    sea: { colors: ['#7fd0d6', '#2b9bb0', '#0f5a78'], reflect: 0.4, glint: [0.2, '#ffffff'] },
    fore: (W, H, hy) =>
      rect(0, hy - 3, W, 10, '#e9dcc2') + rect(0, hy + 7, W, 4, '#1b4a60', 'opacity=".4"'),
  }),
  'property-2': villaPool,
  'property-3': cardCity({
    seed: 53,
    sky: ['#1e1a3e', '#5b3f78', '#c9708a', '#f4b08a'],
    haze: '#c98a9a',
    sun: { x: 0.22, y: 0.66, r: 0.05, color: '#ffd6a6', glow: '#ff9d80' },
    clouds: { n: 10, y: [0.3, 0.9], color: '#ff9ea0', op: 0.35 },
    layers: stack('#a8789a', '#150f26', {
      windows: WIN_NIGHT,
      rim: '#ffc0b0',
      env: peak(0.3, 0.3),
      marks: { 1: [{ t: 'twist', x: 0.6, w: 0.11, h: 0.66, fill: '#2a1f40' }] },
    }),
    sea: { colors: ['#8a6080', '#2a1c3a', '#0c0a18'], reflect: 0.45, glint: [0.22, '#ffcfa0'] },
  }),
  'property-4': cardCity({
    seed: 54,
    sky: ['#081a33', '#15345e', '#3e5f8e', '#8aa3c4'],
    haze: '#6d86aa',
    stars: 60,
    horizon: 0.62,
    layers: stack('#4f6a92', '#0b1526', {
      windows: { ...WIN_NIGHT, p: 0.45 },
      env: () => 1,
      layer: [
        {},
        { h: [0.18, 0.32], w: [60, 120], types: ['box', 'round', 'taper'] },
        { h: [0.08, 0.16], w: [120, 200], types: ['box', 'step'] },
      ],
    }),
    sea: { colors: ['#3a5478', '#0e1f38', '#050c18'], reflect: 0.6 },
    fore: (W, H) =>
      rect(0, H * 0.62, W, 8, '#1a2a40') +
      [
        [0.06, 0.76, 0.16],
        [0.42, 0.84, 0.2],
        [0.74, 0.74, 0.14],
      ]
        .map(([x, y, l]) => yacht(x * W, y * H, l * W, ['#9fb0c4', '#7d8ea6', '#f2d9a0']))
        .join(''),
  }),
  'property-5': beachResort,
  'property-6': townhouses,
};
function villaPool(W, H) {
  const rng = mulberry32(52);
  let s =
    rect(0, 0, W, H, lin(['#6fa7cf', '#c9dce2', '#f6dcb2'])) +
    sun(W * 0.85, H * 0.18, H * 0.06, { color: '#fff6dc', glow: '#ffe1a6' });
  s += skyline(rng, W, H, H * 0.5, {
    h: [0.04, 0.16],
    w: [24, 60],
    gap: [-10, 10],
    fill: '#c5c9cc',
    env: peak(0.3, 0.25, 0.2),
    marks: [{ t: 'needle', x: 0.22, h: 0.34 }],
  });
  s += rect(0, H * 0.5, W, H * 0.5, lin(['#9fb88a', '#5e7f4c']));
  s += palm(120, 470, 330, '#2c4a30', rng, 0.08) + palm(1090, 460, 300, '#2c4a30', rng, -0.1);
  s +=
    rect(250, 300, 640, 190, '#f4ede2') +
    rect(250, 300, 640, 12, '#d7ccbd') +
    rect(420, 190, 560, 110, '#fbf7f0') +
    rect(410, 184, 590, 12, '#3a3634');
  s += rect(880, 300, 100, 190, '#e3d8c6') + rect(400, 300, 600, 14, '#000', 'opacity=".12"');
  const glassF = lin(
    [
      [0, '#34596f'],
      [0.5, '#6f93a8'],
      [1, '#2a4658'],
    ],
    1,
    1,
  );
  s +=
    rect(290, 340, 260, 150, glassF) +
    rect(600, 340, 240, 150, glassF) +
    rect(460, 210, 480, 76, glassF);
  s +=
    path('M290 490L420 340h50L340 490Z M620 490L740 340h40L660 490Z', '#ffffff', 'opacity=".18"') +
    rect(420, 340, 3, 150, '#f4ede2') +
    rect(720, 340, 3, 150, '#f4ede2');
  s +=
    rect(0, 490, W, 40, '#e9dcc6') +
    rect(140, 530, 920, 180, lin(['#5fd0e0', '#1f9fc0', '#137a9e'])) +
    rect(120, 520, 960, 12, '#f5eee2');
  for (let i = 0; i < 26; i++)
    s += P`<path d="M${180 + rng() * 840} ${550 + rng() * 150}q15 -6 30 0t30 0" stroke="#e6fbff" stroke-width="2.5" fill="none" opacity=".5"/>`;
  s +=
    path('M330 518l16-14h110l-8 14Z M500 518l16-14h110l-8 14Z', '#ffffff') +
    rect(0, 710, W, 40, '#e9dcc6');
  return s + shade(W, H, 0.25);
}
function beachResort(W, H) {
  const rng = mulberry32(55),
    hy = H * 0.36,
    shore = P`M0 ${H * 0.56}Q${W * 0.45} ${H * 0.5} ${W} ${H * 0.54}`;
  let s =
    rect(0, 0, W, hy, lin(['#4f9fd6', '#cdeaf3'])) +
    cloud(W * 0.1, H * 0.14, 30, '#fff', 0.9) +
    cloud(W * 0.48, H * 0.08, 22, '#fff', 0.8);
  s +=
    rect(0, hy, W, H * 0.25, lin(['#2a9fc0', '#49c3cc', '#9ee3da'])) +
    path(shore + P`V${H}H0Z`, lin(['#f6e6c4', '#e6c992']));
  s += path(shore, 'none', 'stroke="#ffffff" stroke-width="7" opacity=".75"');
  for (let i = 0; i < 30; i++)
    s += P`<path d="M${rng() * W} ${hy + 6 + rng() * H * 0.12}h${lerp(10, 50, rng())}" stroke="#e9fbff" stroke-width="2" opacity=".4"/>`;
  s += path(P`M520 ${H * 0.68}L560 ${H * 0.6}H1220V${H * 0.68}Z`, '#000', 'opacity=".08"');
  for (const [x, y, w, h] of [
    [560, 385, 660, 90],
    [630, 305, 540, 80],
    [710, 240, 400, 65],
  ]) {
    s +=
      rect(x, y, w, h, '#fbf6ec') +
      rect(x + w * 0.78, y, w * 0.22, h, '#e8dfd0') +
      rect(x - 8, y + h - 8, w + 16, 8, '#d9cbb4');
    for (let ax = x + 24; ax < x + w - 40; ax += 58)
      s += path(
        P`M${ax} ${y + h - 8}v${-h * 0.45}a16 16 0 0 1 32 0v${h * 0.45}Z`,
        lin(['#2f7f9a', '#6fb8c8']),
      );
  }
  s += rect(540, 475, 700, 16, '#efe4cf');
  for (const [x, y, c] of [
    [140, 600, '#e2c58a'],
    [330, 640, '#f4f1ea'],
    [470, 590, '#b8893a'],
    [250, 700, '#e2c58a'],
  ]) {
    s +=
      path(P`M${x + 20} ${y + 22}h90l-12 8h-90Z`, '#000', 'opacity=".13"') +
      rect(x - 2, y - 70, 4, 92, '#6a5440') +
      path(P`M${x - 62} ${y - 70}Q${x} ${y - 122} ${x + 62} ${y - 70}Z`, c);
    s += rect(x + 16, y + 8, 64, 11, '#ffffff', 'rx="4"');
  }
  s +=
    palm(60, 560, 360, '#2f5a3a', rng, 0.06) +
    palm(500, 500, 250, '#2f5a3a', rng, -0.05) +
    palm(1170, 500, 320, '#2f5a3a', rng, -0.08);
  return s + shade(W, H, 0.25);
}
function townhouses(W, H) {
  const rng = mulberry32(56);
  let s =
    rect(0, 0, W, H, lin(['#8cc2e6', '#d7ebf0', '#f2efdc'])) +
    cloud(W * 0.15, H * 0.14, 28, '#fff', 0.9) +
    cloud(W * 0.66, H * 0.2, 34, '#fff', 0.85);
  s += skyline(rng, W, H, H * 0.48, {
    h: [0.03, 0.12],
    w: [20, 50],
    gap: [-6, 14],
    fill: '#bccbd2',
    env: peak(0.7, 0.2, 0.15),
    marks: [{ t: 'needle', x: 0.72, h: 0.3 }],
  });
  s += path(
    P`M0 ${H * 0.45}Q${W * 0.4} ${H * 0.4} ${W} ${H * 0.47}V${H}H0Z`,
    lin(['#a8c98a', '#5f9650']),
  );
  const tones = ['#f3ead8', '#e9dcc3', '#f7f1e6', '#e2cfb1'];
  for (const [y, sc, n] of [
    [H * 0.58, 0.62, 12],
    [H * 0.84, 1, 8],
  ]) {
    const uw = 170 * sc,
      uh = 150 * sc;
    for (let i = 0; i < n; i++) {
      const x = -20 * sc + i * uw,
        c = tones[i % 4],
        roofH = uh * 0.35;
      s +=
        rect(x, y - uh, uw, uh, c) +
        path(
          P`M${x - 4} ${y - uh}L${x + uw / 2} ${y - uh - roofH}L${x + uw + 4} ${y - uh}Z`,
          i % 2 ? '#8a5e44' : '#6e4c3a',
        );
      s +=
        rect(x + uw * 0.14, y - uh * 0.78, uw * 0.28, uh * 0.3, '#4d6c80') +
        rect(x + uw * 0.56, y - uh * 0.78, uw * 0.28, uh * 0.3, '#4d6c80') +
        rect(x + uw * 0.38, y - uh * 0.42, uw * 0.24, uh * 0.42, '#5a4032');
      s += rect(x + uw - 3 * sc, y - uh, 3 * sc, uh, '#000', 'opacity=".08"');
    }
    s += rect(0, y, W, 10 * sc, '#d9d2c0');
    for (let x = 40 * sc; x < W; x += uw * 1.5)
      s += P`<circle cx="${x}" cy="${y - 10 * sc}" r="${34 * sc}" fill="#3f7a3a"/><circle cx="${x + 12 * sc}" cy="${y - 22 * sc}" r="${22 * sc}" fill="#5d9a4a"/>`;
  }
  return s + rect(0, H * 0.86, W, H * 0.14, lin(['#7aa862', '#4f8040'])) + shade(W, H, 0.2);
}
function blogReasons(W, H) {
  const rng = mulberry32(61),
    hy = H * 0.78;
  let s =
    rect(0, 0, W, H, lin(['#071829', '#0b2540', '#2a3a58', '#6a5a5a'])) +
    stars(rng, W, H * 0.6, 120);
  let grid = '';
  for (let y = 60; y < hy; y += 60) grid += P`M0 ${y}H${W}`;
  s += `<path d="${grid}" stroke="#e2c58a" stroke-width="1" opacity=".08"/>`;
  s += skyline(rng, W, H, hy, { h: [0.05, 0.2], w: [20, 50], gap: [-8, 6], fill: '#23324c' });
  const tops = [];
  for (let i = 0; i < 7; i++) {
    const x = 170 + i * 130,
      h = H * (0.16 + i * 0.085),
      w = 80;
    s +=
      rect(
        x,
        hy - h,
        w,
        h,
        lin(
          [
            [0, '#e2c58a'],
            [1, '#8a6428'],
          ],
          1,
          0.3,
        ),
      ) + rect(x + w * 0.65, hy - h, w * 0.35, h, '#000', 'opacity=".15"');
    s += lights(rng, [x, hy - h, w, h], { colors: ['#fff3d0'], p: 0.35, cw: 9, ch: 12, op: 0.8 });
    tops.push([x + w / 2, hy - h - 30]);
  }
  s += `<path d="M${tops.map((p) => P`${p[0]} ${p[1]}`).join('L')}" stroke="#fff" stroke-width="3" fill="none" stroke-dasharray="10 8" opacity=".8"/>`;
  const [ex, ey] = tops.at(-1);
  s += path(P`M${ex + 4} ${ey - 22}l26 8l-18 20Z`, '#fff', 'opacity=".85"');
  s += rect(0, hy, W, H - hy, lin(['#1a2638', '#071829']));
  return s + shade(W, H, 0.35);
}
function blogVisa(W, H) {
  const rng = mulberry32(62);
  let s =
    rect(0, 0, W, H, lin(['#2a1d0f', '#6b4a1f', '#b8893a', '#e2c58a'])) +
    sun(W * 0.78, H * 0.6, H * 0.08, { color: '#fff1c8', glow: '#f5d28e' });
  s += skyline(rng, W, H, H * 0.8, {
    h: [0.05, 0.25],
    w: [26, 60],
    gap: [-10, 4],
    fill: '#8d6930',
    env: peak(0.7, 0.3, 0.3),
  });
  s += skyline(rng, W, H, H * 0.84, {
    h: [0.03, 0.14],
    w: [40, 90],
    gap: [-20, 4],
    fill: '#3f2c14',
    marks: [{ t: 'needle', x: 0.72, h: 0.62 }],
  });
  s += rect(0, H * 0.84, W, H * 0.16, '#24180b');
  s +=
    P`<g transform="rotate(-12 420 360)">` +
    rect(290, 170, 270, 370, '#000', 'rx="22" opacity=".3" transform="translate(14 16)"') +
    rect(290, 170, 270, 370, lin(['#f0d596', '#c99a45', '#9a6f2c'], 1, 1), 'rx="22"') +
    rect(306, 186, 238, 338, 'none', 'rx="14" stroke="#fff3cf" stroke-width="2" opacity=".55"') +
    compass(425, 320, 60, '#fff8e0') +
    P`<circle cx="425" cy="320" r="48" fill="none" stroke="#fff8e0" stroke-width="3" opacity=".7"/>` +
    rect(345, 430, 160, 8, '#fff8e0', 'rx="4" opacity=".55"') +
    rect(370, 452, 110, 8, '#fff8e0', 'rx="4" opacity=".4"') +
    '</g>';
  return s + shade(W, H, 0.3, '#1a1006');
}
function blogOffPlan(W, H) {
  const rng = mulberry32(63),
    hy = H * 0.8;
  let s =
    rect(0, 0, W, H, lin(['#0b2540', '#3d4a6e', '#c7806a', '#f0c08a'])) +
    sun(W * 0.75, H * 0.62, H * 0.05, { color: '#ffe2aa', glow: '#f6a86e' });
  const left = `M0 0H${W * 0.52}L${W * 0.44} ${H}H0Z`;
  s += `<g ${clip(left)}>` + rect(0, 0, W, H, '#0e2a48', 'opacity=".75"');
  let grid = '';
  for (let g = 0; g < W; g += 30) grid += P`M${g} 0V${H}M0 ${g}H${W}`;
  s += `<path d="${grid}" stroke="#9cc3e6" stroke-width="1" opacity=".12"/>`;
  for (const [x, w, h] of [
    [60, 90, 0.42],
    [190, 110, 0.58],
    [340, 80, 0.36],
    [450, 100, 0.5],
  ]) {
    let fl = '';
    for (let y = hy; y > hy - h * H; y -= 16) fl += P`M${x} ${y}h${w}`;
    s += `<path d="${fl}${P`M${x} ${hy}V${hy - h * H}M${x + w} ${hy}V${hy - h * H}M${x + w / 2} ${hy}V${hy - h * H}`}" stroke="#cfe3f6" stroke-width="2" fill="none" opacity=".75"/>`;
  }
  s +=
    crane(150, hy, H * 0.72, 280, '#e2c58a') +
    crane(470, hy, H * 0.62, 200, '#e2c58a', -1) +
    '</g>';
  s += `<g clip-path="url(#${(() => {
    const id = nid();
    DEFS.push(`<clipPath id="${id}"><path d="M${W * 0.52} 0H${W}V${H}H${W * 0.44}Z"/></clipPath>`);
    return id;
  })()})">`;
  s +=
    skyline(rng, W, H, hy, {
      h: [0.2, 0.5],
      w: [60, 120],
      gap: [-20, 4],
      fill: '#1d1a2c',
      rim: '#ffc89a',
      windows: WIN_WARM,
      env: (x) => (x < 0.45 ? 0 : 1),
      marks: [{ t: 'needle', x: 0.82, h: 0.74 }],
    }) + '</g>';
  s +=
    path(
      P`M${W * 0.52} 0L${W * 0.44} ${H}`,
      'none',
      'stroke="#e2c58a" stroke-width="3" opacity=".8"',
    ) + rect(0, hy, W, H - hy, lin(['#1a1a28', '#0a0c14']));
  return s + shade(W, H, 0.3);
}

// ---------------------------------------------------------------- agent portraits
// Flat head-and-shoulders avatars for the seeded experts (content/seed/experts.json). Each is drawn
// once on an 800x1000 canvas.
// Faces stay deliberately minimal (dot eyes, soft brows, a hint of nose and smile) to avoid the
// uncanny look of "almost realistic" vector faces.
const PW = 800,
  PH = 1000,
  PX = 400;
const shadeOf = (c, t = 0.22) => mix(c, '#2a140c', t);
const tintOf = (c, t = 0.18) => mix(c, '#ffffff', t);
// Mirrors a horizontal offset around the figure's centre line: side -1 is the viewer's left.
const sx = (s, dx) => PX + s * dx;
// Scales the region (x, y, w wide) of the drawing up to the output width W.
const crop = (x, y, w, W, body) =>
  `<g transform="scale(${W / w}) translate(${-x} ${-y})">${body}</g>`;

function backdrop(rng, o) {
  let s = '';
  if (o.bg === 'studio') {
    s += rect(
      0,
      0,
      PW,
      PH,
      rad(
        [
          [0, '#fdfaf4'],
          [0.5, '#f1e8d8'],
          [1, '#d8c7a8'],
        ],
        0.5,
        0.36,
        0.8,
      ),
    );
    s += P`<circle cx="${PX}" cy="380" r="330" fill="none" stroke="#e2c58a" stroke-width="2" opacity=".5"/>`;
    return (
      s +
      P`<circle cx="${PX}" cy="380" r="360" fill="none" stroke="#e2c58a" stroke-width="1" opacity=".3"/>`
    );
  }
  const dusk = o.bg === 'dusk';
  s += rect(
    0,
    0,
    PW,
    PH,
    lin(dusk ? ['#0b2540', '#3a4766', '#9a7a74', '#e2b985'] : ['#06182b', '#0b2540', '#1c3a5c']),
  );
  s += P`<ellipse cx="${PX}" cy="${dusk ? 640 : 420}" rx="520" ry="420" fill="${rad([
    [0, dusk ? '#f3d6a0' : '#e2c58a', dusk ? 0.55 : 0.3],
    [1, '#e2c58a', 0],
  ])}"/>`;
  // Out-of-focus city: the skyline is drawn as usual, then blurred like a shallow depth of field.
  const town = skyline(rng, PW, PH, 800, {
    h: [0.12, 0.4],
    w: [90, 210],
    gap: [-30, 24],
    fill: dusk ? '#2a3550' : '#15304f',
    rim: dusk ? '#f2c98e' : '#e2c58a',
    windows: { colors: ['#f6d9a0', '#fff1d0', '#e2c58a'], p: dusk ? 0.25 : 0.4 },
    env: peak(0.5, 0.5, 0.5),
    marks: [{ t: 'needle', x: o.tower ?? 0.8, h: 0.72 }],
  });
  let bokeh = '';
  for (let i = 0; i < 26; i++)
    bokeh += P`<circle cx="${rng() * PW}" cy="${lerp(380, 820, rng())}" r="${lerp(8, 26, rng())}" fill="${pick(rng, ['#f6d9a0', '#e2c58a', '#fff4dc'])}" opacity="${lerp(0.12, 0.35, rng())}"/>`;
  return (
    s +
    `<g ${blur(5)}>${town}${rect(0, 796, PW, 204, lin([dusk ? '#2a3550' : '#15304f', '#0a1a2e']))}</g>` +
    `<g ${blur(4)}>${bokeh}</g>` +
    rect(0, 0, PW, PH, dusk ? '#0b2540' : '#06182b', 'opacity=".22"')
  );
}

// Hair comes in two layers: `back` sits behind the head and shoulders, `front` over the forehead.
function hairdo(g, o) {
  const { cx, cy, hw, top, chin } = g,
    c = o.hairColor,
    sheen = tintOf(c, 0.22);
  const lock = (s, tipY, w) =>
    P`M${sx(s, 10)} ${top - 8}C${sx(s, hw + 24)} ${top - 6} ${sx(s, hw + 30)} ${cy - 10} ${sx(s, hw + 26)} ${cy + 80}C${sx(s, hw + 24)} ${cy + 140} ${sx(s, hw + w)} ${tipY - 90} ${sx(s, hw + w)} ${tipY - 26}Q${sx(s, hw + w)} ${tipY} ${sx(s, hw + w - 26)} ${tipY}C${sx(s, hw - 2)} ${tipY} ${sx(s, hw - 6)} ${cy + 140} ${sx(s, hw - 8)} ${cy + 60}C${sx(s, hw - 8)} ${cy - 10} ${sx(s, hw - 26)} ${cy - 50} ${sx(s, hw - 48)} ${cy - 62}Z`;
  // Side-swept fringe: the long side sweeps across the forehead to the parting.
  const fringe = (s) =>
    P`M${sx(s, 30)} ${top - 10}C${sx(-s, 40)} ${top - 12} ${sx(-s, hw + 10)} ${top + 20} ${sx(-s, hw + 4)} ${cy + 30}C${sx(-s, hw - 10)} ${cy - 20} ${sx(-s, hw - 30)} ${cy - 48} ${sx(-s, 40)} ${cy - 66}C${sx(-s, 10)} ${cy - 72} ${sx(s, 20)} ${cy - 80} ${sx(s, 30)} ${top - 10}Z`;
  const cap = (rise, line) =>
    P`M${cx - hw - 4} ${cy + 10}C${cx - hw - 10} ${cy - 70} ${cx - hw * 0.6} ${top - rise} ${cx} ${top - rise}C${cx + hw * 0.6} ${top - rise} ${cx + hw + 10} ${cy - 70} ${cx + hw + 4} ${cy + 10}L${cx + hw - 6} ${cy + 8}C${cx + hw - 6} ${cy - 30} ${cx + hw - 14} ${cy - line + 14} ${cx + hw - 36} ${cy - line}C${cx + 30} ${cy - line - 12} ${cx - 30} ${cy - line - 6} ${cx - hw + 36} ${cy - line}C${cx - hw + 14} ${cy - line + 14} ${cx - hw + 6} ${cy - 30} ${cx - hw + 6} ${cy + 8}Z`;
  const strands = (d) =>
    `<path d="${d}" stroke="${sheen}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".45"/>`;
  switch (o.hair) {
    case 'short':
    case 'parted': {
      const p = o.hair === 'parted',
        s = o.part ?? -1;
      let front = path(cap(p ? 24 : 16, p ? 70 : 74), c);
      if (p)
        front +=
          path(
            P`M${sx(s, 38)} ${cy - 72}C${sx(s, 30)} ${top + 10} ${sx(-s, 20)} ${top - 34} ${sx(-s, hw - 4)} ${top + 20}C${sx(-s, 40)} ${top - 6} ${sx(s, 10)} ${top + 10} ${sx(s, 38)} ${cy - 72}Z`,
            sheen,
            'opacity=".35"',
          ) +
          `<path d="${P`M${sx(s, 40)} ${cy - 70}Q${sx(s, 38)} ${top + 20} ${sx(s, 30)} ${top - 6}`}" stroke="${shadeOf(c, 0.5)}" stroke-width="3" fill="none" opacity=".6"/>`;
      else
        front += strands(
          P`M${cx - 40} ${top + 4}q30 -10 60 -4M${cx - 10} ${top + 18}q34 -8 66 2M${cx - 70} ${top + 22}q20 -10 44 -8`,
        );
      return { back: '', front };
    }
    case 'bun':
      return {
        back: P`<circle cx="${cx + 18}" cy="${top - 4}" r="44" fill="${c}"/>`,
        front:
          path(cap(8, 78), c) +
          strands(
            P`M${cx - 60} ${cy - 70}Q${cx - 20} ${top} ${cx + 20} ${top - 4}M${cx + 60} ${cy - 70}Q${cx + 40} ${top + 10} ${cx + 10} ${top + 6}M${cx + 6} ${top - 30}q24 -10 40 10`,
          ),
      };
    case 'bob':
    case 'long':
    case 'wavy': {
      const tip = o.hair === 'bob' ? chin + 24 : cy + 320,
        w = o.hair === 'bob' ? 30 : 40,
        s = o.part ?? -1;
      const back = path(
        P`M${cx} ${top - 20}C${cx + hw + 44} ${top - 20} ${cx + hw + 40} ${cy + 20} ${cx + hw + 36} ${cy + 120}L${cx + hw + w - 4} ${tip - 30}Q${cx + hw + w - 4} ${tip} ${cx + hw} ${tip}H${cx - hw}Q${cx - hw - w + 4} ${tip} ${cx - hw - w + 4} ${tip - 30}L${cx - hw - 36} ${cy + 120}C${cx - hw - 40} ${cy + 20} ${cx - hw - 44} ${top - 20} ${cx} ${top - 20}Z`,
        shadeOf(c, 0.25),
      );
      let front = path(lock(-1, tip, w) + lock(1, tip, w), c) + path(fringe(s), c);
      front += strands(
        P`M${sx(-s, 20)} ${top + 4}C${sx(-s, 60)} ${top + 10} ${sx(-s, hw)} ${cy - 40} ${sx(-s, hw + 12)} ${cy + 40}`,
      );
      if (o.hair === 'wavy')
        for (const k of [-1, 1])
          front += `<path d="${P`M${sx(k, hw + 18)} ${cy + 120}q${k * 22} 40 0 80t0 80`}" stroke="${sheen}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".4"/>`;
      return { back, front };
    }
    case 'curly': {
      // Curls: a soft silhouette widening to the shoulders, its edge broken up by overlapping circles.
      const rng = mulberry32(o.seed * 7),
        s = o.part ?? -1;
      const outline = [
        [cx + hw + 66, cy + 250],
        [cx + hw + 78, cy + 140],
        [cx + hw + 62, cy + 30],
        [cx + hw + 40, cy - 76],
        [cx + hw - 14, top - 34],
        [cx, top - 44],
        [cx - hw + 14, top - 34],
        [cx - hw - 40, cy - 76],
        [cx - hw - 62, cy + 30],
        [cx - hw - 78, cy + 140],
        [cx - hw - 66, cy + 250],
        [cx, cy + 230],
      ];
      let bumps = '',
        curls = '',
        fringe = '';
      for (let i = 0; i < outline.length - 2; i++) {
        const [x0, y0] = outline[i],
          [x1, y1] = outline[i + 1];
        for (let t = 0; t < 1; t += 0.34)
          bumps += P`<circle cx="${lerp(x0, x1, t)}" cy="${lerp(y0, y1, t)}" r="${lerp(24, 32, rng())}"/>`;
      }
      for (let y = top - 10; y < cy + 230; y += 44)
        for (let x = cx - hw - 70; x < cx + hw + 70; x += 44) {
          const px = x + rng() * 24,
            py = y + rng() * 24;
          const inside =
            py > cy || ((px - cx) / (hw + 50)) ** 2 + ((py - cy) / (cy - top + 30)) ** 2 < 1;
          if (inside && (Math.abs(px - cx) > hw + 4 || py < cy - 60))
            curls += P`M${px} ${py}a8 8 0 1 ${rng() < 0.5 ? 1 : 0} 11 7`;
        }
      for (let t = 0; t <= 1; t += 0.1) {
        const x = lerp(sx(-s, hw + 4), sx(s, hw + 4), t),
          y = cy - 60 - Math.sin(t * Math.PI) * 30 + (t < 0.5 ? 0 : (t - 0.5) * 40);
        fringe += P`<circle cx="${x}" cy="${y}" r="${lerp(20, 27, rng())}"/>`;
      }
      return {
        back:
          `<g fill="${shadeOf(c, 0.12)}">${path(blob(outline), shadeOf(c, 0.12))}${bumps}</g>` +
          `<path d="${curls}" stroke="${sheen}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".35"/>`,
        front:
          `<g fill="${c}">${fringe}</g>` +
          `<path d="${P`M${sx(-s, hw - 20)} ${cy - 70}a9 9 0 1 1 12 6M${cx - 10} ${top - 14}a9 9 0 1 1 12 6M${sx(s, 40)} ${top - 4}a9 9 0 1 1 12 6`}" stroke="${sheen}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".4"/>`,
      };
    }
    default:
      return { back: '', front: '' };
  }
}

function outfit(g, o) {
  const { cx, nk, sw, ny } = g,
    f = o.female,
    suit = o.suit,
    vb = f ? 830 : 870,
    vw = nk + (f ? 30 : 24);
  const torso = P`M${cx - sw} ${PH}V${ny + 170}C${cx - sw} ${ny + 90} ${cx - sw + 20} ${ny + 54} ${cx - sw + 90} ${ny + 46}L${cx - nk - 14} ${ny}H${cx + nk + 14}L${cx + sw - 90} ${ny + 46}C${cx + sw - 20} ${ny + 54} ${cx + sw} ${ny + 90} ${cx + sw} ${ny + 170}V${PH}Z`;
  let s = path(torso, suit);
  s += path(P`M${cx - vw} ${ny - 6}L${cx} ${vb}L${cx + vw} ${ny - 6}Z`, o.shirt);
  if (o.tie) {
    s +=
      path(
        P`M${cx - 10} ${ny + 52}L${cx - 22} ${vb - 40}L${cx} ${vb - 6}L${cx + 22} ${vb - 40}L${cx + 10} ${ny + 52}Z`,
        o.tie,
      ) +
      path(
        P`M${cx - 16} ${ny + 22}H${cx + 16}L${cx + 10} ${ny + 56}H${cx - 10}Z`,
        shadeOf(o.tie, 0.15),
      );
  } else if (f) {
    // Scooped neckline with a fine gold chain.
    s +=
      path(P`M${cx - nk - 4} ${ny - 8}Q${cx} ${ny + 110} ${cx + nk + 4} ${ny - 8}Z`, g.skin) +
      `<path d="${P`M${cx - nk + 2} ${ny + 6}Q${cx} ${ny + 76} ${cx + nk - 2} ${ny + 6}`}" stroke="#d9b46a" stroke-width="2.5" fill="none"/>` +
      P`<circle cx="${cx}" cy="${ny + 42}" r="5.5" fill="#e2c58a" stroke="#b8893a" stroke-width="1.5"/>`;
  } else s += path(P`M${cx - nk + 4} ${ny - 8}L${cx} ${ny + 64}L${cx + nk - 4} ${ny - 8}Z`, g.skin);
  // Shirt collar points (men only; blouses are collarless).
  if (!f)
    for (const k of [-1, 1])
      s += path(
        o.tie
          ? P`M${sx(k, nk - 2)} ${ny - 14}L${sx(k, 4)} ${ny + 34}L${sx(k, nk + 20)} ${ny + 50}Z`
          : P`M${sx(k, nk - 4)} ${ny - 14}L${sx(k, 5)} ${ny + 60}L${sx(k, nk + 34)} ${ny + 82}Z`,
        mix(o.shirt, '#c8ccd4', 0.12),
        `stroke="${shadeOf(o.shirt, 0.2)}" stroke-width="2" stroke-linejoin="round"`,
      );
  // Notched lapels for suits, softer shawl lapels for women's blazers.
  const lap = (k) =>
    f
      ? P`M${sx(k, vw)} ${ny - 6}L${sx(k, 3)} ${vb}C${sx(k, vw + 30)} ${ny + 150} ${sx(k, vw + 36)} ${ny + 60} ${sx(k, vw + 18)} ${ny + 4}Z`
      : P`M${sx(k, vw)} ${ny - 6}L${sx(k, 3)} ${vb}L${sx(k, vw + 38)} ${ny + 110}L${sx(k, vw + 22)} ${ny + 84}L${sx(k, vw + 44)} ${ny + 66}L${sx(k, vw + 16)} ${ny + 6}Z`;
  for (const k of [-1, 1])
    s += path(
      lap(k),
      tintOf(suit, 0.06),
      `stroke="${shadeOf(suit, 0.3)}" stroke-width="2.5" stroke-linejoin="round"`,
    );
  // Form shading: light from the viewer's left, a soft shadow under the chin, sleeve seams, button.
  s +=
    `<g ${clip(torso + P`M${cx + nk} ${g.chin - 60}V${ny + 20}H${cx - nk}V${g.chin - 60}Z`)}>` +
    rect(
      0,
      ny - 20,
      PW,
      PH,
      lin(
        [
          [0, '#ffffff', 0.1],
          [0.45, '#ffffff', 0],
          [1, '#000000', 0.22],
        ],
        1,
        0,
      ),
    ) +
    P`<ellipse cx="${cx}" cy="${ny + 2}" rx="${nk + 50}" ry="30" fill="#000" opacity=".12" ${blur(10)}/>` +
    `<path d="${P`M${cx - sw + 62} ${ny + 120}Q${cx - sw + 50} ${ny + 260} ${cx - sw + 70} ${PH}M${cx + sw - 62} ${ny + 120}Q${cx + sw - 50} ${ny + 260} ${cx + sw - 70} ${PH}`}" stroke="#000" stroke-width="3" fill="none" opacity=".14"/>` +
    P`<circle cx="${cx}" cy="${vb + 24}" r="7" fill="${shadeOf(suit, 0.35)}"/>` +
    '</g>';
  if (o.pocket)
    s += path(
      P`M${cx + 122} ${ny + 190}l50 -5l-1 6l-50 5Z M${cx + 130} ${ny + 189}l12 -14l14 12Z`,
      o.pocket,
    );
  return s;
}

// Hijab: the wrap covers hair, ears and neck and drapes over the shoulders; only the face shows.
function hijab(g, o) {
  const { cx, cy, hw, top, ny } = g,
    c = o.scarf,
    d = shadeOf(c, 0.2);
  const wrap = P`M${cx} ${top - 26}C${cx + hw + 50} ${top - 26} ${cx + hw + 42} ${cy + 40} ${cx + hw + 36} ${cy + 130}C${cx + hw + 36} ${ny - 10} ${cx + hw + 76} ${ny + 30} ${cx + hw + 84} ${ny + 80}C${cx + hw + 20} ${ny + 110} ${cx + 40} ${ny + 132} ${cx} ${ny + 132}C${cx - 40} ${ny + 132} ${cx - hw - 20} ${ny + 110} ${cx - hw - 84} ${ny + 80}C${cx - hw - 76} ${ny + 30} ${cx - hw - 36} ${ny - 10} ${cx - hw - 36} ${cy + 130}C${cx - hw - 42} ${cy + 40} ${cx - hw - 50} ${top - 26} ${cx} ${top - 26}Z`;
  return {
    wrap:
      P`<ellipse cx="${cx}" cy="${ny + 110}" rx="${hw + 70}" ry="40" fill="#000" opacity=".18" ${blur(10)}/>` +
      path(wrap, lin([tintOf(c, 0.1), c, d])) +
      `<g ${clip(wrap)} fill="none" stroke="${shadeOf(c, 0.3)}" stroke-width="3.5" stroke-linecap="round" opacity=".55">${P`<path d="M${cx + hw + 30} ${cy + 20}C${cx + hw + 20} ${ny - 10} ${cx + 30} ${ny + 70} ${cx - hw - 60} ${ny + 90}"/><path d="M${cx + hw + 50} ${ny + 40}C${cx + 60} ${ny + 110} ${cx - 60} ${ny + 120} ${cx - hw - 40} ${ny + 106}"/>`}</g>`,
    // Face opening: the whole face is clipped to it, with a slim inner band (underscarf) on top.
    open: P`M${cx - hw + 2} ${cy + 10}C${cx - hw + 2} ${cy - 60} ${cx - 50} ${cy - 92} ${cx} ${cy - 92}C${cx + 50} ${cy - 92} ${cx + hw - 2} ${cy - 60} ${cx + hw - 2} ${cy + 10}C${cx + hw} ${cy + 84} ${cx + hw * 0.5} ${g.chin + 3} ${cx} ${g.chin + 3}C${cx - hw * 0.5} ${g.chin + 3} ${cx - hw} ${cy + 84} ${cx - hw + 2} ${cy + 10}Z`,
    brim: P`M${cx - hw + 6} ${cy - 14}C${cx - hw + 10} ${cy - 66} ${cx - 46} ${cy - 88} ${cx} ${cy - 88}C${cx + 46} ${cy - 88} ${cx + hw - 10} ${cy - 66} ${cx + hw - 6} ${cy - 14}`,
  };
}

function face(g, o) {
  const { cx, cy, hw, ry, chin } = g,
    f = o.female,
    ink = '#2b1f1a',
    ey = cy + 14,
    ex = f ? 33 : 35;
  const outline = P`M${cx - hw} ${cy}C${cx - hw} ${cy + (f ? 80 : 96)} ${cx - hw * (f ? 0.48 : 0.62)} ${chin} ${cx} ${chin}C${cx + hw * (f ? 0.48 : 0.62)} ${chin} ${cx + hw} ${cy + (f ? 80 : 96)} ${cx + hw} ${cy}A${hw} ${ry} 0 0 0 ${cx - hw} ${cy}Z`;
  let s = '';
  if (!o.scarf)
    for (const k of [-1, 1])
      s +=
        P`<ellipse cx="${sx(k, hw - 2)}" cy="${cy + 22}" rx="15" ry="25" fill="${g.skin}"/>` +
        P`<ellipse cx="${sx(k, hw + 1)}" cy="${cy + 22}" rx="6" ry="14" fill="${g.skinD}" opacity=".6"/>`;
  s += path(outline, g.skin);
  // Soft turning shadow on the far side of the face and under the hairline.
  s +=
    `<g ${clip(outline)}>` +
    P`<ellipse cx="${cx + hw + 20}" cy="${cy + 30}" rx="${hw * 0.55}" ry="${ry * 1.1}" fill="${g.skinD}" opacity=".5" ${blur(14)}/>` +
    '</g>';
  const brow = o.brow ?? shadeOf(o.hairColor ?? '#3a2a22', 0.2);
  for (const k of [-1, 1]) {
    s += P`<ellipse cx="${sx(k, ex)}" cy="${ey}" rx="6.5" ry="${f ? 8 : 7.5}" fill="${ink}"/><circle cx="${sx(k, ex) - 2}" cy="${ey - 3}" r="1.8" fill="#fff" opacity=".8"/>`;
    s += `<path d="${P`M${sx(k, ex - 15)} ${ey - 22}Q${sx(k, ex)} ${ey - (f ? 32 : 29)} ${sx(k, ex + 17)} ${ey - 23}`}" stroke="${brow}" stroke-width="${f ? 4.5 : 7}" fill="none" stroke-linecap="round"/>`;
    if (f)
      s += `<path d="${P`M${sx(k, ex + 5)} ${ey - 5}l${k * 7} -5`}" stroke="${ink}" stroke-width="2.5" stroke-linecap="round"/>`;
    s += P`<ellipse cx="${sx(k, ex + 12)}" cy="${ey + 42}" rx="17" ry="10" fill="#e0786a" opacity="${f ? 0.2 : 0.08}" ${blur(5)}/>`;
  }
  s += `<path d="${P`M${cx + 3} ${ey + 26}Q${cx + 10} ${ey + 46} ${cx + 2} ${ey + 54}Q${cx - 4} ${ey + 57} ${cx - 9} ${ey + 53}`}" stroke="${g.skinDD}" stroke-width="3.5" fill="none" stroke-linecap="round" opacity=".45"/>`;
  if (o.beard)
    s += path(
      P`M${cx - hw} ${cy + 6}C${cx - hw} ${cy + 100} ${cx - hw * 0.62} ${chin + 6} ${cx} ${chin + 6}C${cx + hw * 0.62} ${chin + 6} ${cx + hw} ${cy + 100} ${cx + hw} ${cy + 6}L${cx + hw - 12} ${cy + 8}C${cx + hw - 16} ${cy + 70} ${cx + 44} ${ey + 56} ${cx + 22} ${ey + 62}Q${cx} ${ey + 58} ${cx - 22} ${ey + 62}C${cx - 44} ${ey + 56} ${cx - hw + 16} ${cy + 70} ${cx - hw + 12} ${cy + 8}Z`,
      o.hairColor,
      `opacity="${o.beard}"`,
    );
  const my = ey + 80;
  s += f
    ? path(
        P`M${cx - 22} ${my}Q${cx} ${my + 18} ${cx + 22} ${my}Q${cx} ${my + 6} ${cx - 22} ${my}Z`,
        mix(g.skin, '#a13c46', 0.5),
      )
    : `<path d="${P`M${cx - 20} ${my}Q${cx} ${my + 12} ${cx + 20} ${my}`}" stroke="${o.beard ? mix(g.skin, '#6a2a22', 0.4) : mix(g.skin, '#5a2a20', 0.45)}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`;
  if (o.glasses)
    s +=
      `<g fill="none" stroke="${o.glasses}" stroke-width="4">` +
      [-1, 1]
        .map(
          (k) =>
            P`<rect x="${sx(k, ex) - 23}" y="${ey - 16}" width="46" height="34" rx="12" fill="#fff" fill-opacity=".12"/>`,
        )
        .join('') +
      `<path d="${P`M${cx - 12} ${ey - 4}Q${cx} ${ey - 11} ${cx + 12} ${ey - 4}M${cx - ex - 23} ${ey - 4}L${cx - hw} ${ey - 8}M${cx + ex + 23} ${ey - 4}L${cx + hw} ${ey - 8}`}"/></g>`;
  return s;
}

function portrait(o) {
  const rng = mulberry32(o.seed),
    f = o.female;
  const hw = f ? 84 : 92;
  const g = {
    cx: PX,
    cy: 398,
    hw,
    ry: hw * 1.25,
    top: 398 - hw * 1.25,
    chin: 398 + (f ? 128 : 138),
    nk: f ? 42 : 52,
    sw: f ? 244 : 282,
    ny: f ? 596 : 604,
    skin: o.skin,
    skinD: shadeOf(o.skin),
    skinDD: shadeOf(o.skin, 0.45),
  };
  const hair = o.hair ? hairdo(g, o) : { back: '', front: '' },
    scarf = o.scarf ? hijab(g, o) : null;
  let s = backdrop(rng, o) + hair.back;
  // Neck, shaded darker under the jaw.
  s += path(
    P`M${g.cx - g.nk} ${g.chin - 60}V${g.ny + 20}H${g.cx + g.nk}V${g.chin - 60}Z`,
    lin([
      [0, g.skinDD],
      [0.3, g.skinD],
      [0.7, g.skin],
    ]),
  );
  s += outfit(g, o);
  if (scarf)
    s +=
      scarf.wrap +
      P`<ellipse cx="${g.cx}" cy="${g.chin + 4}" rx="64" ry="14" fill="#000" opacity=".12" ${blur(8)}/>` +
      `<g ${clip(scarf.open)}>${face(g, o)}<path d="${scarf.brim}" fill="none" stroke="#000" stroke-width="18" opacity=".14" ${blur(5)}/></g>` +
      `<path d="${scarf.brim}" stroke="${o.band ?? shadeOf(o.scarf, 0.12)}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  else s += face(g, o) + hair.front;
  // Gentle vignette so the figure separates from the backdrop.
  return (
    s +
    rect(
      0,
      0,
      PW,
      PH,
      rad(
        [
          [0.6, '#000', 0],
          [1, '#000', 0.22],
        ],
        0.5,
        0.45,
        0.75,
      ),
    )
  );
}

const AGENTS = {
  'layla-haddad': {
    seed: 81,
    female: true,
    skin: '#d8a47e',
    scarf: '#cdb08a',
    brow: '#3a2620',
    suit: '#0b2540',
    shirt: '#f6f1e8',
    bg: 'dusk',
    tower: 0.18,
  },
  'dmitri-volkov': {
    seed: 82,
    skin: '#f0cbb0',
    hair: 'parted',
    hairColor: '#8a6e52',
    suit: '#1d2f4a',
    shirt: '#f4f7fb',
    tie: '#b8893a',
    pocket: '#f4f7fb',
    bg: 'navy',
  },
  'noa-ben-david': {
    seed: 83,
    female: true,
    skin: '#e2b38e',
    hair: 'curly',
    hairColor: '#3a2419',
    suit: '#0f2743',
    shirt: '#f6f1e8',
    bg: 'studio',
  },
  'sophie-van-den-berg': {
    seed: 84,
    female: true,
    skin: '#f3d3bd',
    hair: 'long',
    hairColor: '#d0a96a',
    part: 1,
    suit: '#c9a877',
    shirt: '#fbf7ef',
    glasses: '#3b3331',
    bg: 'navy',
    tower: 0.2,
  },
  'carlos-ortega': {
    seed: 85,
    skin: '#b98058',
    hair: 'short',
    hairColor: '#231915',
    beard: 0.92,
    suit: '#3a3f47',
    shirt: '#ffffff',
    bg: 'dusk',
  },
  'ji-won-park': {
    seed: 86,
    female: true,
    skin: '#f1d0b3',
    hair: 'bob',
    hairColor: '#1c1716',
    suit: '#0b2540',
    shirt: '#f6f1e8',
    bg: 'studio',
  },
  'andrei-popescu': {
    seed: 87,
    skin: '#e9bf9e',
    hair: 'short',
    hairColor: '#4a3326',
    glasses: '#2a2422',
    suit: '#5b6470',
    shirt: '#dfe9f4',
    tie: '#0b2540',
    bg: 'studio',
  },
  'mehmet-yilmaz': {
    seed: 88,
    skin: '#d29e77',
    hair: 'parted',
    part: 1,
    hairColor: '#2a201c',
    beard: 0.55,
    suit: '#0b2540',
    shirt: '#ffffff',
    tie: '#7a2e35',
    bg: 'dusk',
    tower: 0.22,
  },
  'wei-lin-chen': {
    seed: 90,
    skin: '#f0d2b4',
    hair: 'short',
    hairColor: '#171312',
    glasses: '#2a2422',
    suit: '#1d2f4a',
    shirt: '#f4f7fb',
    tie: '#b8893a',
    bg: 'navy',
    tower: 0.16,
  },
  'giulia-conti': {
    seed: 89,
    female: true,
    skin: '#ebc19f',
    hair: 'wavy',
    hairColor: '#5a3322',
    suit: '#2a2a33',
    shirt: '#f3e6d2',
    bg: 'navy',
  },
};

// ---------------------------------------------------------------- output
const MARK =
  '<rect width="40" height="40" rx="10" fill="#b8893a"/><path d="M20 6 23 30h-6l3-24Z" fill="#fff"/><path d="M11 30V18l4-3v15h-4Zm14 0V15l4 3v12h-4Z" fill="#fff" opacity=".75"/><rect x="8" y="31" width="24" height="2" rx="1" fill="#fff"/>';
// iOS masks apple-icon itself and paints transparent corners black, so that one is full-bleed.
const markPng = (size, bleed = false) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">${bleed ? MARK.replace('rx="10"', '') : MARK}</svg>`,
    ),
  )
    .png({ compressionLevel: 9 })
    .toBuffer();
// ICO container: 6-byte ICONDIR, one 16-byte entry per size, then the PNG payloads (Vista+ format).
function ico(pngs) {
  const head = Buffer.alloc(6 + 16 * pngs.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(pngs.length, 4);
  let offset = head.length;
  pngs.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    head.writeUInt8(size >= 256 ? 0 : size, e);
    head.writeUInt8(size >= 256 ? 0 : size, e + 1);
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(data.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([head, ...pngs.map((p) => p.data)]);
}

// Listing galleries (lib/listings): the building, a room with its view, the area at another hour.
// Drawn at the scenes' own sizes, cropped to 16:9 and saved as WebP (smaller than JPEG here).
const heroScene = (key, seed) => (W, H) => city(W, H, { ...HEROES[key], seed, shade: 0.3 });
const LISTING_ART = {
  'harbour-view-residences': [CARDS['property-1'], heroScene('hero-opportunities', 101)],
  'frond-signature-villa': [villaPool, heroScene('hero-club', 102)],
  'canal-edge-lofts': [CARDS['property-3'], heroScene('hero-sell', 103)],
  'marina-promenade-residence': [CARDS['property-4'], heroScene('hero-roadshow', 104)],
  'coral-bay-suites': [beachResort, heroScene('hero-taiwan', 105)],
  'creek-park-townhouses': [townhouses, heroScene('hero-invest', 106)],
  'boulevard-crest-apartment': [heroScene('hero-home', 107), heroScene('hero-video', 117)],
  'hills-park-villa': [villaPool, heroScene('hero-partners', 108), { flop: true }],
  'golf-grove-townhouse': [townhouses, heroScene('hero-careers', 109), { flop: true }],
  'jvc-garden-studio': [heroScene('hero-compass', 110), heroScene('hero-blog', 120)],
  'circle-park-townhouse': [heroScene('hero-germany', 111), heroScene('hero-italy', 121)],
  'marjan-shore-villa': [beachResort, heroScene('hero-hebrew', 112), { flop: true }],
};
const GALLERY = { out: [1200, 675] };
const listingJobs = Object.entries(LISTING_ART).flatMap(([slug, [cover, other, o = {}]]) => [
  [`listings/${slug}-1`, [1200, 750], cover, { ...GALLERY, ...o }],
  [`listings/${slug}-2`, [1200, 900], room(other), GALLERY],
  [`listings/${slug}-3`, [1600, 900], other, GALLERY],
]);

const HERO = [1920, 1080],
  SECTION = [1200, 900],
  CARD = [1200, 750];
const JOBS = [
  ...Object.entries(HEROES).map(([name, o]) => [
    name,
    HERO,
    o ? (W, H) => city(W, H, o) : name === 'hero-marjan' ? heroMarjan : heroProperties,
  ]),
  ['about', SECTION, about],
  ['listing', SECTION, listing],
  ['club-lounge', SECTION, lounge],
  ...Object.entries(CARDS).map(([name, fn]) => [name, CARD, fn]),
  ['blog-reasons', CARD, blogReasons],
  ['blog-golden-visa', CARD, blogVisa],
  ['blog-off-plan', CARD, blogOffPlan],
  ['og-default', [1200, 630], (W, H) => city(W, H, { ...HEROES['hero-home'], shade: 0.35 })],
  // Expert photos: a 4:5 half-portrait, which the content seed puts in media (the card crops it).
  ...Object.entries(AGENTS).map(([slug, o]) => [
    `../../content/seed/images/experts/${slug}`,
    [800, 1000],
    (W) => crop(40, 100, 720, W, portrait(o)),
  ]),
  ...listingJobs,
];

const only = process.argv[2];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
await mkdir(OUT, { recursive: true });
for (const [name, [W, H], draw, o = {}] of JOBS) {
  if (only && !name.includes(only)) continue;
  const ext = o.out ? 'webp' : 'jpg';
  const file = join(OUT, `${name}.${ext}`);
  await mkdir(dirname(file), { recursive: true });
  let image = sharp(Buffer.from(doc(W, H, draw(W, H))));
  if (o.flop) image = image.flop();
  if (o.out) image = image.resize(o.out[0], o.out[1], { fit: 'cover' });
  const info = await (
    o.out
      ? image.webp({ quality: 70, effort: 6 })
      : image.jpeg({ quality: 78, mozjpeg: true, progressive: true })
  ).toFile(file);
  const [w, h] = o.out ?? [W, H];
  console.log(`public/images/${name}.${ext}  ${w}x${h}  ${kb(info.size)}`);
}
if (!only || 'icon'.includes(only)) {
  for (const [file, size, bleed] of [
    ['icon.png', 512, false],
    ['apple-icon.png', 180, true],
  ]) {
    const data = await markPng(size, bleed);
    await writeFile(join(APP, file), data);
    console.log(`app/${file}  ${size}x${size}  ${kb(data.length)}`);
  }
  const data = ico(
    await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await markPng(size) }))),
  );
  await writeFile(join(APP, 'favicon.ico'), data);
  console.log(`app/favicon.ico  16/32/48  ${kb(data.length)}`);
}
