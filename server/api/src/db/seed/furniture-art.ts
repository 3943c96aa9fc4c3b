/**
 * Flat furniture drawings for the demo catalogue, as SVG. Every shape is drawn on an 800×800 canvas,
 * centred on x = 400 and standing on the floor line y = 600, tinted by the product colour.
 */

export const FURNITURE_SHAPES = [
  'sofa',
  'armchair',
  'chair',
  'stool',
  'table',
  'coffee-table',
  'bed',
  'floor-lamp',
  'table-lamp',
  'pendant',
  'shelf',
  'sideboard',
  'vase',
  'mirror',
  'planter',
  'rug',
] as const;
export type FurnitureShape = (typeof FURNITURE_SHAPES)[number];

/** The photos of one product, in the order they are shown. */
export const ART_VARIANTS = ['studio', 'room', 'detail', 'side', 'lifestyle'] as const;
export type ArtVariant = (typeof ART_VARIANTS)[number];

interface Palette {
  main: string;
  light: string;
  pale: string;
  dark: string;
  deep: string;
}

const WOOD = '#a47c56';
const WOOD_DARK = '#7a5a3d';
const METAL = '#2e2e2e';
const LINEN = '#f3efe8';
const LINEN_SHADE = '#e3ddd3';
const LEAF = ['#5f8257', '#6f9866', '#4b6a45'] as const;

