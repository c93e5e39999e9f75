import { Rng } from './random.js';

// Flat, friendly house illustrations drawn as SVG, for demo photos. No photo files ship with the repo
// and nothing is downloaded: sharp (librsvg) renders these at seed time. Every picture is made from a
// seeded generator, so the same seed gives the same picture.

export const ILLUSTRATION_WIDTH = 1280;
export const ILLUSTRATION_HEIGHT = 960;
const W = ILLUSTRATION_WIDTH;
const H = ILLUSTRATION_HEIGHT;

export type ExteriorKind =
  | 'detached'
  | 'semi'
  | 'row'
  | 'canal'
  | 'villa'
  | 'bungalow'
  | 'farm'
  | 'modern'
  | 'apartment'
  | 'portiek'
  | 'houseboat';
export type InteriorKind = 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'garden';

export interface Illustration {
  key: string;
  scene: ExteriorKind | InteriorKind;
  kind: 'exterior' | 'interior';
  svg: string;
}

/** How many pictures of each scene the demo draws (41 in all). */
export const ILLUSTRATION_PLAN: readonly [ExteriorKind | InteriorKind, number][] = [
  ['detached', 4],
  ['semi', 3],
  ['row', 4],
  ['canal', 3],
  ['villa', 2],
  ['bungalow', 1],
  ['farm', 2],
  ['modern', 2],
  ['apartment', 5],
  ['portiek', 2],
  ['houseboat', 1],
  ['living', 3],
  ['kitchen', 3],
  ['bedroom', 2],
  ['bathroom', 2],
  ['garden', 2],
];

const INTERIOR: ReadonlySet<string> = new Set(['living', 'kitchen', 'bedroom', 'bathroom', 'garden']);

/** The seed of the demo's pictures; large.ts draws the same ones when it has to. */
export const ILLUSTRATION_SEED = 20_240_601;

export function drawIllustrations(seed = ILLUSTRATION_SEED): Illustration[] {
  const out: Illustration[] = [];
  let n = 0;
  for (const [scene, count] of ILLUSTRATION_PLAN) {
    for (let i = 0; i < count; i++) {
      const r = new Rng(seed * 7919 + n++ * 104729);
      out.push({
        key: `${scene}-${i + 1}`,
        scene,
        kind: INTERIOR.has(scene) ? 'interior' : 'exterior',
        svg: drawScene(scene, r, i),
      });
    }
  }
  return out;
}

export function drawScene(scene: ExteriorKind | InteriorKind, r: Rng, variant = 0): string {
  const d = new Drawing(r);
  switch (scene) {
    case 'detached':
      return d.detached(variant);
    case 'semi':
      return d.semi();
    case 'row':
      return d.row(variant);
    case 'canal':
      return d.canal();
    case 'villa':
      return d.villa();
    case 'bungalow':
      return d.bungalow();
    case 'farm':
      return d.farm();
    case 'modern':
      return d.modern();
    case 'apartment':
      return d.apartment(variant);
    case 'portiek':
      return d.portiek();
    case 'houseboat':
      return d.houseboat();
    case 'living':
      return d.living(variant);
    case 'kitchen':
      return d.kitchen(variant);
    case 'bedroom':
      return d.bedroom();
    case 'bathroom':
      return d.bathroom(variant);
    case 'garden':
      return d.garden();
  }
}

// ───────────────────────────── palettes ─────────────────────────────

const SKIES: [string, string][] = [
  ['#6fa8dc', '#d8ecf8'],
  ['#5b9bd5', '#cde5f5'],
  ['#8ec0e6', '#eef6fb'],
  ['#f0a872', '#fde3c6'],
  ['#7db3e0', '#f4e7d2'],
];
const GRASS = ['#7cb567', '#6aa757', '#8cc06f', '#79b05e'];
const BRICK = ['#a0523d', '#8e4632', '#b4654a', '#7a3d2c', '#9a5b45', '#6e4a3c', '#c9a46a'];
const PLASTER = ['#f4f0e6', '#ebe5d6', '#f7f3ea', '#e3e8ea', '#efe6d2'];
const ROOF = ['#44484e', '#35383c', '#9b4a35', '#7c3b2a', '#2b2d30', '#5a4a42'];
const FRAME = ['#ffffff', '#f7f4ec', '#2d4a3e', '#22303c', '#ffffff'];
const DOOR = ['#2f5d50', '#1f3b5a', '#8b2e2e', '#232323', '#6b4f2a', '#4b6b8a', '#7a2f4b'];
const LEAF = ['#4f8a3c', '#5e9a47', '#3f7a35', '#6aa84f', '#4a8449'];
const WALL = ['#f3ede2', '#e9efe9', '#efe4d6', '#e6ebf0', '#f5efe6', '#e8dfd3'];
const ACCENT = ['#c8664f', '#3f6e8c', '#d3a13f', '#5f8a6a', '#8a5a7a', '#2f5d73'];
const WOOD = ['#b98a5c', '#a87a4f', '#c79b6d', '#9b6e45'];

const f = (n: number) => Math.round(n * 10) / 10;

class Drawing {
  private readonly parts: string[] = [];
  private skyIndex: number;

  constructor(private readonly r: Rng) {
    this.skyIndex = r.int(0, SKIES.length - 1);
  }

  // ───────────── primitives ─────────────

