import type { DemoUsers, SeedContext } from './context';
import { seedImages, type DrawnImage } from './media';

/**
 * A dozen sample design files (print artwork a seller would upload), drawn as SVG and rendered to
 * PNG: landscapes, badges and typographic slogans. Text uses the system's DejaVu and Liberation
 * families, which librsvg finds through fontconfig.
 */

const W = 1200;
const H = 1200;
const SANS = 'font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold"';
const SERIF = 'font-family="DejaVu Serif, Liberation Serif, serif" font-weight="bold"';

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const gradient = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((c, i) => `<stop offset="${Math.round((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

const text = (x: number, y: number, size: number, fill: string, content: string, font = SANS, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle" ${font} ${extra}>${content}</text>`;

/** Evenly spread "stars" for night skies, placed by a fixed formula so every seed draws the same picture. */
const stars = (count: number, maxY: number) =>
  Array.from(
    { length: count },
    (_, i) => `<circle cx="${(i * 397) % W}" cy="${(i * 211) % maxY}" r="${2 + (i % 3)}" fill="#ffffff" opacity="${0.5 + (i % 5) / 10}"/>`,
  ).join('');

const DESIGNS: Array<Omit<DrawnImage, 'filename'>> = [
  {
    name: 'Sunset Mountains',
    tags: ['landscape', 'mountains', 'sunset', 'outdoors'],
    svg: svg(
      gradient('sky', ['#2b1055', '#d53369', '#ffb347']),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="600" cy="700" r="230" fill="#ffd56b"/><polygon points="0,1200 0,820 260,560 470,800 700,520 960,840 1200,640 1200,1200" fill="#3d1e6d"/><polygon points="0,1200 0,960 330,760 620,980 900,780 1200,1000 1200,1200" fill="#1b0f3b"/>`,
    ),
  },
  {
    name: 'Retro Badge',
    tags: ['badge', 'retro', 'vintage', 'typography'],
    svg: svg(
      '',
      `<rect width="${W}" height="${H}" fill="#f4ecd8"/><circle cx="600" cy="600" r="440" fill="#1d3557"/><circle cx="600" cy="600" r="400" fill="none" stroke="#f4ecd8" stroke-width="10" stroke-dasharray="24 14"/><rect x="170" y="520" width="860" height="170" fill="#e63946"/>${text(600, 640, 110, '#f4ecd8', 'EST. 2026', SERIF)}${text(600, 420, 90, '#f4ecd8', 'PRINT CO.', SERIF)}${text(600, 840, 64, '#f4ecd8', 'QUALITY GOODS', SANS)}`,
    ),
  },
  {
    name: 'Good Vibes Only',
    tags: ['slogan', 'typography', 'positive'],
    svg: svg(
      gradient('vibes', ['#ff9a9e', '#fad0c4', '#a1c4fd']),
      `<rect width="${W}" height="${H}" fill="url(#vibes)"/>${text(600, 470, 170, '#2b2d42', 'GOOD')}${text(600, 680, 170, '#ffffff', 'VIBES', SANS, 'stroke="#2b2d42" stroke-width="8"')}${text(600, 880, 150, '#2b2d42', 'ONLY')}`,
    ),
  },
  {
    name: 'Coffee First',
    tags: ['slogan', 'coffee', 'typography'],
    svg: svg(
      '',
      `<rect width="${W}" height="${H}" fill="#3e2723"/><rect x="380" y="420" width="380" height="420" rx="40" fill="#f5f0e1"/><path d="M760 520 C 900 520 900 740 760 740" fill="none" stroke="#f5f0e1" stroke-width="44"/><path d="M470 380 C 430 320 510 280 470 220 M570 380 C 530 320 610 280 570 220 M670 380 C 630 320 710 280 670 220" fill="none" stroke="#bcaaa4" stroke-width="18" stroke-linecap="round"/>${text(600, 1020, 130, '#f5f0e1', 'COFFEE FIRST', SERIF)}`,
    ),
  },
  {
    name: 'Stay Wild',
    tags: ['slogan', 'outdoors', 'forest', 'typography'],
    svg: svg(
      '',
      `<rect width="${W}" height="${H}" fill="#14342b"/>${[200, 420, 640, 860, 1040]
        .map((x, i) => `<polygon points="${x},${300 + (i % 2) * 60} ${x - 140},800 ${x + 140},800" fill="${i % 2 ? '#2d6a4f' : '#40916c'}"/>`)
        .join('')}<rect x="0" y="800" width="${W}" height="400" fill="#081c15"/>${text(600, 1020, 150, '#d8f3dc', 'STAY WILD', SERIF)}`,
    ),
  },
  {
    name: 'Ocean Waves',
    tags: ['landscape', 'ocean', 'summer', 'outdoors'],
    svg: svg(
      gradient('sea', ['#caf0f8', '#48cae4', '#023e8a']),
      `<rect width="${W}" height="${H}" fill="url(#sea)"/><circle cx="900" cy="260" r="120" fill="#ffdd57"/>${[560, 700, 840, 980]
        .map(
          (y, i) =>
            `<path d="M0 ${y} ${Array.from({ length: 7 }, (_, k) => `Q ${k * 200 + 100} ${y - 70} ${k * 200 + 200} ${y}`).join(' ')} L ${W} ${H} L 0 ${H} Z" fill="${['#90e0ef', '#00b4d8', '#0077b6', '#03045e'][i]}"/>`,
        )
        .join('')}`,
    ),
  },
  {
    name: 'Night Sky',
    tags: ['night', 'stars', 'moon', 'landscape'],
    svg: svg(
      gradient('night', ['#03071e', '#240046', '#3c096c']),
      `<rect width="${W}" height="${H}" fill="url(#night)"/>${stars(90, 900)}<path d="M760 180 A 190 190 0 1 0 960 420 A 150 150 0 1 1 760 180 Z" fill="#fff3b0"/><polygon points="0,1200 0,980 300,900 620,1000 900,920 1200,990 1200,1200" fill="#10002b"/>`,
    ),
  },
  {
    name: 'City Skyline',
    tags: ['city', 'skyline', 'urban'],
    svg: svg(
      gradient('dusk', ['#ff7e5f', '#feb47b']),
      `<rect width="${W}" height="${H}" fill="url(#dusk)"/>${[
        [40, 520, 160],
        [200, 380, 140],
        [340, 600, 120],
        [460, 300, 170],
        [630, 480, 130],
        [760, 360, 150],
        [910, 560, 120],
        [1030, 420, 150],
      ]
        .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${H - y}" fill="#2b2d42"/>`)
        .join(
          '',
        )}${Array.from({ length: 40 }, (_, i) => `<rect x="${60 + ((i * 157) % 1080)}" y="${640 + ((i * 89) % 420)}" width="22" height="30" fill="#ffd166"/>`).join('')}`,
    ),
  },
  {
    name: 'Vintage Sunburst',
    tags: ['retro', 'vintage', 'sunburst'],
    svg: svg(
      '',
      `<rect width="${W}" height="${H}" fill="#f6bd60"/>${Array.from(
        { length: 18 },
        (_, i) =>
          `<polygon points="600,600 ${600 + 1200 * Math.cos((i * 20 * Math.PI) / 180)},${600 + 1200 * Math.sin((i * 20 * Math.PI) / 180)} ${600 + 1200 * Math.cos(((i * 20 + 10) * Math.PI) / 180)},${600 + 1200 * Math.sin(((i * 20 + 10) * Math.PI) / 180)}" fill="#f28482"/>`,
      ).join('')}<circle cx="600" cy="600" r="300" fill="#84a59d"/>${text(600, 630, 88, '#f7ede2', 'SINCE 1986', SERIF)}`,
    ),
  },
  {
    name: 'Pixel Heart',
    tags: ['heart', 'pixel', 'gaming', 'love'],
    svg: svg(
      '',
      `<rect width="${W}" height="${H}" fill="#1a1a2e"/>${[
        '..XX...XX..',
        '.XXXX.XXXX.',
        'XXXXXXXXXXX',
        'XXXXXXXXXXX',
        '.XXXXXXXXX.',
        '..XXXXXXX..',
        '...XXXXX...',
        '....XXX....',
        '.....X.....',
      ]
        .flatMap((row, y) =>
          [...row].map((c, x) =>
            c === 'X' ? `<rect x="${160 + x * 80}" y="${240 + y * 80}" width="76" height="76" fill="${y < 2 ? '#ff8fab' : '#e63946'}"/>` : '',
          ),
        )
        .join('')}`,
    ),
  },
  {
    name: 'Geometric Mountains',
    tags: ['geometric', 'mountains', 'minimal'],
    svg: svg(
      '',
      `<rect width="${W}" height="${H}" fill="#edf2f4"/><circle cx="600" cy="600" r="460" fill="#8d99ae"/><polygon points="180,860 470,420 640,680 760,520 1020,860" fill="#2b2d42"/><polygon points="470,420 540,530 400,530" fill="#edf2f4"/><polygon points="760,520 810,600 710,600" fill="#edf2f4"/>`,
    ),
  },
  {
    name: 'Born to Create',
    tags: ['slogan', 'typography', 'art'],
    svg: svg(
      gradient('create', ['#43cea2', '#185a9d'], false),
      `<rect width="${W}" height="${H}" fill="url(#create)"/><rect x="120" y="300" width="960" height="600" rx="30" fill="none" stroke="#ffffff" stroke-width="16"/>${text(600, 560, 150, '#ffffff', 'BORN TO')}${text(600, 760, 170, '#ffe66d', 'CREATE', SERIF)}`,
    ),
  },
];

export function designItems(): DrawnImage[] {
  return DESIGNS.map((d) => ({ ...d, filename: `${d.name.toLowerCase().replace(/\s+/g, '-')}.png` }));
}

/** The sample designs, uploaded by the demo seller. */
export function seedDesignFiles(ctx: SeedContext, people: DemoUsers): Promise<number> {
  return seedImages(ctx, 'design', designItems(), people.get('sale')!);
}