function mix(hex: string, target: string, amount: number): string {
  const channels = (value: string) => [1, 3, 5].map((start) => parseInt(value.slice(start, start + 2), 16));
  const from = channels(hex);
  const to = channels(target);
  return `#${from
    .map((channel, index) => Math.round(channel + ((to[index] ?? channel) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

function paletteOf(hex: string): Palette {
  return {
    main: hex,
    light: mix(hex, '#ffffff', 0.3),
    pale: mix(hex, '#ffffff', 0.65),
    dark: mix(hex, '#000000', 0.22),
    deep: mix(hex, '#000000', 0.45),
  };
}

const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const polygon = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A tapered wooden leg from (x, top) down to the floor. */
const leg = (x: number, top: number, width = 16, fill = WOOD_DARK) =>
  polygon(
    [
      [x, top],
      [x + width, top],
      [x + width * 0.7, 600],
      [x + width * 0.3, 600],
    ],
    fill,
  );

const leaf = (cx: number, cy: number, angle: number, size: number, fill: string) =>
  ellipse(cx, cy, size, size * 0.38, fill, ` transform="rotate(${angle} ${cx} ${cy})"`);

function plantLeaves(cx: number, baseY: number, scale: number): string {
  const leaves: string[] = [];
  const spec: [number, number, number][] = [
    [-38, -70, -55],
    [36, -80, -125],
    [-20, -130, -70],
    [26, -140, -110],
    [0, -175, -90],
    [-50, -115, -35],
    [52, -118, -145],
  ];
  spec.forEach(([dx, dy, angle], index) => {
    leaves.push(line(cx, baseY, cx + dx * scale * 0.8, baseY + dy * scale * 0.8, LEAF[2], 3 * scale));
    leaves.push(leaf(cx + dx * scale, baseY + dy * scale, angle, 34 * scale, LEAF[index % LEAF.length] ?? LEAF[0]));
  });
  return leaves.join('');
}

function books(x: number, baseY: number, seed: number, tint: string): string {
  const colours = ['#d9d2c5', '#b9b1a3', '#8c8478', tint, '#efe9df', '#6d675f'];
  const parts: string[] = [];
  let left = x;
  for (let index = 0; index < 5; index++) {
    const width = 12 + ((seed + index * 7) % 4) * 4;
    const height = 52 + ((seed * 3 + index * 11) % 5) * 8;
    parts.push(rect(left, baseY - height, width, height, colours[(seed + index) % colours.length] ?? tint, 2));
    left += width + 3;
  }
  return parts.join('');
}

const DRAWINGS: Record<FurnitureShape, (c: Palette) => string> = {
  sofa: (c) =>
    [
      leg(150, 530, 18),
      leg(632, 530, 18),
      rect(130, 320, 540, 170, c.dark, 30),
      rect(172, 336, 220, 96, c.main, 24),
      rect(408, 336, 220, 96, c.main, 24),
      rect(150, 430, 500, 90, c.main, 16),
      rect(166, 410, 230, 54, c.light, 16),
      rect(404, 410, 230, 54, c.light, 16),
      rect(104, 372, 78, 160, c.main, 28),
      rect(618, 372, 78, 160, c.main, 28),
      rect(118, 506, 564, 28, c.dark, 10),
      rect(470, 350, 120, 70, c.pale, 20, ' transform="rotate(-8 530 385)"'),
    ].join(''),
  armchair: (c) =>
    [
      leg(272, 520, 16),
      leg(512, 520, 16),
      rect(265, 250, 270, 230, c.dark, 40),
      rect(292, 272, 216, 150, c.main, 34),
      rect(280, 420, 240, 90, c.main, 16),
      rect(294, 404, 212, 48, c.light, 16),
      rect(238, 360, 62, 160, c.main, 26),
      rect(500, 360, 62, 160, c.main, 26),
      rect(250, 500, 300, 24, c.dark, 10),
    ].join(''),
  chair: (c) =>
    [
      rect(318, 230, 16, 370, WOOD_DARK, 4),
      rect(466, 230, 16, 370, WOOD_DARK, 4),
      rect(318, 240, 164, 26, WOOD, 8),
      rect(342, 290, 12, 130, WOOD, 4),
      rect(372, 290, 12, 130, WOOD, 4),
      rect(402, 290, 12, 130, WOOD, 4),
      rect(432, 290, 12, 130, WOOD, 4),
      rect(300, 420, 200, 34, c.main, 10),
      rect(306, 414, 188, 16, c.light, 8),
      leg(300, 454, 20, WOOD),
      leg(480, 454, 20, WOOD),
      rect(316, 540, 168, 8, WOOD_DARK, 3),
    ].join(''),
  stool: (c) =>
    [
      polygon(
        [
          [330, 390],
          [346, 390],
          [312, 600],
          [296, 600],
        ],
        WOOD_DARK,
      ),
      polygon(
        [
          [454, 390],
          [470, 390],
          [504, 600],
          [488, 600],
        ],
        WOOD_DARK,
      ),
      polygon(
        [
          [384, 392],
          [416, 392],
          [410, 600],
          [390, 600],
        ],
        WOOD,
      ),
      ellipse(400, 515, 88, 14, 'none', ` stroke="${WOOD_DARK}" stroke-width="8"`),
      rect(290, 368, 220, 34, c.dark, 14),
      ellipse(400, 368, 112, 26, c.main),
      ellipse(400, 364, 92, 16, c.light),
    ].join(''),
  table: (c) =>
    [
      rect(188, 420, 22, 180, c.deep, 4),
      rect(590, 420, 22, 180, c.deep, 4),
      rect(176, 428, 448, 30, c.dark, 4),
      rect(150, 398, 500, 30, c.main, 6),
      rect(150, 398, 500, 8, c.light, 4),
      path('M 372 398 C 360 380 362 346 384 330 L 416 330 C 438 346 440 380 428 398 Z', LINEN_SHADE),
      plantLeaves(400, 334, 0.55),
      ellipse(250, 394, 46, 7, '#ffffff'),
      ellipse(550, 394, 46, 7, '#ffffff'),
    ].join(''),
  'coffee-table': (c) =>
    [
      leg(220, 500, 18, c.deep),
      leg(562, 500, 18, c.deep),
      leg(330, 505, 14, c.dark),
      leg(456, 505, 14, c.dark),
      ellipse(400, 500, 250, 30, c.dark),
      ellipse(400, 488, 250, 34, c.main),
      ellipse(400, 484, 226, 24, c.light),
      rect(300, 444, 110, 14, '#d9d2c5', 3),
      rect(306, 430, 96, 14, '#8c8478', 3),
      rect(312, 418, 86, 12, '#efe9df', 3),
      path('M 470 470 L 474 436 L 506 436 L 510 470 Z', '#ffffff'),
      ellipse(490, 436, 16, 4, '#e3ddd3'),
    ].join(''),
  bed: (c) =>
    [
      rect(140, 270, 520, 290, c.dark, 26),
      rect(164, 292, 472, 120, c.main, 20),
      rect(120, 440, 560, 70, LINEN, 16),
      rect(190, 392, 190, 62, '#ffffff', 26),
      rect(420, 392, 190, 62, '#ffffff', 26),
      rect(118, 468, 564, 74, c.light, 14),
      rect(118, 468, 564, 16, c.pale, 8),
      rect(110, 530, 580, 36, c.deep, 10),
      leg(130, 566, 18),
      leg(652, 566, 18),
    ].join(''),
  'floor-lamp': (c) =>
    [
      ellipse(400, 594, 74, 12, METAL),
      rect(396, 250, 8, 346, METAL, 3),
      ellipse(400, 310, 130, 44, c.pale, ' opacity="0.3"'),
      polygon(
        [
          [326, 170],
          [474, 170],
          [520, 290],
          [280, 290],
        ],
        c.main,
      ),
      polygon(
        [
          [326, 170],
          [360, 170],
          [318, 290],
          [280, 290],
        ],
        c.light,
        ' opacity="0.6"',
      ),
      ellipse(400, 290, 120, 10, c.dark),
      ellipse(400, 292, 26, 10, '#fff6d8'),
    ].join(''),
  'table-lamp': (c) =>
    [
      rect(280, 470, 240, 22, WOOD, 6),
      leg(300, 492, 16, WOOD_DARK),
      leg(484, 492, 16, WOOD_DARK),
      rect(300, 540, 200, 8, WOOD_DARK, 3),
      ellipse(400, 418, 54, 56, c.main),
      ellipse(384, 404, 16, 26, c.light, ' opacity="0.7"'),
      rect(388, 354, 24, 14, METAL, 4),
      ellipse(400, 378, 120, 40, '#fff6d8', ' opacity="0.5"'),
      polygon(
        [
          [336, 270],
          [464, 270],
          [500, 360],
          [300, 360],
        ],
        LINEN,
      ),
      polygon(
        [
          [336, 270],
          [362, 270],
          [326, 360],
          [300, 360],
        ],
        LINEN_SHADE,
      ),
      ellipse(400, 470, 60, 5, '#000000', ' opacity="0.12"'),
    ].join(''),
  pendant: (c) =>
    [
      line(400, 0, 400, 250, METAL, 4),
      rect(388, 244, 24, 20, METAL, 4),
      ellipse(400, 420, 170, 56, '#fff6d8', ' opacity="0.3"'),
      path('M 270 380 C 280 300 330 258 400 258 C 470 258 520 300 530 380 Z', c.main),
      path('M 300 370 C 310 310 340 280 380 270 C 350 300 336 330 330 372 Z', c.light, ' opacity="0.7"'),
      rect(262, 372, 276, 14, c.dark, 7),
      ellipse(400, 392, 34, 16, '#fff6d8'),
      ellipse(400, 540, 150, 18, WOOD),
      rect(390, 540, 20, 60, WOOD_DARK),
      ellipse(400, 598, 70, 8, WOOD_DARK),
    ].join(''),
  shelf: (c) =>
    [
      rect(230, 140, 340, 460, c.dark, 6),
      rect(248, 158, 304, 424, '#ece8e2', 2),
      rect(248, 260, 304, 14, c.main),
      rect(248, 370, 304, 14, c.main),
      rect(248, 480, 304, 14, c.main),
      books(262, 260, 1, c.light),
      books(420, 370, 4, c.pale),
      books(270, 480, 2, c.main),
      path('M 470 260 C 456 246 458 222 472 212 L 500 212 C 514 222 516 246 502 260 Z', c.light),
      path('M 292 370 C 282 352 286 330 300 322 L 324 322 C 338 330 342 352 332 370 Z', LINEN_SHADE),
      plantLeaves(312, 326, 0.35),
      rect(420, 540, 110, 42, c.light, 6),
      rect(268, 580, 264, 20, c.deep, 3),
    ].join(''),
  sideboard: (c) =>
    [
      leg(170, 548, 18),
      leg(612, 548, 18),
      rect(140, 380, 520, 170, c.main, 10),
      rect(140, 380, 520, 14, c.light, 6),
      rect(158, 404, 154, 128, c.dark, 6),
      rect(323, 404, 154, 128, c.dark, 6),
      rect(488, 404, 154, 128, c.dark, 6),
      rect(300, 450, 6, 36, METAL, 3),
      rect(330, 450, 6, 36, METAL, 3),
      rect(494, 450, 6, 36, METAL, 3),
      path('M 210 380 C 196 360 200 330 216 320 L 240 320 C 256 330 260 360 246 380 Z', LINEN_SHADE),
      plantLeaves(228, 322, 0.5),
      rect(470, 360, 120, 20, '#d9d2c5', 3),
      rect(480, 342, 100, 18, '#8c8478', 3),
      rect(330, 170, 150, 170, '#ffffff', 4, ` stroke="${WOOD_DARK}" stroke-width="10"`),
      path('M 350 320 L 400 240 L 430 290 L 448 264 L 470 320 Z', c.pale),
    ].join(''),
  vase: (c) =>
    [
      line(398, 300, 360, 120, WOOD_DARK, 5),
      line(402, 300, 452, 150, WOOD_DARK, 4),
      line(400, 300, 404, 90, WOOD_DARK, 4),
      leaf(356, 130, -60, 26, LEAF[0]),
      leaf(452, 156, -120, 24, LEAF[1]),
      leaf(404, 96, -90, 22, LEAF[2]),
      leaf(376, 190, -40, 22, LEAF[1]),
      leaf(430, 210, -140, 20, LEAF[0]),
      path(
        'M 362 600 C 292 560 290 440 344 392 C 366 372 370 340 360 304 L 440 304 C 430 340 434 372 456 392 C 510 440 508 560 438 600 Z',
        c.main,
      ),
      path('M 352 404 C 318 440 316 530 356 584 C 336 540 334 460 366 410 Z', c.light, ' opacity="0.8"'),
      ellipse(400, 304, 40, 9, c.dark),
      path('M 520 600 C 496 584 494 540 512 524 L 540 524 C 558 540 556 584 532 600 Z', c.pale),
    ].join(''),
  mirror: (c) =>
    [
      path('M 290 596 L 290 262 A 110 110 0 0 1 510 262 L 510 596 Z', c.main),
      path('M 310 582 L 310 264 A 90 90 0 0 1 490 264 L 490 582 Z', '#e6edf0'),
      polygon(
        [
          [330, 420],
          [420, 230],
          [456, 230],
          [356, 450],
        ],
        '#ffffff',
        ' opacity="0.55"',
      ),
      polygon(
        [
          [372, 520],
          [476, 300],
          [490, 300],
          [490, 330],
          [396, 530],
        ],
        '#ffffff',
        ' opacity="0.4"',
      ),
      rect(286, 590, 228, 10, c.dark, 3),
    ].join(''),
  planter: (c) =>
    [
      plantLeaves(400, 430, 1.15),
      polygon(
        [
          [316, 440],
          [484, 440],
          [460, 600],
          [340, 600],
        ],
        c.main,
      ),
      polygon(
        [
          [316, 440],
          [350, 440],
          [366, 600],
          [340, 600],
        ],
        c.light,
        ' opacity="0.7"',
      ),
      rect(304, 424, 192, 30, c.dark, 8),
    ].join(''),
  rug: (c) =>
    [
      polygon(
        [
          [176, 500],
          [624, 500],
          [724, 650],
          [76, 650],
        ],
        c.main,
      ),
      polygon(
        [
          [200, 514],
          [600, 514],
          [684, 636],
          [116, 636],
        ],
        c.light,
      ),
      polygon(
        [
          [250, 534],
          [550, 534],
          [604, 614],
          [196, 614],
        ],
        c.pale,
      ),
      polygon(
        [
          [330, 556],
          [470, 556],
          [496, 592],
          [304, 592],
        ],
        c.main,
      ),
      line(76, 652, 724, 652, LINEN_SHADE, 6),
    ].join(''),
};

/** Where the close-up ("detail") photo of each shape looks. */
const DETAIL_FOCUS: Record<FurnitureShape, [number, number]> = {
  sofa: [290, 420],
  armchair: [400, 390],
  chair: [400, 400],
  stool: [400, 420],
  table: [400, 400],
  'coffee-table': [410, 470],
  bed: [300, 420],
  'floor-lamp': [400, 260],
  'table-lamp': [400, 360],
  pendant: [400, 340],
  shelf: [330, 330],
  sideboard: [300, 440],
  vase: [400, 420],
  mirror: [400, 330],
  planter: [400, 420],
  rug: [400, 570],
};

interface Scene {
  wall: string;
  floor: string;
  props: string;
  product: string;
}

function roomProps(flipped: boolean): string {
  const windowX = flipped ? 610 : 50;
  const plantX = flipped ? 95 : 712;
  return [
    rect(windowX, 100, 140, 300, '#ffffff', 4),
    rect(windowX + 10, 110, 56, 130, '#dce6ec'),
    rect(windowX + 74, 110, 56, 130, '#dce6ec'),
    rect(windowX + 10, 250, 56, 140, '#dce6ec'),
    rect(windowX + 74, 250, 56, 140, '#dce6ec'),
    rect(0, 588, 800, 12, '#ffffff'),
    plantLeaves(plantX, 520, 0.7),
    path(`M ${plantX - 40} 520 L ${plantX + 40} 520 L ${plantX + 30} 600 L ${plantX - 30} 600 Z`, '#d8cfc2'),
  ].join('');
}

function sceneFor(shape: FurnitureShape, variant: ArtVariant, palette: Palette): Scene {
  const product = DRAWINGS[shape](palette);
  const shadow = ellipse(400, 600, shape === 'rug' ? 10 : 300, 14, '#000000', ' opacity="0.07"');
  const studioProduct = shadow + product;
  const scaled = (body: string, scale: number) =>
    `<g transform="translate(400 600) scale(${scale}) translate(-400 -600)">${body}</g>`;
  const mirrored = (body: string) => `<g transform="translate(800 0) scale(-1 1)">${body}</g>`;
  switch (variant) {
    case 'studio':
    case 'detail':
      return { wall: '#f5f5f5', floor: '#ededed', props: '', product: studioProduct };
    case 'side':
      return { wall: '#f3f1ee', floor: '#e9e6e1', props: '', product: mirrored(studioProduct) };
    case 'room':
      return { wall: '#f2f0ec', floor: '#e5e0d8', props: roomProps(false), product: scaled(studioProduct, 0.78) };
    case 'lifestyle':
      return {
        wall: '#eef0f1',
        floor: '#ddd7cd',
        props: roomProps(true) + (shape === 'rug' ? '' : ellipse(400, 640, 330, 40, '#cfc6b8')),
        product: mirrored(scaled(studioProduct, 0.74)),
      };
  }
}

/** The SVG of one product photo, `size` pixels square. */
export function furnitureSvg(shape: FurnitureShape, variant: ArtVariant, hex: string, size: number): string {
  const scene = sceneFor(shape, variant, paletteOf(hex));
  const [focusX, focusY] = DETAIL_FOCUS[shape];
  const viewBox =
    variant === 'detail'
      ? `${focusX - 210} ${focusY - 210} 420 420`
      : variant === 'studio' || variant === 'side'
        ? '70 110 660 660'
        : '0 0 800 800';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">`,
    rect(-400, -400, 1600, 1000, scene.wall),
    rect(-400, 600, 1600, 600, scene.floor),
    scene.props,
    scene.product,
    '</svg>',
  ].join('');
}