  private add(s: string) {
    this.parts.push(s);
  }
  private rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    this.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`);
  }
  private poly(points: [number, number][], fill: string, extra = '') {
    this.add(`<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`);
  }
  private circle(cx: number, cy: number, rad: number, fill: string, extra = '') {
    this.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="${fill}" ${extra}/>`);
  }
  private ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
    this.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`);
  }
  private line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') {
    this.add(
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`,
    );
  }
  private path(d: string, fill: string, extra = '') {
    this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  private finish(): string {
    const [top, bottom] = SKIES[this.skyIndex];
    const defs = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6e9f3"/><stop offset="0.55" stop-color="#8fb6cc"/><stop offset="1" stop-color="#c2dbe8"/></linearGradient>
<linearGradient id="glassDark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fbfd0"/><stop offset="1" stop-color="#4d6f86"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d8fa8"/><stop offset="1" stop-color="#2f5f78"/></linearGradient>
<linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<radialGradient id="sunGlow"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient>
<radialGradient id="lampGlow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.7"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
<pattern id="bricks" width="28" height="14" patternUnits="userSpaceOnUse"><path d="M0 0.5H28M0 7.5H28M7 0V7M21 7V14" stroke="#000" stroke-opacity="0.14" stroke-width="1.2"/></pattern>
<pattern id="tilesRoof" width="26" height="16" patternUnits="userSpaceOnUse"><path d="M0 15.5H26M13 0V16" stroke="#000" stroke-opacity="0.18" stroke-width="1.5"/></pattern>
<pattern id="thatch" width="10" height="18" patternUnits="userSpaceOnUse"><path d="M2 0V18M7 4V18" stroke="#3d3020" stroke-opacity="0.25" stroke-width="1.2"/></pattern>
<pattern id="siding" width="16" height="10" patternUnits="userSpaceOnUse"><path d="M0.5 0V10" stroke="#000" stroke-opacity="0.18" stroke-width="1.5"/></pattern>
<pattern id="planks" width="180" height="36" patternUnits="userSpaceOnUse"><path d="M0 35.5H180M60 0V36M150 0V0" stroke="#000" stroke-opacity="0.12" stroke-width="1.5"/></pattern>
<pattern id="wallTiles" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M0 47.5H48M47.5 0V48" stroke="#000" stroke-opacity="0.10" stroke-width="1.5"/></pattern>
<pattern id="pavers" width="40" height="20" patternUnits="userSpaceOnUse"><path d="M0 19.5H40M20 0V20" stroke="#000" stroke-opacity="0.12" stroke-width="1.2"/></pattern>
</defs>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${this.parts.join('')}</svg>`;
  }

  // ───────────── scenery ─────────────

  private sky(horizon: number) {
    this.rect(0, 0, W, horizon + 4, 'url(#sky)');
    if (this.r.chance(0.6)) {
      const sx = this.r.between(120, W - 120);
      const sy = this.r.between(90, horizon * 0.4);
      this.circle(sx, sy, 130, 'url(#sunGlow)');
      this.circle(sx, sy, 46, this.skyIndex === 3 ? '#ffd38a' : '#fff4c2');
    }
    const clouds = this.r.int(2, 4);
    for (let i = 0; i < clouds; i++)
      this.cloud(this.r.between(60, W - 60), this.r.between(60, horizon * 0.55), this.r.between(0.7, 1.4));
  }

  private cloud(x: number, y: number, s: number) {
    const o = 'fill-opacity="0.9"';
    this.ellipse(x, y, 70 * s, 26 * s, '#ffffff', o);
    this.circle(x - 30 * s, y - 14 * s, 30 * s, '#ffffff', o);
    this.circle(x + 18 * s, y - 24 * s, 38 * s, '#ffffff', o);
    this.circle(x + 52 * s, y - 4 * s, 24 * s, '#ffffff', o);
  }

  private ground(horizon: number, color = this.r.pick(GRASS)) {
    this.rect(0, horizon, W, H - horizon, color);
    // a lighter band far away gives some depth
    this.rect(0, horizon, W, 26, '#ffffff', 'fill-opacity="0.12"');
  }

  private street(y: number) {
    this.rect(0, y, W, 46, '#cfc9bf');
    this.rect(0, y, W, 46, 'url(#pavers)');
    this.rect(0, y + 46, W, 6, '#9c968c');
    this.rect(0, y + 52, W, H - y - 52, '#5f6366');
    for (let x = 40; x < W; x += 160)
      this.rect(x, y + 52 + (H - y - 52) / 2 - 3, 80, 6, '#e8e6df', 'fill-opacity="0.8"');
  }

  private tree(x: number, groundY: number, s = 1, leaf = this.r.pick(LEAF)) {
    this.rect(x - 9 * s, groundY - 120 * s, 18 * s, 120 * s, '#6b4a32');
    const light = this.r.pick(LEAF);
    const blobs: [number, number, number][] = [
      [0, -190, 78],
      [-58, -150, 58],
      [56, -148, 62],
      [-20, -238, 56],
      [32, -222, 52],
    ];
    for (const [dx, dy, rad] of blobs) this.circle(x + dx * s, groundY + dy * s, rad * s, leaf);
    this.circle(x + 18 * s, groundY - 214 * s, 34 * s, light, 'fill-opacity="0.7"');
    this.ellipse(x, groundY, 70 * s, 10 * s, '#000', 'fill-opacity="0.10"');
  }

  private conifer(x: number, groundY: number, s = 1) {
    const c = this.r.pick(['#2f6b3a', '#3b7a45', '#2d5e3a']);
    this.rect(x - 7 * s, groundY - 40 * s, 14 * s, 40 * s, '#5b3e2a');
    for (let i = 0; i < 3; i++) {
      const y = groundY - 30 * s - i * 60 * s;
      const w = (90 - i * 22) * s;
      this.poly(
        [
          [x - w, y],
          [x, y - 110 * s],
          [x + w, y],
        ],
        c,
      );
    }
  }

  private bush(x: number, y: number, w: number, h: number) {
    const c = this.r.pick(LEAF);
    this.ellipse(x, y - h / 2, w / 2, h / 2, c);
    this.ellipse(x - w * 0.2, y - h * 0.65, w * 0.28, h * 0.4, '#ffffff', 'fill-opacity="0.10"');
  }

  private hedge(x: number, y: number, w: number, h: number) {
    this.rect(x, y - h, w, h, this.r.pick(['#3f7a35', '#4a8a3f', '#356b30']), `rx="${h / 2.5}"`);
    this.rect(x + 8, y - h + 6, w - 16, h * 0.25, '#ffffff', 'fill-opacity="0.08" rx="6"');
  }

  private fence(x: number, y: number, w: number, color = '#f4f1ea') {
    this.rect(x, y - 44, w, 7, color);
    this.rect(x, y - 22, w, 7, color);
    for (let px = x + 6; px < x + w; px += 26) this.rect(px, y - 56, 9, 56, color);
  }

  private flowers(x: number, y: number, w: number) {
    const colors = ['#e86a6a', '#f2c14e', '#ffffff', '#c77dd1', '#f08fb1'];
    for (let i = 0; i < w / 14; i++) {
      const px = x + this.r.between(0, w);
      this.circle(px, y - this.r.between(4, 26), this.r.between(4, 7), this.r.pick(colors));
    }
  }

  // ───────────── house parts ─────────────

  private window(
    x: number,
    y: number,
    w: number,
    h: number,
    frame: string,
    o: {
      panes?: 1 | 2 | 4 | 6;
      sill?: boolean;
      shutters?: string;
      arch?: boolean;
      curtain?: string;
      dark?: boolean;
    } = {},
  ) {
    const t = Math.max(5, Math.min(w, h) * 0.07);
    if (o.shutters) {
      this.rect(x - w * 0.42 - 4, y, w * 0.38, h, o.shutters);
      this.rect(x + w + 4 + w * 0.04, y, w * 0.38, h, o.shutters);
    }
    if (o.arch)
      this.path(`M${f(x - t)} ${f(y)} A${f(w / 2 + t)} ${f(w / 2 + t)} 0 0 1 ${f(x + w + t)} ${f(y)} Z`, frame);
    this.rect(x - t, y - t, w + 2 * t, h + 2 * t, frame);
    this.rect(x, y, w, h, o.dark ? 'url(#glassDark)' : 'url(#glass)');
    if (o.arch) this.path(`M${f(x)} ${f(y)} A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w)} ${f(y)} Z`, 'url(#glass)');
    this.poly(
      [
        [x + w * 0.12, y + h],
        [x + w * 0.55, y],
        [x + w * 0.75, y],
        [x + w * 0.32, y + h],
      ],
      '#ffffff',
      'fill-opacity="0.22"',
    );
    if (o.curtain) {
      this.rect(x, y, w * 0.16, h, o.curtain, 'fill-opacity="0.85"');
      this.rect(x + w * 0.84, y, w * 0.16, h, o.curtain, 'fill-opacity="0.85"');
    }
    const panes = o.panes ?? 2;
    if (panes >= 2) this.rect(x + w / 2 - t / 2, y, t, h, frame);
    if (panes >= 4) this.rect(x, y + h * 0.38 - t / 2, w, t, frame);
    if (panes >= 6) this.rect(x, y + h * 0.7 - t / 2, w, t, frame);
    if (o.sill !== false) this.rect(x - t * 2, y + h + t, w + t * 4, t * 1.3, '#d9d4ca');
  }

  private door(x: number, y: number, w: number, h: number, color: string, frame: string) {
    this.rect(x - 8, y - 8, w + 16, h + 8, frame);
    this.rect(x, y + h * 0.18, w, h * 0.82, color);
    this.rect(x, y, w, h * 0.16, 'url(#glass)');
    this.rect(x + w * 0.15, y + h * 0.28, w * 0.7, h * 0.25, '#000', 'fill-opacity="0.10"');
    this.rect(x + w * 0.15, y + h * 0.6, w * 0.7, h * 0.28, '#000', 'fill-opacity="0.10"');
    this.circle(x + w * 0.82, y + h * 0.58, Math.max(3, w * 0.05), '#d9b45a');
    this.rect(x - 14, y + h, w + 28, 10, '#bdb7ad');
  }

  private chimney(x: number, y: number, h: number) {
    this.rect(x, y - h, 34, h, '#7a3d2c');
    this.rect(x, y - h, 34, h, 'url(#bricks)');
    this.rect(x - 5, y - h - 10, 44, 12, '#4a4e54');
  }

  private gableRoof(x: number, y: number, w: number, h: number, color: string, over = 26) {
    const pts: [number, number][] = [
      [x - over, y],
      [x + w / 2, y - h],
      [x + w + over, y],
    ];
    this.poly(pts, color);
    this.poly(pts, 'url(#tilesRoof)');
    this.line(x - over, y, x + w / 2, y - h, '#ffffff', 6, 'stroke-opacity="0.55"');
    this.line(x + w / 2, y - h, x + w + over, y, '#ffffff', 6, 'stroke-opacity="0.55"');
  }

  private hipRoof(
    x: number,
    y: number,
    w: number,
    h: number,
    color: string,
    inset = 0.22,
    over = 24,
    pattern = 'url(#tilesRoof)',
  ) {
    const pts: [number, number][] = [
      [x - over, y],
      [x + w * inset, y - h],
      [x + w * (1 - inset), y - h],
      [x + w + over, y],
    ];
    this.poly(pts, color);
    this.poly(pts, pattern);
    this.rect(x - over, y - 6, w + over * 2, 10, '#000', 'fill-opacity="0.18"');
  }

  private dormer(cx: number, y: number, w: number, frame: string, wall: string) {
    const h = w * 0.8;
    this.rect(cx - w / 2, y - h, w, h, wall);
    this.poly(
      [
        [cx - w / 2 - 10, y - h],
        [cx, y - h - w * 0.45],
        [cx + w / 2 + 10, y - h],
      ],
      '#3b3f45',
    );
    this.window(cx - w * 0.3, y - h + 14, w * 0.6, h - 30, frame, { sill: false });
  }

  private brickWall(x: number, y: number, w: number, h: number, color: string) {
    this.rect(x, y, w, h, color);
    if (color !== '#c9a46a' || this.r.chance(0.5)) this.rect(x, y, w, h, 'url(#bricks)');
  }

  // ───────────── exteriors ─────────────

  detached(variant: number): string {
    const r = this.r;
    const horizon = 600;
    this.sky(horizon);
    this.ground(horizon);
    r.chance(0.5) ? this.conifer(160, horizon + 20, 1.1) : this.tree(150, horizon + 30, 1.15);
    const w = r.between(560, 660);
    const x = (W - w) / 2 + r.between(-40, 40);
    const wallH = 300;
    const base = horizon + 130;
    const brick = variant % 2 === 0;
    const wall = brick ? r.pick(BRICK) : r.pick(PLASTER);
    const frame = r.pick(FRAME);
    const roof = r.pick(ROOF);
    this.ellipse(x + w / 2, base + 6, w * 0.62, 24, '#000', 'fill-opacity="0.12"');
    if (variant % 3 === 1) this.chimney(x + w * 0.72, base - wallH - 90, 120);
    if (brick) this.brickWall(x, base - wallH, w, wallH, wall);
    else this.rect(x, base - wallH, w, wallH, wall);
    const roofKind = variant % 4;
    if (roofKind === 0 || roofKind === 2) {
      this.gableRoof(x, base - wallH, w, 210, roof);
      this.window(x + w / 2 - 50, base - wallH - 140, 100, 80, frame, { panes: 2, sill: false });
    } else {
      this.hipRoof(x, base - wallH, w, 190, roof);
      this.dormer(x + w / 2, base - wallH - 40, 120, frame, r.pick(PLASTER));
    }
    const shutters = !brick && r.chance(0.5) ? r.pick(['#2d4a3e', '#22303c', '#5c2e2e']) : undefined;
    const cols = 3;
    for (let i = 0; i < cols; i++) {
      const wx = x + 60 + i * ((w - 120 - 110) / (cols - 1));
      this.window(wx, base - wallH + 34, 110, 84, frame, { panes: 4, shutters });
      if (i !== 1)
        this.window(wx, base - 150, 110, 104, frame, {
          panes: 4,
          shutters,
          curtain: r.chance(0.3) ? '#f1e7d0' : undefined,
        });
    }
    this.door(x + w / 2 - 42, base - 160, 84, 160, r.pick(DOOR), frame);
    this.rect(x + w / 2 - 110, base, 220, H - base, '#cfc6b6');
    this.rect(x + w / 2 - 110, base, 220, H - base, 'url(#pavers)');
    this.hedge(0, H - 40, x + w / 2 - 140, 70);
    this.hedge(x + w / 2 + 140, H - 40, W, 70);
    this.bush(x + 40, base + 10, 120, 80);
    this.bush(x + w - 40, base + 10, 140, 90);
    this.flowers(x, base + 30, w / 2 - 130);
    r.chance(0.5) ? this.tree(W - 140, horizon + 60, 1.2) : this.conifer(W - 150, horizon + 40, 1.2);
    return this.finish();
  }

  semi(): string {
    const r = this.r;
    const horizon = 590;
    this.sky(horizon);
    this.ground(horizon);
    this.tree(110, horizon + 40, 1.1);
    const unitW = 330;
    const x = (W - unitW * 2) / 2;
    const base = horizon + 140;
    const wallH = 290;
    const wall = r.pick(BRICK);
    const roof = r.pick(ROOF);
    this.ellipse(W / 2, base + 6, unitW * 1.25, 24, '#000', 'fill-opacity="0.12"');
    this.brickWall(x, base - wallH, unitW * 2, wallH, wall);
    this.hipRoof(x, base - wallH, unitW * 2, 200, roof, 0.3);
    this.rect(W / 2 - 3, base - wallH, 6, wallH, '#000', 'fill-opacity="0.15"');
    for (const side of [0, 1]) {
      const ux = x + side * unitW;
      const frame = r.pick(FRAME);
      const mirror = side === 1;
      this.dormer(ux + unitW / 2, base - wallH - 40, 100, frame, '#f4f0e6');
      this.window(ux + (mirror ? 190 : 40), base - wallH + 30, 100, 84, frame, { panes: 4 });
      this.window(ux + (mirror ? 40 : 190), base - wallH + 30, 100, 84, frame, { panes: 2 });
      this.window(ux + (mirror ? 170 : 40), base - 150, 120, 110, frame, { panes: 4 });
      this.door(ux + (mirror ? 55 : unitW - 125), base - 158, 74, 158, r.pick(DOOR), frame);
      this.rect(ux + (mirror ? 40 : unitW - 140), base, 104, H - base, '#cfc6b6');
      this.rect(ux + (mirror ? 40 : unitW - 140), base, 104, H - base, 'url(#pavers)');
    }
    this.hedge(0, H - 30, x + unitW - 150, 60);
    this.hedge(x + unitW + 150, H - 30, W, 60);
    this.flowers(x + 20, base + 40, 200);
    this.tree(W - 110, horizon + 50, 1.05);
    return this.finish();
  }

  row(variant: number): string {
    const r = this.r;
    const horizon = 560;
    this.sky(horizon);
    this.ground(horizon, '#9ab07f');
    const base = horizon + 170;
    const units = 4;
    const unitW = 340;
    const offset = -r.between(40, 160);
    const wallH = variant % 2 === 0 ? 300 : 330;
    const roof = r.pick(ROOF);
    const baseWall = r.pick(BRICK);
    this.street(base + 120);
    // one long roof over the whole block, front slope facing the street
    const roofH = 170;
    this.poly(
      [
        [0, base - wallH],
        [0, base - wallH - roofH],
        [W, base - wallH - roofH],
        [W, base - wallH],
      ],
      roof,
    );
    this.poly(
      [
        [0, base - wallH],
        [0, base - wallH - roofH],
        [W, base - wallH - roofH],
        [W, base - wallH],
      ],
      'url(#tilesRoof)',
    );
    for (let i = 0; i < units; i++) {
      const ux = offset + i * unitW;
      const wall = variant === 3 && i % 2 === 1 ? r.pick(PLASTER) : r.chance(0.7) ? baseWall : r.pick(BRICK);
      const frame = r.pick(FRAME);
      if (wall.startsWith('#f') || wall.startsWith('#e')) this.rect(ux, base - wallH, unitW, wallH, wall);
      else this.brickWall(ux, base - wallH, unitW, wallH, wall);
      this.rect(ux, base - wallH, 5, wallH, '#000', 'fill-opacity="0.12"');
      this.dormer(ux + unitW / 2, base - wallH - 30, 130, frame, '#f2efe8');
      this.window(ux + 40, base - wallH + 36, 120, 90, frame, { panes: 4 });
      this.window(ux + 190, base - wallH + 36, 110, 90, frame, {
        panes: 2,
        curtain: r.chance(0.3) ? '#e9dcc4' : undefined,
      });
      this.window(ux + 40, base - 150, 170, 116, frame, { panes: 4 });
      this.door(ux + 240, base - 160, 70, 160, r.pick(DOOR), frame);
      this.hedge(ux + 20, base + 110, 200, 48);
      this.rect(ux + 230, base, 90, 120, '#cfc6b6');
      this.rect(ux + 230, base, 90, 120, 'url(#pavers)');
      this.flowers(ux + 30, base + 60, 170);
    }
    this.rect(0, base - wallH - 6, W, 10, '#000', 'fill-opacity="0.2"');
    if (r.chance(0.6)) this.tree(W - 90, base + 150, 1.0);
    return this.finish();
  }

  canal(): string {
    const r = this.r;
    const horizon = 520;
    this.sky(horizon);
    const base = 700;
    const widths = [230, 200, 250, 210, 240, 220];
    let x = -r.between(20, 120);
    let i = 0;
    while (x < W) {
      const w = widths[i % widths.length];
      const floors = r.int(3, 4);
      const floorH = 118;
      const top = base - floors * floorH;
      const wall = r.pick([...BRICK, '#f1ece2', '#3f3a36']);
      const frame = wall === '#3f3a36' ? '#ffffff' : r.pick(['#ffffff', '#ffffff', '#2d4a3e']);
      const gable = r.int(0, 3);
      // façade with a gable on top: stepped, neck, bell or a flat cornice
      if (gable === 0) {
        const steps = 3;
        const pts: [number, number][] = [[x, top]];
        for (let s = 0; s < steps; s++) {
          const inset = (w / 2 / (steps + 1)) * (s + 1);
          pts.push([x + inset - w / 2 / (steps + 1), top - s * 40 - 40], [x + inset, top - s * 40 - 40]);
        }
        const right = pts
          .slice(1)
          .map(([px, py]) => [x + w - (px - x), py] as [number, number])
          .reverse();
        this.poly(
          [
            ...pts,
            [x + w / 2 - 24, top - steps * 40 - 30],
            [x + w / 2 + 24, top - steps * 40 - 30],
            ...right,
            [x + w, top],
          ],
          wall,
        );
      } else if (gable === 1) {
        this.path(
          `M${x} ${top} Q${x + w * 0.18} ${top - 20} ${x + w * 0.28} ${top - 70} L${x + w * 0.28} ${top - 150} L${x + w * 0.72} ${top - 150} L${x + w * 0.72} ${top - 70} Q${x + w * 0.82} ${top - 20} ${x + w} ${top} Z`,
          wall,
        );
        this.rect(x + w * 0.26, top - 160, w * 0.48, 12, '#f4f1ea');
      } else if (gable === 2) {
        this.path(
          `M${x} ${top} C${x + w * 0.05} ${top - 120} ${x + w * 0.35} ${top - 60} ${x + w * 0.4} ${top - 170} L${x + w * 0.6} ${top - 170} C${x + w * 0.65} ${top - 60} ${x + w * 0.95} ${top - 120} ${x + w} ${top} Z`,
          wall,
        );
        this.rect(x + w * 0.38, top - 180, w * 0.24, 12, '#f4f1ea');
      } else {
        this.rect(x - 6, top - 26, w + 12, 26, '#f4f1ea');
      }
      this.rect(x, top, w, base - top, wall);
      if (wall !== '#f1ece2') this.rect(x, top, w, base - top, 'url(#bricks)');
      this.rect(x, top, 4, base - top, '#000', 'fill-opacity="0.15"');
      if (gable < 3) this.window(x + w / 2 - 28, top - 110, 56, 70, frame, { panes: 2, sill: false });
      for (let fl = 0; fl < floors; fl++) {
        const wy = top + 22 + fl * floorH;
        const ww = (w - 80) / 2;
        const last = fl === floors - 1;
        if (last) {
          this.window(x + 24, wy, ww, 84, frame, { panes: 6 });
          this.door(x + w - 24 - ww * 0.75, wy - 4, ww * 0.75, floorH - 18, r.pick(DOOR), frame);
        } else {
          this.window(x + 24, wy, ww, 80, frame, { panes: 6, arch: fl === 0 && r.chance(0.4) });
          this.window(x + w - 24 - ww, wy, ww, 80, frame, { panes: 6 });
        }
      }
      // steps up to the door (stoep)
      this.rect(x + w - 30 - (w - 80) * 0.375 - 30, base - 8, (w - 80) * 0.375 + 60, 14, '#8f8a82');
      x += w;
      i++;
    }
    // quay, railing and canal
    this.rect(0, base, W, 60, '#bdb5a8');
    this.rect(0, base, W, 60, 'url(#pavers)');
    this.rect(0, base + 60, W, 18, '#6d6860');
    this.rect(0, base + 78, W, H - base - 78, 'url(#water)');
    for (let k = 0; k < 14; k++) {
      const wy = base + 100 + r.between(0, H - base - 120);
      const wx = r.between(0, W);
      this.line(wx, wy, wx + r.between(40, 120), wy, '#ffffff', 3, 'stroke-opacity="0.35" stroke-linecap="round"');
    }
    for (let px = 20; px < W; px += 110) {
      this.rect(px, base + 16, 8, 44, '#2b2b2b');
    }
    this.rect(0, base + 18, W, 5, '#2b2b2b');
    if (r.chance(0.7)) this.tree(r.pick([120, W - 140]), base + 40, 1.25);
    // a bicycle against the railing: the most Dutch detail there is
    const bx = r.between(300, 900);
    this.circle(bx, base + 42, 18, 'none', 'stroke="#222" stroke-width="4"');
    this.circle(bx + 60, base + 42, 18, 'none', 'stroke="#222" stroke-width="4"');
    this.path(
      `M${bx} ${base + 42} L${bx + 24} ${base + 14} L${bx + 50} ${base + 14} L${bx + 60} ${base + 42} M${bx + 24} ${base + 14} L${bx + 32} ${base + 42}`,
      'none',
      `stroke="${r.pick(ACCENT)}" stroke-width="5"`,
    );
    return this.finish();
  }

  villa(): string {
    const r = this.r;
    const horizon = 560;
    this.sky(horizon);
    this.ground(horizon, '#86bd6c');
    this.tree(120, horizon + 20, 1.3);
    this.conifer(260, horizon + 10, 1.0);
    const w = 760;
    const x = (W - w) / 2;
    const base = horizon + 150;
    const wallH = 320;
    const wall = r.pick(PLASTER);
    const frame = r.pick(['#2d4a3e', '#22303c', '#ffffff']);
    this.ellipse(W / 2, base + 8, w * 0.6, 26, '#000', 'fill-opacity="0.12"');
    this.rect(x, base - wallH, w, wallH, wall);
    this.hipRoof(x, base - wallH, w, 230, r.pick(['#2b2d30', '#44484e', '#5a4a42']), 0.18, 34);
    this.dormer(x + w * 0.3, base - wallH - 50, 110, frame, wall);
    this.dormer(x + w * 0.7, base - wallH - 50, 110, frame, wall);
    this.chimney(x + w * 0.82, base - wallH - 120, 140);
    // bay with a balcony over the entrance
    this.rect(x + w / 2 - 110, base - wallH - 10, 220, wallH + 10, wall);
    this.rect(x + w / 2 - 110, base - wallH - 10, 220, 4, '#000', 'fill-opacity="0.1"');
    this.window(x + w / 2 - 70, base - wallH + 30, 140, 110, frame, { panes: 6, sill: false });
    this.rect(x + w / 2 - 120, base - 178, 240, 14, '#d9d4ca');
    for (let px = x + w / 2 - 112; px < x + w / 2 + 112; px += 22) this.rect(px, base - 216, 6, 40, '#2b2b2b');
    this.door(x + w / 2 - 55, base - 156, 110, 156, r.pick(DOOR), '#f7f4ec');
    for (const wx of [x + 40, x + 165, x + w - 265, x + w - 140]) {
      this.window(wx, base - wallH + 40, 100, 96, frame, { panes: 6 });
      this.window(wx, base - 150, 100, 120, frame, { panes: 6 });
    }
    this.rect(x + w / 2 - 140, base, 280, H - base, '#d8cfbd');
    this.rect(x + w / 2 - 140, base, 280, H - base, 'url(#pavers)');
    this.bush(x + w / 2 - 180, base + 20, 80, 80);
    this.bush(x + w / 2 + 180, base + 20, 80, 80);
    this.hedge(0, H - 20, x + w / 2 - 170, 80);
    this.hedge(x + w / 2 + 170, H - 20, W, 80);
    this.tree(W - 120, horizon + 40, 1.35);
    return this.finish();
  }

  bungalow(): string {
    const r = this.r;
    const horizon = 600;
    this.sky(horizon);
    this.ground(horizon);
    this.conifer(120, horizon + 30, 1.2);
    const w = 860;
    const x = (W - w) / 2;
    const base = horizon + 160;
    const wallH = 210;
    const wall = r.pick(['#c9a46a', '#b4654a', '#f4f0e6']);
    this.ellipse(W / 2, base + 6, w * 0.6, 22, '#000', 'fill-opacity="0.12"');
    this.brickWall(x, base - wallH, w, wallH, wall);
    this.hipRoof(x, base - wallH, w, 120, r.pick(ROOF), 0.12, 50);
    const frame = r.pick(FRAME);
    this.window(x + 50, base - wallH + 40, 260, 130, frame, { panes: 4 });
    this.window(x + 360, base - wallH + 40, 120, 130, frame, { panes: 2 });
    this.door(x + 530, base - 170, 80, 170, r.pick(DOOR), frame);
    this.rect(x + 650, base - 170, 180, 170, '#e9e5dd');
    for (let y = base - 160; y < base; y += 20) this.rect(x + 650, y, 180, 3, '#000', 'fill-opacity="0.12"');
    this.rect(x + 640, base, 200, H - base, '#cfc6b6');
    this.rect(x + 640, base, 200, H - base, 'url(#pavers)');
    this.flowers(x + 40, base + 40, 400);
    this.hedge(0, H - 10, x + 600, 70);
    this.tree(W - 100, horizon + 50, 1.1);
    return this.finish();
  }

  farm(): string {
    const r = this.r;
    const horizon = 520;
    this.sky(horizon);
    this.ground(horizon, '#8fbf6a');
    // fields in bands towards the horizon
    for (let i = 0; i < 4; i++)
      this.rect(0, horizon + i * 18, W, 9, i % 2 ? '#a9c97e' : '#7fae5a', 'fill-opacity="0.6"');
    this.tree(90, horizon + 40, 1.2);
    this.tree(200, horizon + 10, 0.8);
    const w = 820;
    const x = (W - w) / 2 + 40;
    const base = horizon + 220;
    const wallH = 170;
    const thatch = r.chance(0.5);
    this.ellipse(x + w / 2, base + 8, w * 0.6, 26, '#000', 'fill-opacity="0.12"');
    this.brickWall(x, base - wallH, w, wallH, r.pick(['#8e4632', '#a0523d', '#7a3d2c']));
    this.hipRoof(
      x,
      base - wallH,
      w,
      300,
      thatch ? '#8a7648' : '#44484e',
      0.3,
      40,
      thatch ? 'url(#thatch)' : 'url(#tilesRoof)',
    );
    // the front gable end with the big barn doors
    this.rect(x + w - 260, base - 150, 200, 150, '#2f5d50');
    this.line(x + w - 160, base - 150, x + w - 160, base, '#1e3d35', 6);
    this.path(
      `M${x + w - 260} ${base - 150} L${x + w - 160} ${base} M${x + w - 60} ${base - 150} L${x + w - 160} ${base}`,
      'none',
      'stroke="#ffffff" stroke-width="8"',
    );
    const frame = '#ffffff';
    for (const wx of [x + 40, x + 170, x + 300])
      this.window(wx, base - wallH + 40, 90, 90, frame, { panes: 6, shutters: '#2f5d50' });
    this.door(x + 462, base - 150, 70, 150, '#2f5d50', frame);
    this.fence(0, H - 60, W, '#f4f1ea');
    this.tree(W - 110, horizon + 80, 1.3);
    return this.finish();
  }

  modern(): string {
    const r = this.r;
    const horizon = 600;
    this.sky(horizon);
    this.ground(horizon, '#82b866');
    this.tree(110, horizon + 40, 1.1);
    const base = horizon + 160;
    const x = 230;
    const white = r.pick(['#f6f6f3', '#ecedeb', '#e5e2dc']);
    const dark = r.pick(['#3a3d40', '#2e3134']);
    this.ellipse(W / 2, base + 6, 460, 22, '#000', 'fill-opacity="0.12"');
    // ground floor box, upper box cantilevered, wood-clad part
    this.rect(x, base - 230, 560, 230, white);
    this.rect(x + 120, base - 470, 640, 240, r.chance(0.5) ? white : dark);
    this.rect(x + 560, base - 230, 240, 230, r.pick(WOOD));
    this.rect(x + 560, base - 230, 240, 230, 'url(#siding)');
    this.rect(x + 110, base - 480, 660, 12, dark);
    this.rect(x - 10, base - 240, 580, 12, dark);
    this.rect(x + 40, base - 200, 420, 180, dark);
    this.rect(x + 48, base - 192, 404, 172, 'url(#glassDark)');
    for (const gx of [x + 48 + 135, x + 48 + 270]) this.rect(gx, base - 192, 6, 172, dark);
    this.rect(x + 180, base - 430, 300, 150, dark);
    this.rect(x + 188, base - 422, 284, 134, 'url(#glassDark)');
    this.rect(x + 560, base - 430, 150, 150, dark);
    this.rect(x + 568, base - 422, 134, 134, 'url(#glassDark)');
    this.rect(x + 640, base - 200, 90, 200, dark);
    this.rect(x - 60, base, W, 30, '#d6d2ca');
    this.rect(x + 600, base, 240, H - base, '#bdb6aa');
    this.rect(x + 600, base, 240, H - base, 'url(#pavers)');
    for (let i = 0; i < 6; i++) this.bush(x + 40 + i * 90, base + 60, 70, 50);
    this.tree(W - 90, horizon + 60, 1.0);
    return this.finish();
  }

  apartment(variant: number): string {
    const r = this.r;
    const horizon = 640;
    this.sky(horizon);
    this.ground(horizon, '#94b47c');
    const base = horizon + 120;
    this.street(base + 40);
    const blocks = variant % 2 === 0 ? 1 : 2;
    const brick = variant % 3 !== 0;
    for (let b = 0; b < blocks; b++) {
      const w = blocks === 1 ? 820 : 520;
      const x = blocks === 1 ? (W - w) / 2 : b === 0 ? 60 : 640;
      const floors = r.int(5, 8);
      const floorH = 86;
      const top = base - floors * floorH;
      const wall = brick ? r.pick(BRICK) : r.pick(['#eeeae2', '#d9dcdc', '#f0e6d6']);
      const frame = brick ? '#ffffff' : r.pick(['#2b2d30', '#3b4a56']);
      if (brick) this.brickWall(x, top, w, base - top, wall);
      else this.rect(x, top, w, base - top, wall);
      this.rect(x - 8, top - 14, w + 16, 16, '#5b5e61');
      const cols = Math.floor(w / 130);
      const cw = w / cols;
      const accent = r.pick(ACCENT);
      for (let fl = 0; fl < floors; fl++) {
        const fy = top + fl * floorH;
        for (let c = 0; c < cols; c++) {
          const wx = x + c * cw + cw * 0.18;
          if (fl === floors - 1 && c === Math.floor(cols / 2)) {
            this.rect(x + c * cw + cw * 0.2, fy + 10, cw * 0.6, floorH - 10, '#3c3f42');
            this.rect(x + c * cw + cw * 0.26, fy + 16, cw * 0.48, floorH - 16, 'url(#glass)');
            continue;
          }
          this.window(wx, fy + 14, cw * 0.64, floorH - 30, frame, {
            panes: 2,
            sill: false,
            curtain: r.chance(0.12) ? '#efe3c9' : undefined,
          });
        }
        if (fl < floors - 1) {
          // balconies on alternating columns
          for (let c = variant % 2; c < cols; c += 2) {
            const bx = x + c * cw + cw * 0.08;
            this.rect(bx, fy + floorH - 18, cw * 0.84, 8, '#cfcac0');
            this.rect(bx, fy + floorH - 46, cw * 0.84, 28, brick ? '#2b2b2b' : accent, 'fill-opacity="0.75"');
          }
        }
      }
    }
    for (let tx = 80; tx < W; tx += 300) this.tree(tx + r.between(-20, 20), base + 60, 0.85);
    return this.finish();
  }

  portiek(): string {
    const r = this.r;
    const horizon = 520;
    this.sky(horizon);
    const base = 760;
    this.street(base);
    const floors = 3;
    const floorH = 150;
    const top = base - floors * floorH - 40;
    const wall = r.pick(BRICK);
    this.brickWall(0, top, W, base - top, wall);
    this.rect(0, top - 30, W, 34, '#f4f1ea');
    this.rect(0, top + 4, W, 10, '#000', 'fill-opacity="0.12"');
    const bays = 4;
    const bw = W / bays;
    const frame = r.pick(['#ffffff', '#f7f4ec', '#2d4a3e']);
    for (let b = 0; b < bays; b++) {
      const bx = b * bw;
      const isEntrance = b === 1 || b === 3;
      for (let fl = 0; fl < floors; fl++) {
        const fy = top + 40 + fl * floorH;
        if (isEntrance) {
          this.window(bx + bw / 2 - 55, fy + 20, 110, 100, frame, { panes: 6 });
        } else {
          this.window(bx + 40, fy + 14, bw - 80, 104, frame, {
            panes: 4,
            curtain: r.chance(0.25) ? '#efe3c9' : undefined,
          });
          if (fl > 0 && r.chance(0.5)) {
            this.rect(bx + 30, fy + 118, bw - 60, 10, '#d9d4ca');
            this.rect(bx + 30, fy + 86, bw - 60, 32, '#2b2b2b', 'fill-opacity="0.7"');
          }
        }
      }
      if (isEntrance) {
        this.rect(bx + bw / 2 - 80, base - 210, 160, 210, '#3a3430');
        this.door(bx + bw / 2 - 60, base - 190, 56, 186, r.pick(DOOR), frame);
        this.door(bx + bw / 2 + 4, base - 190, 56, 186, r.pick(DOOR), frame);
      }
    }
    this.tree(160, base + 120, 0.9);
    this.tree(W - 200, base + 120, 0.9);
    return this.finish();
  }

  houseboat(): string {
    const r = this.r;
    const horizon = 470;
    this.sky(horizon);
    // far bank with trees and houses
    this.rect(0, horizon - 10, W, 60, '#7fae5a');
    for (let x = 0; x < W; x += 120) this.circle(x + r.between(0, 60), horizon - 20, r.between(40, 70), r.pick(LEAF));
    this.rect(0, horizon + 40, W, H - horizon - 40, 'url(#water)');
    const base = 760;
    const x = 200;
    const w = 880;
    this.ellipse(x + w / 2, base + 30, w * 0.55, 20, '#000', 'fill-opacity="0.18"');
    this.path(
      `M${x} ${base - 70} L${x + w} ${base - 70} L${x + w - 40} ${base + 10} L${x + 40} ${base + 10} Z`,
      '#2f3b45',
    );
    this.rect(x, base - 78, w, 12, '#c9c3b8');
    const cabin = r.pick(['#3e5c6e', '#6b8f71', '#a8553f', '#f1ece2']);
    this.rect(x + 60, base - 300, w - 120, 222, cabin);
    this.rect(x + 60, base - 300, w - 120, 222, 'url(#siding)');
    this.rect(x + 40, base - 318, w - 80, 22, '#2b2d30');
    for (let i = 0; i < 5; i++)
      this.window(x + 100 + i * 150, base - 260, 110, 120, '#ffffff', { panes: 2, sill: false });
    for (let i = 0; i < 6; i++) this.bush(x + 80 + i * 30, base - 318, 40, 36);
    for (let k = 0; k < 18; k++) {
      const wy = horizon + 80 + r.between(0, H - horizon - 100);
      const wx = r.between(0, W);
      this.line(wx, wy, wx + r.between(40, 140), wy, '#ffffff', 3, 'stroke-opacity="0.3" stroke-linecap="round"');
    }
    // the quay in front
    this.rect(0, H - 70, W, 70, '#bdb5a8');
    this.rect(0, H - 70, W, 70, 'url(#pavers)');
    return this.finish();
  }

  // ───────────── interiors ─────────────

  private room(wall: string, floorY: number, floor: string) {
    this.rect(0, 0, W, floorY, wall);
    this.rect(0, floorY - 14, W, 14, '#ffffff', 'fill-opacity="0.7"');
    this.rect(0, floorY, W, H - floorY, floor);
    this.rect(0, floorY, W, H - floorY, 'url(#planks)');
    this.rect(0, floorY, W, 90, 'url(#floorShade)');
  }

  private viewWindow(x: number, y: number, w: number, h: number, frame: string) {
    this.rect(x - 12, y - 12, w + 24, h + 24, frame);
    this.rect(x, y, w, h, 'url(#sky)');
    this.rect(x, y + h * 0.62, w, h * 0.38, this.r.pick(GRASS));
    this.circle(x + w * 0.3, y + h * 0.55, h * 0.22, this.r.pick(LEAF));
    this.circle(x + w * 0.75, y + h * 0.5, h * 0.28, this.r.pick(LEAF));
    this.rect(x + w / 2 - 6, y, 12, h, frame);
    this.rect(x, y + h * 0.3, w, 10, frame);
    this.poly(
      [
        [x + w * 0.05, y + h],
        [x + w * 0.35, y],
        [x + w * 0.48, y],
        [x + w * 0.18, y + h],
      ],
      '#ffffff',
      'fill-opacity="0.18"',
    );
  }

  private plant(x: number, y: number, s = 1) {
    this.path(
      `M${x - 34 * s} ${y - 70 * s} L${x + 34 * s} ${y - 70 * s} L${x + 26 * s} ${y} L${x - 26 * s} ${y} Z`,
      this.r.pick(['#d9cbb5', '#c8664f', '#f2efe8', '#3f4a50']),
    );
    const g = this.r.pick(LEAF);
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + (i - 3) * 0.35;
      const len = (120 + (i % 3) * 30) * s;
      this.ellipse(
        x + Math.cos(a) * len * 0.5,
        y - 70 * s + Math.sin(a) * len * 0.5,
        16 * s,
        len * 0.5,
        g,
        `transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(x + Math.cos(a) * len * 0.5)} ${f(y - 70 * s + Math.sin(a) * len * 0.5)})"`,
      );
    }
  }

  private frames(y: number, x0: number, x1: number) {
    let x = x0;
    while (x < x1 - 80) {
      const w = this.r.between(70, 140);
      const h = this.r.between(80, 130);
      this.rect(x, y, w, h, '#2b2b2b');
      this.rect(x + 8, y + 8, w - 16, h - 16, this.r.pick(['#f4efe6', ...ACCENT]));
      this.circle(x + w / 2, y + h / 2, Math.min(w, h) * 0.2, this.r.pick(ACCENT), 'fill-opacity="0.8"');
      x += w + this.r.between(20, 40);
    }
  }

  living(variant: number): string {
    const r = this.r;
    const floorY = 640;
    this.room(r.pick(WALL), floorY, r.pick(WOOD));
    this.viewWindow(variant === 1 ? 760 : 100, 120, 380, 400, '#ffffff');
    const sofaX = variant === 1 ? 120 : 560;
    const sofa = r.pick(['#3f6e8c', '#8a9a7b', '#c8664f', '#6b6f74', '#d3a13f', '#5f8a6a']);
    this.frames(220, sofaX, sofaX + 560);
    // rug, sofa, cushions, coffee table
    this.ellipse(sofaX + 280, floorY + 170, 380, 90, r.pick(['#e8dccb', '#d8c3a5', '#c9d3d6']));
    this.rect(sofaX, floorY - 200, 560, 120, sofa, 'rx="26"');
    this.rect(sofaX - 20, floorY - 130, 600, 130, sofa, 'rx="22"');
    this.rect(sofaX - 20, floorY - 130, 600, 40, '#ffffff', 'fill-opacity="0.12" rx="20"');
    for (const cx of [sofaX + 60, sofaX + 430])
      this.rect(cx, floorY - 210, 90, 80, r.pick(['#f2e8d5', '#e2b65b', '#d37b63']), 'rx="18"');
    this.rect(sofaX + 10, floorY, 16, 30, '#3a2c22');
    this.rect(sofaX + 554, floorY, 16, 30, '#3a2c22');
    this.ellipse(sofaX + 280, floorY + 160, 140, 34, r.pick(WOOD));
    this.rect(sofaX + 200, floorY + 170, 14, 70, '#3a2c22');
    this.rect(sofaX + 346, floorY + 170, 14, 70, '#3a2c22');
    this.rect(sofaX + 230, floorY + 120, 40, 24, '#f2efe8');
    this.plant(variant === 1 ? 640 : 80, floorY + 40, 1);
    // floor lamp
    const lx = variant === 1 ? sofaX + 640 : sofaX - 80;
    this.circle(lx, floorY - 360, 160, 'url(#lampGlow)');
    this.rect(lx - 4, floorY - 340, 8, 360, '#2b2b2b');
    this.path(
      `M${lx - 60} ${floorY - 340} L${lx + 60} ${floorY - 340} L${lx + 36} ${floorY - 420} L${lx - 36} ${floorY - 420} Z`,
      '#f4ead2',
    );
    this.ellipse(lx, floorY + 20, 40, 8, '#2b2b2b');
    if (variant === 2) {
      // a bookcase
      this.rect(40, 160, 220, floorY - 160, r.pick(WOOD));
      for (let y = 200; y < floorY; y += 100) {
        this.rect(56, y, 188, 8, '#000', 'fill-opacity="0.2"');
        let bx = 60;
        while (bx < 230) {
          const bw = r.between(10, 22);
          const bh = r.between(56, 78);
          this.rect(bx, y - bh, bw, bh, r.pick(ACCENT));
          bx += bw + 3;
        }
      }
    }
    return this.finish();
  }

  kitchen(variant: number): string {
    const r = this.r;
    const floorY = 700;
    this.room(r.pick(WALL), floorY, r.pick(['#cfc7ba', '#b9b1a4', ...WOOD]));
    const cab = r.pick(['#2f4a5a', '#f4f1ea', '#5f7a66', '#2b2d30', '#d9cbb5']);
    const top = r.pick(['#e9e6df', '#3a3d40', '#c7b08a']);
    this.viewWindow(variant === 0 ? 500 : 820, 140, 300, 240, '#ffffff');
    // back-splash tiles, base and wall cabinets
    this.rect(0, 400, W, 110, r.pick(['#eef3f4', '#e8e0d2', '#dfe9e4']));
    this.rect(0, 400, W, 110, 'url(#wallTiles)');
    this.rect(0, 510, W, 24, top);
    this.rect(0, 534, W, floorY - 534, cab);
    for (let x = 0; x < W; x += 160) {
      this.rect(x + 6, 544, 148, floorY - 560, '#000', 'fill-opacity="0.06"');
      this.rect(x + 70, 560, 20, 6, '#9a9a9a');
    }
    for (let x = 0; x < W; x += 160) {
      if (x + 160 > (variant === 0 ? 470 : 790) && x < (variant === 0 ? 830 : 1150)) continue;
      this.rect(x + 4, 110, 152, 250, cab);
      this.rect(x + 12, 118, 136, 234, '#000', 'fill-opacity="0.05"');
      this.rect(x + 70, 330, 20, 6, '#9a9a9a');
    }
    // stove and hood, fridge
    const sx = variant === 0 ? 180 : 360;
    this.rect(sx, 504, 200, 12, '#2b2b2b');
    for (const dx of [40, 150]) this.ellipse(sx + dx, 508, 26, 5, '#555');
    this.path(`M${sx + 30} 300 L${sx + 170} 300 L${sx + 200} 370 L${sx} 370 Z`, '#b9bcbf');
    this.rect(sx + 70, 110, 60, 190, '#b9bcbf');
    this.rect(sx + 30, 560, 140, 120, '#2b2b2b');
    this.rect(sx + 40, 570, 120, 90, '#4a4f55');
    // island with stools and pendant lamps
    const ix = 300;
    this.rect(ix, 640, 680, 24, top);
    this.rect(ix + 20, 664, 640, 170, cab);
    this.rect(ix + 20, 664, 640, 170, '#000', 'fill-opacity="0.08"');
    for (const px of [ix + 140, ix + 340, ix + 540]) {
      this.line(px, 0, px, 200, '#2b2b2b', 3);
      this.circle(px, 260, 90, 'url(#lampGlow)');
      this.path(`M${px - 44} 240 Q${px} 180 ${px + 44} 240 Z`, r.pick(['#2b2b2b', '#d3a13f', '#f4f1ea']));
      this.rect(px - 40, 780, 80, 16, r.pick(WOOD), 'rx="8"');
      this.rect(px - 30, 796, 8, 120, '#2b2b2b');
      this.rect(px + 22, 796, 8, 120, '#2b2b2b');
    }
    this.plant(ix + 600, 640, 0.55);
    this.rect(ix + 80, 610, 90, 30, '#f4efe6', 'rx="12"');
    this.circle(ix + 110, 604, 14, '#e2a23b');
    this.circle(ix + 136, 606, 14, '#c8664f');
    return this.finish();
  }

  bedroom(): string {
    const r = this.r;
    const floorY = 620;
    this.room(r.pick(WALL), floorY, r.pick(WOOD));
    // accent wall behind the bed
    this.rect(300, 0, 680, floorY - 14, r.pick(['#c9d3d6', '#d8c3a5', '#b8c7b0', '#a9b7c6', '#e0c9c1']));
    this.viewWindow(60, 150, 180, 330, '#ffffff');
    const curtain = r.pick(['#e8dccb', '#c9d3d6', '#f1e7d0']);
    this.rect(30, 120, 50, floorY - 140, curtain);
    this.rect(220, 120, 50, floorY - 140, curtain);
    this.frames(150, 480, 820);
    // bed
    const bed = r.pick(['#f4f1ea', '#e4e8ec', '#efe6d6']);
    this.rect(380, 330, 520, 240, r.pick(WOOD), 'rx="20"');
    this.rect(360, 500, 560, 210, bed, 'rx="16"');
    this.rect(360, 560, 560, 150, r.pick(ACCENT), 'rx="16"');
    this.rect(360, 560, 560, 26, '#ffffff', 'fill-opacity="0.2"');
    this.rect(420, 450, 190, 80, '#ffffff', 'rx="24"');
    this.rect(670, 450, 190, 80, '#ffffff', 'rx="24"');
    // nightstands and lamps
    for (const nx of [240, 940]) {
      this.rect(nx, 540, 110, 120, r.pick(WOOD));
      this.rect(nx + 10, 580, 90, 4, '#000', 'fill-opacity="0.2"');
      this.circle(nx + 55, 470, 90, 'url(#lampGlow)');
      this.rect(nx + 50, 480, 10, 60, '#2b2b2b');
      this.path(`M${nx + 20} 480 L${nx + 90} 480 L${nx + 75} 420 L${nx + 35} 420 Z`, '#f4ead2');
    }
    this.plant(1140, floorY + 60, 0.9);
    return this.finish();
  }

  bathroom(variant: number): string {
    const r = this.r;
    const tile = r.pick(['#eef1f2', '#e6e2da', '#dfe7e4', '#f2efea']);
    this.rect(0, 0, W, H, tile);
    this.rect(0, 0, W, H, 'url(#wallTiles)');
    this.rect(0, 760, W, H - 760, r.pick(['#9aa3a8', '#6f7478', '#c2bcb2']));
    this.rect(0, 760, W, H - 760, 'url(#wallTiles)');
    // bath, or a walk-in shower
    if (variant === 0) {
      this.rect(60, 560, 560, 200, '#ffffff', 'rx="30"');
      this.rect(60, 560, 560, 30, '#000', 'fill-opacity="0.06" rx="14"');
      this.rect(540, 470, 12, 90, '#b9bcbf');
      this.rect(500, 466, 60, 12, '#b9bcbf');
    } else {
      this.rect(60, 120, 460, 640, '#cfe3ea', 'fill-opacity="0.45"');
      this.rect(60, 120, 8, 640, '#b9bcbf');
      this.circle(290, 180, 44, '#b9bcbf');
      this.rect(284, 120, 12, 60, '#b9bcbf');
    }
    // vanity, basin, mirror
    const vx = 720;
    this.rect(vx, 560, 440, 170, r.pick(WOOD));
    this.rect(vx + 20, 580, 190, 130, '#000', 'fill-opacity="0.07"');
    this.rect(vx + 230, 580, 190, 130, '#000', 'fill-opacity="0.07"');
    this.ellipse(vx + 220, 552, 130, 26, '#ffffff');
    this.rect(vx + 212, 490, 14, 50, '#b9bcbf');
    this.rect(vx + 60, 160, 320, 280, '#c9dbe3', 'rx="140"');
    this.rect(vx + 60, 160, 320, 280, 'none', 'rx="140" stroke="#b9bcbf" stroke-width="10"');
    this.poly(
      [
        [vx + 120, 420],
        [vx + 250, 180],
        [vx + 300, 180],
        [vx + 170, 420],
      ],
      '#ffffff',
      'fill-opacity="0.3"',
    );
    this.rect(vx + 480, 300, 12, 240, '#b9bcbf');
    this.rect(vx + 466, 320, 40, 200, r.pick(ACCENT), 'rx="8"');
    this.plant(640, 760, 0.7);
    return this.finish();
  }

  garden(): string {
    const r = this.r;
    const horizon = 430;
    this.sky(horizon);
    // neighbours' fence and trees at the back
    this.tree(160, horizon + 20, 1.0);
    this.tree(1080, horizon + 10, 1.1);
    this.rect(0, horizon - 120, W, 140, r.pick(WOOD));
    this.rect(0, horizon - 120, W, 140, 'url(#siding)');
    this.rect(0, horizon + 20, W, H - horizon - 20, r.pick(GRASS));
    this.flowers(20, horizon + 70, W - 40);
    this.bush(120, horizon + 110, 180, 100);
    this.bush(1160, horizon + 100, 200, 110);
    // terrace with pavers, table, chairs and a parasol
    const ty = 640;
    this.path(`M0 ${ty} L${W} ${ty} L${W} ${H} L0 ${H} Z`, r.pick(['#cfc6b6', '#b9b2a5', '#d8cfbd']));
    this.path(`M0 ${ty} L${W} ${ty} L${W} ${H} L0 ${H} Z`, 'url(#pavers)');
    const px = r.between(420, 760);
    const color = r.pick(['#f4f1ea', '#c8664f', '#3f6e8c', '#e2b65b']);
    this.rect(px - 6, 420, 12, 360, '#6b6b6b');
    this.path(`M${px - 260} 470 Q${px} 330 ${px + 260} 470 Z`, color);
    this.path(
      `M${px - 260} 470 Q${px} 400 ${px + 260} 470`,
      'none',
      'stroke="#000" stroke-opacity="0.12" stroke-width="6"',
    );
    this.ellipse(px, 690, 170, 26, r.pick(WOOD));
    this.rect(px - 120, 700, 14, 120, '#5b4636');
    this.rect(px + 106, 700, 14, 120, '#5b4636');
    for (const cx of [px - 280, px + 200]) {
      this.rect(cx, 620, 80, 110, r.pick(WOOD), 'rx="8"');
      this.rect(cx - 10, 720, 100, 18, r.pick(WOOD));
      this.rect(cx, 738, 10, 90, '#5b4636');
      this.rect(cx + 70, 738, 10, 90, '#5b4636');
    }
    this.plant(W - 150, 880, 1.0);
    this.plant(140, 900, 0.9);
    return this.finish();
  }
}

