import { type DrawContext, linear, loop, points, radial, rect, softCircle } from './context';
import { attrs, num } from './svg';

// Issue 17: photographic-feel backgrounds made of gradients, light, textures and shapes.
// Each draws the whole canvas; `phase` moves light and particles in a seamless loop.

export type BackgroundKind =
  | 'rays'
  | 'bokeh'
  | 'halo'
  | 'geometric'
  | 'arch'
  | 'horizon'
  | 'waves'
  | 'stage'
  | 'mesh'
  | 'paper'
  | 'halftone'
  | 'diagonal';

type Draw = (c: DrawContext) => string;

function base(c: DrawContext, angle = 90): string {
  const [a, b, d] = c.palette.background;
  return rect(0, 0, c.width, c.height, {
    fill: linear(c, angle, [
      { offset: 0, color: a },
      { offset: 0.6, color: b },
      { offset: 1, color: d },
    ]),
  });
}

/**
 * The palette's colours from a centre outwards. `lightCentre` false keeps a dark palette's
 * lightest colour out of the centre, for texts drawn over it (halo).
 */
function radialBase(c: DrawContext, cx: number, cy: number, lightCentre = true): string {
  const [a, b, d] = c.palette.background;
  const r = Math.hypot(Math.max(cx, c.width - cx), Math.max(cy, c.height - cy));
  const centre = lightCentre || !c.palette.dark ? d : b;
  return rect(0, 0, c.width, c.height, {
    fill: radial(c, cx, cy, r, [
      { offset: 0, color: centre },
      { offset: 0.45, color: b },
      { offset: 1, color: a },
    ]),
  });
}

const rays: Draw = (c) => {
  const { width: w, height: h, palette: p } = c;
  const sx = w / 2;
  const sy = -h * 0.08;
  const reach = Math.hypot(w, h) * 1.2;
  const turn = loop(c.phase).sin * 2.5;
  const fill = linear(c, 90, [
    { offset: 0, color: p.glow, opacity: p.dark ? 0.32 : 0.7 },
    { offset: 0.75, color: p.glow, opacity: 0 },
  ]);
  const beams: string[] = [];
  for (let i = 0; i < 13; i++) {
    const a = ((20 + i * 11.5 + turn) * Math.PI) / 180;
    const spread = ((i % 2 === 0 ? 3.4 : 1.8) * Math.PI) / 180;
    beams.push(
      `<polygon${attrs({
        points: points([
          [sx, sy],
          [sx + Math.cos(a - spread) * reach, sy + Math.sin(a - spread) * reach],
          [sx + Math.cos(a + spread) * reach, sy + Math.sin(a + spread) * reach],
        ]),
        fill,
      })}/>`,
    );
  }
  const pulse = 1 + loop(c.phase).cos * 0.05;
  return [
    // The church's name sits under the light's source: a dark palette's glow stays soft.
    radialBase(c, sx, h * 0.15),
    `<g opacity="0.9">${beams.join('')}</g>`,
    softCircle(c, sx, 0, Math.max(w, h) * 0.45 * pulse, p.glow, p.dark ? 0.35 : 0.8),
  ].join('');
};

const bokeh: Draw = (c) => {
  const { width: w, height: h, palette: p, u } = c;
  const parts = [base(c, 60)];
  for (let i = 0; i < 22; i++) {
    const x = c.random() * w;
    const y = c.random() * h;
    const r = u * (2 + c.random() * 9);
    const o = 0.12 + c.random() * 0.3;
    const m = loop(c.phase, c.random());
    const color = i % 3 === 0 ? p.accent : p.glow;
    parts.push(softCircle(c, x + m.cos * u * 2.5, y + m.sin * u * 2.5, r, color, o));
  }
  parts.push(softCircle(c, w * 0.5, h * 0.42, Math.max(w, h) * 0.55, p.glow, p.dark ? 0.22 : 0.5));
  return parts.join('');
};

