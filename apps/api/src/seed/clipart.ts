import type { DemoUsers, SeedContext } from './context';
import { seedImages, type DrawnImage } from './media';

/**
 * About fifty clipart items the seed draws itself (SVG rendered by sharp, so no licence question):
 * shapes, stars, hearts, badges, arrows, banners and simple icons in varied colours, each named and
 * tagged the way a shop would file them.
 */

const SIZE = 512;
const C = SIZE / 2;

/** Points of a regular polygon or a star (alternating radii) around the centre. */
function ring(count: number, outer: number, inner = outer, rotation = -90): string {
  const points: string[] = [];
  const steps = inner === outer ? count : count * 2;
  for (let i = 0; i < steps; i++) {
    const r = inner !== outer && i % 2 === 1 ? inner : outer;
    const angle = ((rotation + (360 / steps) * i) * Math.PI) / 180;
    points.push(`${(C + r * Math.cos(angle)).toFixed(1)},${(C + r * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

const polygon = (points: string, fill: string) => `<polygon points="${points}" fill="${fill}"/>`;

/** Each drawing takes its main colour; details use white or a darker line. */
const DRAWINGS: Record<string, { tags: string[]; draw: (fill: string) => string }> = {
  Circle: { tags: ['shape', 'basic'], draw: (f) => `<circle cx="${C}" cy="${C}" r="200" fill="${f}"/>` },
  Square: { tags: ['shape', 'basic'], draw: (f) => `<rect x="66" y="66" width="380" height="380" rx="48" fill="${f}"/>` },
  Triangle: { tags: ['shape', 'basic'], draw: (f) => polygon(ring(3, 220, 220, -90), f) },
  Hexagon: { tags: ['shape', 'geometric'], draw: (f) => polygon(ring(6, 210, 210, 0), f) },
  Pentagon: { tags: ['shape', 'geometric'], draw: (f) => polygon(ring(5, 210), f) },
  Diamond: { tags: ['shape', 'geometric'], draw: (f) => polygon(ring(4, 220), f) },
  Star: { tags: ['star', 'award'], draw: (f) => polygon(ring(5, 220, 90), f) },
  'Six-point star': { tags: ['star', 'geometric'], draw: (f) => polygon(ring(6, 220, 120), f) },
  Starburst: { tags: ['star', 'sale', 'badge'], draw: (f) => polygon(ring(16, 225, 170), f) },
  Heart: {
    tags: ['heart', 'love'],
    draw: (f) =>
      `<path d="M256 440 C 120 340 40 260 40 170 C 40 100 95 60 150 60 C 200 60 235 90 256 130 C 277 90 312 60 362 60 C 417 60 472 100 472 170 C 472 260 392 340 256 440 Z" fill="${f}"/>`,
  },
  'Round badge': {
    tags: ['badge', 'award', 'label'],
    draw: (f) =>
      `<polygon points="180,330 140,480 200,450 240,500 256,340" fill="${f}" opacity="0.8"/><polygon points="332,330 372,480 312,450 272,500 256,340" fill="${f}" opacity="0.8"/><circle cx="${C}" cy="220" r="170" fill="${f}"/><circle cx="${C}" cy="220" r="130" fill="none" stroke="#ffffff" stroke-width="14"/>`,
  },
  Shield: {
    tags: ['badge', 'shield', 'secure'],
    draw: (f) =>
      `<path d="M256 40 L440 100 C 440 300 370 410 256 470 C 142 410 72 300 72 100 Z" fill="${f}"/><path d="M256 110 L370 150 C 368 290 320 360 256 400 Z" fill="#ffffff" opacity="0.35"/>`,
  },
  'Arrow right': {
    tags: ['arrow', 'direction'],
    draw: (f) => `<polygon points="60,200 300,200 300,110 460,256 300,402 300,312 60,312" fill="${f}"/>`,
  },
  'Arrow up': {
    tags: ['arrow', 'direction'],
    draw: (f) => `<polygon points="200,460 200,220 110,220 256,52 402,220 312,220 312,460" fill="${f}"/>`,
  },
  'Double arrow': {
    tags: ['arrow', 'direction'],
    draw: (f) => `<polygon points="40,256 160,140 160,210 352,210 352,140 472,256 352,372 352,302 160,302 160,372" fill="${f}"/>`,
  },
  'Curved arrow': {
    tags: ['arrow', 'direction'],
    draw: (f) =>
      `<path d="M90 380 C 90 200 220 130 360 150" fill="none" stroke="${f}" stroke-width="56" stroke-linecap="round"/><polygon points="330,70 470,160 340,240" fill="${f}"/>`,
  },
  Banner: {
    tags: ['banner', 'ribbon', 'label'],
    draw: (f) =>
      `<polygon points="20,200 110,200 110,330 20,330 60,265" fill="${f}" opacity="0.75"/><polygon points="492,200 402,200 402,330 492,330 452,265" fill="${f}" opacity="0.75"/><rect x="80" y="170" width="352" height="130" rx="10" fill="${f}"/>`,
  },
  Sun: {
    tags: ['weather', 'summer', 'icon'],
    draw: (f) =>
      `${Array.from({ length: 12 }, (_, i) => `<rect x="246" y="24" width="20" height="80" rx="10" fill="${f}" transform="rotate(${i * 30} ${C} ${C})"/>`).join('')}<circle cx="${C}" cy="${C}" r="130" fill="${f}"/>`,
  },
  Moon: { tags: ['weather', 'night', 'icon'], draw: (f) => `<path d="M330 60 A 200 200 0 1 0 450 330 A 160 160 0 1 1 330 60 Z" fill="${f}"/>` },
  Cloud: {
    tags: ['weather', 'icon'],
    draw: (f) => `<path d="M140 380 A 90 90 0 0 1 130 200 A 120 120 0 0 1 360 170 A 100 100 0 0 1 380 380 Z" fill="${f}"/>`,
  },
  Lightning: { tags: ['weather', 'energy', 'icon'], draw: (f) => `<polygon points="290,30 110,290 240,290 200,482 400,200 270,200 330,30" fill="${f}"/>` },
  Leaf: {
    tags: ['nature', 'eco', 'icon'],
    draw: (f) =>
      `<path d="M90 430 C 90 200 220 70 440 70 C 440 300 310 430 90 430 Z" fill="${f}"/><path d="M120 400 L 380 130" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>`,
  },
  Drop: {
    tags: ['water', 'nature', 'icon'],
    draw: (f) => `<path d="M256 40 C 256 40 100 240 100 330 A 156 156 0 0 0 412 330 C 412 240 256 40 256 40 Z" fill="${f}"/>`,
  },
  'Music note': {
    tags: ['music', 'icon'],
    draw: (f) =>
      `<rect x="300" y="70" width="34" height="300" fill="${f}"/><path d="M300 70 L 440 40 L 440 130 L 334 160 Z" fill="${f}"/><ellipse cx="250" cy="380" rx="90" ry="66" fill="${f}"/>`,
  },
  Check: {
    tags: ['icon', 'ok'],
    draw: (f) =>
      `<circle cx="${C}" cy="${C}" r="210" fill="${f}"/><polyline points="150,265 225,340 370,180" fill="none" stroke="#ffffff" stroke-width="46" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  Plus: {
    tags: ['icon', 'shape'],
    draw: (f) => `<polygon points="196,60 316,60 316,196 452,196 452,316 316,316 316,452 196,452 196,316 60,316 60,196 196,196" fill="${f}"/>`,
  },
  Smiley: {
    tags: ['face', 'happy', 'icon'],
    draw: (f) =>
      `<circle cx="${C}" cy="${C}" r="210" fill="${f}"/><circle cx="186" cy="200" r="26" fill="#222222"/><circle cx="326" cy="200" r="26" fill="#222222"/><path d="M150 300 C 200 390 312 390 362 300" fill="none" stroke="#222222" stroke-width="26" stroke-linecap="round"/>`,
  },
  Crown: {
    tags: ['crown', 'royal', 'award'],
    draw: (f) =>
      `<polygon points="70,400 50,140 170,260 256,100 342,260 462,140 442,400" fill="${f}"/><rect x="70" y="410" width="372" height="50" rx="10" fill="${f}"/>`,
  },
  Flower: {
    tags: ['nature', 'flower', 'spring'],
    draw: (f) =>
      `${Array.from({ length: 8 }, (_, i) => `<ellipse cx="${C}" cy="130" rx="62" ry="110" fill="${f}" transform="rotate(${i * 45} ${C} ${C})"/>`).join('')}<circle cx="${C}" cy="${C}" r="70" fill="#f9c74f"/>`,
  },
};

const COLOURS: Array<[name: string, hex: string]> = [
  ['Red', '#e63946'],
  ['Blue', '#277da1'],
  ['Green', '#2a9d8f'],
  ['Orange', '#f3722c'],
  ['Purple', '#7b2cbf'],
  ['Pink', '#ff5d8f'],
  ['Navy', '#1d3557'],
  ['Gold', '#e9a400'],
];

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;

/** Every drawing in two colours (the colour pair turns with the drawing): 29 drawings, 58 items. */
export function clipartItems(): DrawnImage[] {
  return Object.entries(DRAWINGS).flatMap(([shape, { tags, draw }], i) =>
    [COLOURS[i % COLOURS.length], COLOURS[(i + 3) % COLOURS.length]].map(([colour, hex]) => ({
      name: `${colour} ${shape.toLowerCase()}`,
      filename: `${colour}-${shape}.png`.toLowerCase().replace(/\s+/g, '-'),
      svg: svg(draw(hex)),
      tags: [...tags, colour.toLowerCase()],
    })),
  );
}

export function seedClipart(ctx: SeedContext, people: DemoUsers): Promise<number> {
  return seedImages(ctx, 'clipart', clipartItems(), people.get('root')!);
}