// ───────────────────────────── avatars ─────────────────────────────

const SKIN = ['#f2d3b8', '#e8b894', '#c98e62', '#a8704a', '#7a4f32', '#f5dcc6'];
const HAIR = ['#2b1d14', '#5a3a22', '#8a5a2b', '#c99a4b', '#e0c07a', '#3a3a3a', '#9a9a9a', '#7a2f1f'];

/** Friendly flat portraits for demo profile pictures (square, 400×400). */
export function drawAvatars(count: number, seed = 77): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = new Rng(seed * 31 + i * 7727);
    const bg = r.pick(['#cfe3ef', '#f3e0c7', '#d9ead3', '#ead1dc', '#e6e0f0', '#f6ead1']);
    const skin = r.pick(SKIN);
    const hair = r.pick(HAIR);
    const shirt = r.pick(ACCENT);
    const style = i % 4;
    const parts: string[] = [`<rect width="400" height="400" fill="${bg}"/>`];
    if (style === 1) parts.push(`<path d="M108 200 Q100 330 140 360 L260 360 Q300 330 292 200 Z" fill="${hair}"/>`);
    parts.push(`<ellipse cx="200" cy="400" rx="150" ry="110" fill="${shirt}"/>`);
    parts.push(`<rect x="175" y="250" width="50" height="50" fill="${skin}"/>`);
    parts.push(`<circle cx="200" cy="190" r="92" fill="${skin}"/>`);
    if (style === 0)
      parts.push(
        `<path d="M108 180 Q110 90 200 88 Q292 90 292 180 Q270 130 200 128 Q130 130 108 180 Z" fill="${hair}"/>`,
      );
    if (style === 1)
      parts.push(
        `<path d="M106 200 Q100 90 200 86 Q300 90 294 200 Q280 120 200 122 Q150 124 106 200 Z" fill="${hair}"/>`,
      );
    if (style === 2) {
      parts.push(
        `<path d="M110 175 Q112 92 200 90 Q288 92 290 175 Q250 120 200 124 Q150 120 110 175 Z" fill="${hair}"/>`,
      );
      parts.push(`<circle cx="200" cy="82" r="34" fill="${hair}"/>`);
    }
    if (style === 3)
      parts.push(
        `<path d="M116 160 Q130 98 200 96 Q270 98 284 160 Q240 126 200 126 Q160 126 116 160 Z" fill="${hair}"/>`,
      );
    parts.push(`<circle cx="166" cy="196" r="8" fill="#2b2b2b"/><circle cx="234" cy="196" r="8" fill="#2b2b2b"/>`);
    parts.push(
      `<path d="M168 236 Q200 262 232 236" fill="none" stroke="#7a3b2a" stroke-width="7" stroke-linecap="round"/>`,
    );
    parts.push(
      `<circle cx="150" cy="226" r="14" fill="#e86a6a" fill-opacity="0.18"/><circle cx="250" cy="226" r="14" fill="#e86a6a" fill-opacity="0.18"/>`,
    );
    if (r.chance(0.3))
      parts.push(
        `<g fill="none" stroke="#2b2b2b" stroke-width="5"><circle cx="166" cy="196" r="24"/><circle cx="234" cy="196" r="24"/><path d="M190 196 H210"/></g>`,
      );
    out.push(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">${parts.join('')}</svg>`,
    );
  }
  return out;
}