const halo: Draw = (c) => {
  const { width: w, height: h, palette: p, u } = c;
  const cx = w / 2;
  const cy = h * 0.42;
  const pulse = 1 + loop(c.phase).sin * 0.04;
  const rings: string[] = [];
  for (let i = 0; i < 4; i++) {
    rings.push(
      `<circle${attrs({
        cx,
        cy,
        r: Math.min(w, h) * (0.2 + i * 0.11) * pulse,
        fill: 'none',
        stroke: p.accent,
        'stroke-width': u * (0.35 - i * 0.06),
        opacity: 0.45 - i * 0.09,
      })}/>`,
    );
  }
  return [
    // The title sits on the halo's centre: its light comes from the glow alone.
    radialBase(c, cx, cy, false),
    softCircle(c, cx, cy, Math.min(w, h) * 0.62 * pulse, p.glow, p.dark ? 0.25 : 0.8),
    rings.join(''),
  ].join('');
};

const geometric: Draw = (c) => {
  const { width: w, height: h, palette: p, u } = c;
  const shift = loop(c.phase).sin * u * 1.5;
  const band = (x0: number, width: number, color: string, opacity: number) =>
    `<polygon${attrs({
      points: points([
        [x0 + shift, 0],
        [x0 + width + shift, 0],
        [x0 + width - h * 0.6 + shift, h],
        [x0 - h * 0.6 + shift, h],
      ]),
      fill: color,
      opacity,
    })}/>`;
  const triangles: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = c.random() * w;
    const y = c.random() * h;
    const s = u * (4 + c.random() * 8);
    triangles.push(
      `<polygon${attrs({
        points: points([
          [x, y - s],
          [x + s * 0.87, y + s / 2],
          [x - s * 0.87, y + s / 2],
        ]),
        fill: 'none',
        stroke: p.accent,
        'stroke-width': u * 0.3,
        opacity: 0.35,
        transform: `rotate(${num(c.random() * 90 + loop(c.phase).sin * 6)} ${num(x)} ${num(y)})`,
      })}/>`,
    );
  }
  return [
    base(c, 120),
    band(w * 0.55, w * 0.18, p.background[2], 0.35),
    band(w * 0.8, w * 0.07, p.accent, 0.18),
    band(w * 0.05, w * 0.05, p.glow, 0.08),
    softCircle(c, w * 0.8, h * 0.15, Math.max(w, h) * 0.4, p.glow, p.dark ? 0.25 : 0.5),
    triangles.join(''),
  ].join('');
};

const arch: Draw = (c) => {
  const { width: w, height: h, palette: p, u } = c;
  const aw = Math.min(w * 0.78, h * 0.62);
  const x = (w - aw) / 2;
  const top = h * 0.06;
  const bottom = h * 0.94;
  const r = aw / 2;
  const d = `M${num(x)} ${num(bottom)}V${num(top + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + aw)} ${num(top + r)}V${num(bottom)}Z`;
  const pulse = 0.5 + loop(c.phase).sin * 0.08;
  return [
    base(c, 90),
    `<path${attrs({
      d,
      fill: radial(c, w / 2, top + r, Math.max(aw, h * 0.7), [
        { offset: 0, color: p.glow, opacity: p.dark ? pulse : pulse + 0.35 },
        { offset: 1, color: p.background[1], opacity: 0.1 },
      ]),
    })}/>`,
    `<path${attrs({ d, fill: 'none', stroke: p.accent, 'stroke-width': u * 0.5, opacity: 0.8 })}/>`,
    `<path${attrs({
      d,
      fill: 'none',
      stroke: p.accent,
      'stroke-width': u * 0.2,
      opacity: 0.5,
      transform: `translate(${num(-u * 2.2)} ${num(-u * 2.2)}) scale(${num((aw + u * 4.4) / aw)} 1)`,
    })}/>`,
  ].join('');
};

// A sunrise over hills. The sun and the sky's lightest colour sit on the horizon, behind the
// hills, below the texts: with the sun at 70 % of the height and its glow half the canvas
// wide, the dates and verses were gold on gold (1.01:1, api/src/render/legibility.test.ts).
const horizon: Draw = (c) => {
  const { width: w, height: h, palette: p } = c;
  const [a, b, d] = p.background;
  const sunY = h * 0.9 + loop(c.phase).sin * h * 0.01;
  const ridge = (y: number, amplitude: number, color: string, opacity: number) => {
    const list: [number, number][] = [[0, h]];
    const steps = 9;
    for (let i = 0; i <= steps; i++) {
      list.push([(w * i) / steps, y - c.random() * amplitude]);
    }
    list.push([w, h]);
    return `<polygon${attrs({ points: points(list), fill: color, opacity })}/>`;
  };
  return [
    rect(0, 0, w, h, {
      fill: linear(c, 90, [
        { offset: 0, color: a },
        { offset: 0.6, color: b },
        { offset: 0.95, color: d },
      ]),
    }),
    softCircle(c, w / 2, sunY, Math.max(w, h) * 0.3, p.glow, p.dark ? 0.25 : 0.9),
    softCircle(c, w / 2, sunY, Math.min(w, h) * 0.12, p.glow, 0.95),
    ridge(h * 0.84, h * 0.08, a, 0.7),
    ridge(h * 0.92, h * 0.06, a, 0.85),
  ].join('');
};

const waves: Draw = (c) => {
  const { width: w, height: h, palette: p } = c;
  const layers: string[] = [base(c, 100)];
  // Light texts (a dark palette) end on the front waves: those are dark, or the verse and the
  // address were light on light (api/src/render/legibility.test.ts).
  const colors = p.dark
    ? [p.background[2], p.background[1], p.background[0]]
    : [p.background[2], p.accent, p.glow];
  for (let k = 0; k < 3; k++) {
    const y0 = h * (0.74 + k * 0.08);
    const amp = h * 0.03;
    const shift = c.phase * 2 * Math.PI + k;
    let d = `M0 ${num(h)}`;
    for (let i = 0; i <= 24; i++) {
      const x = (w * i) / 24;
      d += `L${num(x)} ${num(y0 + Math.sin((i / 24) * 2 * Math.PI * 1.5 + shift) * amp)}`;
    }
    d += `L${num(w)} ${num(h)}Z`;
    layers.push(`<path${attrs({ d, fill: colors[k] as string, opacity: 0.22 + k * 0.08 })}/>`);
  }
  layers.push(softCircle(c, w * 0.25, h * 0.2, Math.max(w, h) * 0.45, p.glow, p.dark ? 0.25 : 0.5));
  return layers.join('');
};

const stage: Draw = (c) => {
  const { width: w, height: h, palette: p } = c;
  const beams: string[] = [];
  const fill = linear(c, 90, [
    { offset: 0, color: p.glow, opacity: 0.5 },
    { offset: 1, color: p.glow, opacity: 0 },
  ]);
  const sources = [0.12, 0.38, 0.62, 0.88];
  sources.forEach((sx, i) => {
    const swing = loop(c.phase, i * 0.25).sin * 7;
    const a = ((90 + (0.5 - sx) * 50 + swing) * Math.PI) / 180;
    const reach = h * 1.1;
    const spread = (7 * Math.PI) / 180;
    beams.push(
      `<polygon${attrs({
        points: points([
          [w * sx, -h * 0.02],
          [w * sx + Math.cos(a - spread) * reach, Math.sin(a - spread) * reach],
          [w * sx + Math.cos(a + spread) * reach, Math.sin(a + spread) * reach],
        ]),
        fill,
        opacity: 0.55,
      })}/>`,
    );
  });
  return [
    radialBase(c, w / 2, h * 0.9),
    beams.join(''),
    softCircle(c, w / 2, h * 1.02, Math.max(w, h) * 0.5, p.accent, 0.35),
  ].join('');
};

const mesh: Draw = (c) => {
  const { width: w, height: h, palette: p } = c;
  const m = Math.max(w, h);
  const blobs: [number, number, number, string, number][] = [
    [0.15, 0.2, 0.7, p.background[2], 0.9],
    [0.9, 0.35, 0.6, p.background[1], 0.9],
    [0.3, 0.95, 0.65, p.accent, p.dark ? 0.35 : 0.45],
    [0.75, 0.8, 0.5, p.glow, p.dark ? 0.3 : 0.6],
  ];
  return [
    rect(0, 0, w, h, { fill: p.background[0] }),
    ...blobs.map(([x, y, r, color, o], i) => {
      const mv = loop(c.phase, i / 4);
      return softCircle(c, w * x + mv.cos * w * 0.03, h * y + mv.sin * h * 0.03, m * r, color, o);
    }),
  ].join('');
};

const paper: Draw = (c) => {
  const { width: w, height: h, palette: p } = c;
  return [
    base(c, 75),
    softCircle(
      c,
      w / 2 + loop(c.phase).cos * w * 0.06,
      h / 2 + loop(c.phase).sin * h * 0.04,
      Math.max(w, h) * 0.7,
      p.glow,
      p.dark ? 0.18 : 0.7,
    ),
    softCircle(c, 0, 0, Math.max(w, h) * 0.35, p.accent, 0.12),
    softCircle(c, w, h, Math.max(w, h) * 0.35, p.accent, 0.12),
  ].join('');
};

const halftone: Draw = (c) => {
  const { width: w, height: h, palette: p, u } = c;
  const dots: string[] = [];
  const step = u * 3;
  const reach = Math.min(w, h) * 0.55;
  const grow = 1 + loop(c.phase).sin * 0.12;
  for (let y = step / 2; y < reach; y += step) {
    for (let x = w - step / 2; x > w - reach; x -= step) {
      const dist = Math.hypot(w - x, y) / reach;
      if (dist >= 1) continue;
      dots.push(`<circle${attrs({ cx: x, cy: y, r: step * 0.42 * (1 - dist) * grow })}/>`);
    }
  }
  return [
    base(c, 135),
    softCircle(c, w * 0.2, h * 0.8, Math.max(w, h) * 0.5, p.glow, p.dark ? 0.22 : 0.5),
    `<g${attrs({ fill: p.accent, opacity: 0.45 })}>${dots.join('')}</g>`,
    `<polygon${attrs({
      points: points([
        [0, h * 0.9],
        [w * 0.45, h],
        [0, h],
      ]),
      fill: p.accent,
      opacity: 0.8,
    })}/>`,
  ].join('');
};

const diagonal: Draw = (c) => {
  const { width: w, height: h, palette: p } = c;
  const s = loop(c.phase).sin * 0.015;
  return [
    base(c, 45),
    `<polygon${attrs({
      points: points([
        [0, h * (0.62 + s)],
        [w, h * (0.38 + s)],
        [w, h],
        [0, h],
      ]),
      fill: p.background[0],
      opacity: 0.55,
    })}/>`,
    `<polygon${attrs({
      points: points([
        [0, h * (0.6 + s)],
        [w, h * (0.36 + s)],
        [w, h * (0.365 + s)],
        [0, h * (0.605 + s)],
      ]),
      fill: p.accent,
      opacity: 0.9,
    })}/>`,
    softCircle(c, w * 0.75, h * 0.2, Math.max(w, h) * 0.45, p.glow, p.dark ? 0.3 : 0.6),
  ].join('');
};

export const BACKGROUNDS: Readonly<Record<BackgroundKind, Draw>> = {
  rays,
  bokeh,
  halo,
  geometric,
  arch,
  horizon,
  waves,
  stage,
  mesh,
  paper,
  halftone,
  diagonal,
};

/** Film grain and a vignette over the whole canvas (the texture layer). */
export function texture(c: DrawContext): string {
  const { width: w, height: h, palette: p, u } = c;
  const tile = Math.max(8, Math.round(u * 4));
  const id = c.id('grain');
  const dots: string[] = [];
  for (let i = 0; i < 26; i++) {
    dots.push(
      `<circle${attrs({
        cx: c.random() * tile,
        cy: c.random() * tile,
        r: Math.max(0.6, u * (0.05 + c.random() * 0.12)),
        opacity: 0.3 + c.random() * 0.7,
      })}/>`,
    );
  }
  c.defs.push(
    `<pattern${attrs({ id, width: tile, height: tile, patternUnits: 'userSpaceOnUse' })}><g fill="${p.dark ? '#FFFFFF' : '#3A2A1A'}">${dots.join('')}</g></pattern>`,
  );
  const vignette = radial(c, w / 2, h / 2, Math.hypot(w, h) / 2, [
    { offset: 0.55, color: '#000000', opacity: 0 },
    { offset: 1, color: '#000000', opacity: p.dark ? 0.45 : 0.12 },
  ]);
  return [
    rect(0, 0, w, h, { fill: `url(#${id})`, opacity: p.dark ? 0.07 : 0.06 }),
    rect(0, 0, w, h, { fill: vignette }),
  ].join('');
}
