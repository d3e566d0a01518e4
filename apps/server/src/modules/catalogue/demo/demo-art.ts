/**
 * Original SVG artwork for demo media: flat silhouettes per top category, category tiles,
 * sale banners and brand monograms. Text uses the generic sans-serif family because
 * sharp rasterises through librsvg with whatever fonts the host has.
 */
import type { ArtName, BannerSpec, BrandSpec, Palette, TopCategorySlug } from './demo-data';

/** All silhouettes are drawn on an 800 x 800 canvas. */
const ART_SIZE = 800;
const OUTLINE = 'stroke="#00000030" stroke-width="4" stroke-linejoin="round"';

type PatternKind = 'plain' | 'stripes' | 'dots' | 'checks' | 'motifs';
const PATTERNS: readonly PatternKind[] = ['plain', 'stripes', 'dots', 'checks', 'motifs'];

interface Silhouette {
  /** The main surface; a fabric pattern is layered over exactly this path. */
  body: string;
  /** Trims, seams and accessories drawn above the body. */
  details: (palette: Palette) => string;
  /** Pieces drawn below the body (e.g. a bag handle). */
  under?: (palette: Palette) => string;
  patterned: boolean;
  /** Scales small shapes up so every category fills the frame similarly. */
  transform?: string;
}

const KURTA: Silhouette = {
  body: 'M360 150 L280 168 L215 195 Q190 205 185 235 L150 470 L215 482 L250 300 L254 690 L546 690 L550 300 L585 482 L650 470 L615 235 Q610 205 585 195 L520 168 L440 150 Q400 178 360 150 Z',
  details: (p) => `
    <path d="M360 150 Q400 178 440 150" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>
    <rect x="391" y="168" width="18" height="170" rx="4" fill="${p.accent}"/>
    <circle cx="400" cy="205" r="5" fill="${p.main}"/><circle cx="400" cy="250" r="5" fill="${p.main}"/><circle cx="400" cy="295" r="5" fill="${p.main}"/>
    <path d="M254 662 L546 662 L546 690 L254 690 Z" fill="${p.accent}"/>
    <path d="M150 470 L215 482 L219 458 L154 446 Z" fill="${p.accent}"/>
    <path d="M650 470 L585 482 L581 458 L646 446 Z" fill="${p.accent}"/>`,
  patterned: true,
};

const KAMEEZ: Silhouette = {
  body: 'M365 160 L300 175 L245 200 Q222 212 218 240 L195 420 L250 430 L272 300 L282 360 Q262 520 215 700 L585 700 Q538 520 518 360 L528 300 L550 430 L605 420 L582 240 Q578 212 555 200 L500 175 L435 160 Q400 190 365 160 Z',
  details: (p) => `
    <path d="M365 160 L400 232 L435 160" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M222 672 L578 672 L585 700 L215 700 Z" fill="${p.accent}"/>
    <path d="M195 420 L250 430 L253 410 L198 400 Z" fill="${p.accent}"/>
    <path d="M605 420 L550 430 L547 410 L602 400 Z" fill="${p.accent}"/>
    <path d="M292 168 L342 160 L612 560 L566 602 Z" fill="${p.accent}" opacity="0.72"/>
    <path d="M566 602 L612 560 L622 572 L576 614 Z" fill="${p.accent}"/>`,
  patterned: true,
};

const KIDS_TEE: Silhouette = {
  body: 'M330 210 L255 235 L185 315 L240 365 L285 325 L285 600 L515 600 L515 325 L560 365 L615 315 L545 235 L470 210 Q400 255 330 210 Z',
  under: (p) =>
    `<path d="M300 590 L500 590 L518 720 L414 720 L400 655 L386 720 L282 720 Z" fill="${p.accent}" ${OUTLINE}/>`,
  details: (p) => `
    <path d="M330 210 Q400 255 470 210" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>
    <path d="M400 360 L417 397 L457 401 L427 428 L436 468 L400 447 L364 468 L373 428 L343 401 L383 397 Z" fill="${p.accent}"/>
    <path d="M185 315 L240 365 L254 350 L199 300 Z" fill="${p.accent}"/>
    <path d="M615 315 L560 365 L546 350 L601 300 Z" fill="${p.accent}"/>`,
  patterned: true,
};

const SNEAKER: Silhouette = {
  body: 'M150 525 L158 395 Q162 360 200 362 L300 372 Q330 318 380 300 L430 290 Q470 360 560 400 Q690 430 695 500 L695 525 Z',
  details: (p) => `
    <rect x="132" y="518" width="578" height="52" rx="24" fill="#fbfaf6" ${OUTLINE}/>
    <rect x="132" y="552" width="578" height="18" rx="9" fill="${p.accent}"/>
    <path d="M560 400 Q690 430 695 500 L695 525 L625 525 Q612 452 560 400 Z" fill="${p.accent}"/>
    <path d="M150 525 L158 395 Q162 360 200 362 L210 525 Z" fill="${p.accent}"/>
    <path d="M200 362 Q250 402 300 372" fill="none" stroke="#00000055" stroke-width="6"/>
    <g stroke="#fbfaf6" stroke-width="9" stroke-linecap="round">
      <path d="M386 326 L366 358"/><path d="M418 340 L396 372"/><path d="M450 356 L426 386"/><path d="M482 372 L458 400"/>
    </g>
    <path d="M250 470 Q380 430 520 470" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>`,
  patterned: false,
  transform: 'translate(-84 40) scale(1.15)',
};

const LOAFER: Silhouette = {
  body: 'M150 525 L162 432 Q168 402 205 404 L330 412 Q420 380 520 392 Q690 418 695 500 L695 525 Z',
  details: (p) => `
    <rect x="132" y="518" width="578" height="40" rx="16" fill="${p.accent}" ${OUTLINE}/>
    <path d="M205 404 Q270 440 330 412" fill="none" stroke="#00000055" stroke-width="6"/>
    <path d="M420 388 Q470 378 530 394 L528 432 Q470 420 418 428 Z" fill="${p.accent}"/>
    <ellipse cx="474" cy="410" rx="16" ry="8" fill="${p.main}"/>
    <path d="M150 525 L162 432 Q168 402 205 404 L212 525 Z" fill="#00000022"/>`,
  patterned: false,
  transform: 'translate(-84 40) scale(1.15)',
};

const HANDBAG: Silhouette = {
  body: 'M215 370 L585 370 Q605 370 610 390 L645 655 Q648 680 622 680 L178 680 Q152 680 155 655 L190 390 Q195 370 215 370 Z',
  under: (
    p,
  ) => `<path d="M295 376 C295 200 505 200 505 376" fill="none" stroke="${p.main}" stroke-width="30" stroke-linecap="round"/>
    <path d="M295 376 C295 200 505 200 505 376" fill="none" stroke="#00000030" stroke-width="6"/>`,
  details: (p) => `
    <path d="M205 372 L595 372 L585 480 Q400 545 215 480 Z" fill="#0000002a"/>
    <path d="M205 372 L595 372 L586 470 Q400 532 214 470 Z" fill="${p.main}" ${OUTLINE}/>
    <circle cx="400" cy="500" r="22" fill="${p.accent}" ${OUTLINE}/>
    <path d="M190 640 L610 640" stroke="#00000022" stroke-width="4" stroke-dasharray="10 10"/>`,
  patterned: true,
};

const PERFUME: Silhouette = {
  body: 'M283 315 L517 315 Q565 315 565 363 L565 667 Q565 715 517 715 L283 715 Q235 715 235 667 L235 363 Q235 315 283 315 Z',
  under: (p) => `<rect x="335" y="170" width="130" height="112" rx="16" fill="${p.accent}" ${OUTLINE}/>
    <rect x="368" y="276" width="64" height="48" rx="6" fill="#00000055"/>`,
  details: () => `
    <rect x="300" y="455" width="200" height="124" rx="10" fill="#ffffff" opacity="0.85"/>
    <rect x="330" y="492" width="140" height="12" rx="6" fill="#00000055"/>
    <rect x="350" y="522" width="100" height="10" rx="5" fill="#00000033"/>
    <rect x="262" y="345" width="26" height="320" rx="13" fill="#ffffff" opacity="0.32"/>`,
  patterned: false,
};

const CREAM_JAR: Silhouette = {
  body: 'M280 440 L520 440 Q560 440 560 480 L560 650 Q560 690 520 690 L280 690 Q240 690 240 650 L240 480 Q240 440 280 440 Z',
  under: (p) => `<rect x="225" y="360" width="350" height="92" rx="22" fill="${p.accent}" ${OUTLINE}/>`,
  details: () => `
    <rect x="240" y="520" width="320" height="84" fill="#ffffff" opacity="0.85"/>
    <rect x="320" y="548" width="160" height="12" rx="6" fill="#00000055"/>
    <rect x="350" y="574" width="100" height="10" rx="5" fill="#00000033"/>
    <rect x="262" y="470" width="22" height="190" rx="11" fill="#ffffff" opacity="0.3"/>`,
  patterned: false,
  transform: 'translate(-80 -128) scale(1.2)',
};

const TEE: Silhouette = {
  body: KIDS_TEE.body,
  details: (p) => `
    <path d="M330 210 Q400 255 470 210" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>
    <path d="M185 315 L240 365 L254 350 L199 300 Z" fill="${p.accent}"/>
    <path d="M615 315 L560 365 L546 350 L601 300 Z" fill="${p.accent}"/>
    <path d="M285 585 L515 585" stroke="#00000026" stroke-width="4" stroke-dasharray="10 8"/>`,
  patterned: true,
  transform: 'translate(-40 -20) scale(1.1)',
};

const TROUSERS: Silhouette = {
  body: 'M290 160 L510 160 L545 720 L422 720 L400 330 L378 720 L255 720 Z',
  details: (p) => `
    <path d="M290 160 L510 160 L512 196 L288 196 Z" fill="#00000030"/>
    <g fill="${p.accent}"><rect x="318" y="152" width="12" height="50" rx="3"/><rect x="470" y="152" width="12" height="50" rx="3"/><rect x="394" y="152" width="12" height="50" rx="3"/></g>
    <path d="M400 196 L400 300" stroke="#00000040" stroke-width="5"/>
    <path d="M300 205 Q330 255 360 198 M500 205 Q470 255 440 198" fill="none" stroke="${p.accent}" stroke-width="6"/>
    <path d="M259 690 L380 690 M420 690 L541 690" stroke="${p.accent}" stroke-width="6" stroke-dasharray="12 8"/>`,
  patterned: false,
};

const SANDAL: Silhouette = {
  body: 'M400 170 C485 170 505 255 500 340 C495 420 472 470 478 560 C484 650 452 705 400 705 C348 705 316 650 322 560 C328 470 305 420 300 340 C295 255 315 170 400 170 Z',
  details: (p) => `
    <path d="M400 200 C465 200 478 265 474 340 C470 420 450 470 455 560 C460 640 436 680 400 680 C364 680 340 640 345 560 C350 470 330 420 326 340 C322 265 335 200 400 200 Z" fill="#ffffff" opacity="0.28"/>
    <path d="M296 300 Q400 250 504 300 L502 360 Q400 315 298 360 Z" fill="${p.accent}" ${OUTLINE}/>
    <path d="M304 420 Q400 380 496 420 L490 470 Q400 440 310 470 Z" fill="${p.accent}" ${OUTLINE}/>
    <circle cx="486" cy="444" r="12" fill="${p.main}" ${OUTLINE}/>`,
  patterned: false,
  transform: 'rotate(-14 400 440)',
};

const WATCH: Silhouette = {
  body: 'M370 130 L430 130 Q462 130 462 162 L462 648 Q462 680 430 680 L370 680 Q338 680 338 648 L338 162 Q338 130 370 130 Z',
  details: (p) => `
    <rect x="528" y="384" width="26" height="36" rx="6" fill="#c7c9d1" ${OUTLINE}/>
    <circle cx="400" cy="405" r="140" fill="#d9dbe2" ${OUTLINE}/>
    <circle cx="400" cy="405" r="126" fill="none" stroke="${p.accent}" stroke-width="12"/>
    <circle cx="400" cy="405" r="112" fill="#fbfbf8"/>
    <g stroke="#26262b" stroke-width="6" stroke-linecap="round">${watchTicks()}</g>
    <path d="M400 405 L400 330 M400 405 L462 440" stroke="#26262b" stroke-width="9" stroke-linecap="round"/>
    <path d="M400 405 L340 470" stroke="${p.main}" stroke-width="4" stroke-linecap="round"/>
    <circle cx="400" cy="405" r="10" fill="#26262b"/>`,
  patterned: false,
};

const LENSES =
  'M190 330 Q190 300 222 300 L356 300 Q386 300 382 330 L368 428 Q362 470 320 470 L252 470 Q206 470 200 428 Z M418 330 Q414 300 444 300 L578 300 Q610 300 610 330 L600 428 Q594 470 548 470 L480 470 Q438 470 432 428 Z';

const SUNGLASSES: Silhouette = {
  body: LENSES,
  details: (p) => `
    <path d="${LENSES}" fill="none" stroke="${p.accent}" stroke-width="16" stroke-linejoin="round"/>
    <path d="M382 322 Q400 298 418 322" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>
    <path d="M190 316 L150 300 M610 316 L650 300" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>
    <path d="M232 330 L300 330 L250 420 Z M460 330 L528 330 L478 420 Z" fill="#ffffff" opacity="0.25"/>`,
  patterned: false,
  transform: 'translate(-60 -30) scale(1.15)',
};

const JHUMKA: Silhouette = {
  body: 'M290 470 Q290 320 400 310 Q510 320 510 470 Z',
  under: (
    p,
  ) => `<path d="M400 300 L400 250 Q360 240 362 200 Q366 160 404 160 Q440 162 444 200" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>
    <circle cx="400" cy="270" r="30" fill="${p.accent}" ${OUTLINE}/>`,
  details: (p) => `
    <path d="M330 420 Q400 360 470 420" fill="none" stroke="${p.accent}" stroke-width="10"/>
    <rect x="276" y="462" width="248" height="24" rx="12" fill="${p.accent}" ${OUTLINE}/>
    <g fill="#fbfaf6" ${OUTLINE}>${jhumkaPearls()}</g>`,
  patterned: false,
  transform: 'translate(-120 -15) scale(1.3)',
};

const WALLET: Silhouette = {
  body: 'M220 280 L580 280 Q620 280 620 320 L620 600 Q620 640 580 640 L220 640 Q180 640 180 600 L180 320 Q180 280 220 280 Z',
  details: (p) => `
    <rect x="200" y="300" width="400" height="320" rx="26" fill="none" stroke="${p.accent}" stroke-width="4" stroke-dasharray="12 9"/>
    <path d="M430 380 L620 380 L620 540 L430 540 Q400 540 400 510 L400 410 Q400 380 430 380 Z" fill="#00000022" ${OUTLINE}/>
    <circle cx="450" cy="460" r="18" fill="${p.accent}" ${OUTLINE}/>`,
  patterned: false,
};

const LIPSTICK: Silhouette = {
  body: 'M362 372 L362 262 Q362 236 388 224 L438 200 L438 372 Z',
  under: (p) => `<rect x="330" y="420" width="140" height="290" rx="16" fill="#2b2b30" ${OUTLINE}/>
    <rect x="348" y="360" width="104" height="66" rx="8" fill="${p.accent}" ${OUTLINE}/>
    <rect x="520" y="460" width="130" height="250" rx="18" fill="#2b2b30" ${OUTLINE}/>
    <rect x="520" y="520" width="130" height="14" fill="${p.accent}"/>`,
  details: () => `
    <rect x="346" y="440" width="16" height="250" rx="8" fill="#ffffff" opacity="0.18"/>
    <path d="M378 360 L378 265 Q378 250 392 243 L402 238 L402 360 Z" fill="#ffffff" opacity="0.25"/>`,
  patterned: false,
  transform: 'translate(-20 0)',
};

const ART: Readonly<Record<ArtName, Silhouette>> = {
  kurta: KURTA,
  kameez: KAMEEZ,
  tee: TEE,
  'kids-tee': KIDS_TEE,
  trousers: TROUSERS,
  sneaker: SNEAKER,
  loafer: LOAFER,
  sandal: SANDAL,
  handbag: HANDBAG,
  watch: WATCH,
  sunglasses: SUNGLASSES,
  jhumka: JHUMKA,
  wallet: WALLET,
  perfume: PERFUME,
  'cream-jar': CREAM_JAR,
  lipstick: LIPSTICK,
};

/** The drawing of each top category's tile. */
const POOL_ART: Readonly<Record<TopCategorySlug, readonly ArtName[]>> = {
  men: ['kurta'],
  women: ['kameez'],
  kids: ['kids-tee'],
  footwear: ['sneaker', 'loafer'],
  accessories: ['handbag'],
  beauty: ['perfume', 'cream-jar'],
};

function watchTicks(): string {
  return Array.from({ length: 12 }, (_, hour) => {
    const angle = (hour * Math.PI) / 6;
    const point = (radius: number): string =>
      `${(400 + radius * Math.sin(angle)).toFixed(1)} ${(405 - radius * Math.cos(angle)).toFixed(1)}`;
    return `<path d="M${point(hour % 3 === 0 ? 84 : 94)} L${point(104)}"/>`;
  }).join('');
}

function jhumkaPearls(): string {
  return Array.from({ length: 9 }, (_, i) => {
    const x = 292 + i * 27;
    const drop = i % 2 === 0 ? 40 : 26;
    return `<path d="M${x} 486 L${x} ${486 + drop}" stroke="#00000040" stroke-width="3"/><circle cx="${x}" cy="${496 + drop}" r="11"/>`;
  }).join('');
}

function patternDefs(id: string, kind: PatternKind, colour: string): string {
  switch (kind) {
    case 'plain':
      return '';
    case 'stripes':
      return `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="12" height="36" fill="${colour}" opacity="0.45"/></pattern>`;
    case 'dots':
      return `<pattern id="${id}" width="34" height="34" patternUnits="userSpaceOnUse"><circle cx="17" cy="17" r="6" fill="${colour}" opacity="0.6"/></pattern>`;
    case 'checks':
      return `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="14" fill="${colour}" opacity="0.35"/><rect width="14" height="60" fill="${colour}" opacity="0.35"/></pattern>`;
    case 'motifs':
      return `<pattern id="${id}" width="56" height="56" patternUnits="userSpaceOnUse"><path d="M28 10 L40 28 L28 46 L16 28 Z" fill="none" stroke="${colour}" stroke-width="4" opacity="0.6"/><circle cx="28" cy="28" r="4" fill="${colour}" opacity="0.7"/></pattern>`;
  }
}

/** The drawing in 800 x 800 art coordinates, for embedding at any scale. */
function silhouetteGroup(
  artName: ArtName,
  palette: Palette,
  variant: number,
  idPrefix: string,
): { defs: string; body: string } {
  const silhouette = ART[artName];
  const pattern = silhouette.patterned ? (PATTERNS[variant % PATTERNS.length] ?? 'plain') : 'plain';
  const patternId = `${idPrefix}-pattern`;
  const overlay = pattern === 'plain' ? '' : `<path d="${silhouette.body}" fill="url(#${patternId})"/>`;
  return {
    defs: patternDefs(patternId, pattern, palette.accent),
    body: `<g transform="${silhouette.transform ?? 'translate(0 0)'}">${silhouette.under?.(palette) ?? ''}
      <path d="${silhouette.body}" fill="${palette.main}" ${OUTLINE}/>
      ${overlay}
      ${silhouette.details(palette)}</g>`,
  };
}

/** The pool's drawing for a top category; variants alternate between its drawings. */
export function poolArt(category: TopCategorySlug, variant: number): ArtName {
  const options = POOL_ART[category];
  return options[variant % options.length] ?? 'kurta';
}

/** A product picture: the drawing of its kind in its colour, no text, so it reads as a photo placeholder in the grid. */
export function productArtSvg(artName: ArtName, palette: Palette, variant: number, size: number): string {
  const art = silhouetteGroup(artName, palette, variant, 'p');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">
  <defs>${art.defs}
    <radialGradient id="glow" cx="50%" cy="45%" r="60%"><stop offset="0%" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="100%" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${ART_SIZE}" height="${ART_SIZE}" fill="${palette.background}"/>
  <circle cx="400" cy="430" r="330" fill="url(#glow)"/>
  <ellipse cx="400" cy="735" rx="250" ry="24" fill="#000000" opacity="0.08"/>
  ${art.body}
</svg>`;
}

/** A category tile: the drawing on a soft background. Its name is the page's text, not painted in. */
export function categoryTileSvg(artName: ArtName, palette: Palette, variant: number): string {
  const size = 600;
  const art = silhouetteGroup(artName, palette, variant, 'c');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>${art.defs}
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="${palette.background}"/><stop offset="100%" stop-color="${shade(palette.background, -0.12)}"/></linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <circle cx="300" cy="300" r="240" fill="#ffffff" opacity="0.45"/>
  <g transform="translate(60 50) scale(0.6)">${art.body}</g>
</svg>`;
}

/**
 * A banner picture with no words in it: the storefront writes the offer's title and description
 * over it in HTML, readable at any width. The drawing sits right of centre so that a phone, which
 * shows the middle of the picture at 60vh, still sees it beside the text.
 */
export function bannerSvg(banner: BannerSpec, palette: Palette): string {
  const [from, to] = banner.gradient;
  const art = silhouetteGroup(poolArt(banner.category, 0), palette, 0, 'b');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
  <defs>${art.defs}
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="${from}"/><stop offset="100%" stop-color="${to}"/></linearGradient>
  </defs>
  <rect width="1600" height="600" fill="url(#bg)"/>
  <circle cx="1560" cy="40" r="260" fill="#ffffff" opacity="0.07"/>
  <circle cx="60" cy="600" r="180" fill="#ffffff" opacity="0.06"/>
  <circle cx="400" cy="80" r="120" fill="#ffffff" opacity="0.05"/>
  <circle cx="1060" cy="310" r="255" fill="#ffffff" opacity="0.16"/>
  <g transform="translate(812 62) scale(0.62)">${art.body}</g>
</svg>`;
}

/** A plain monogram of our own design; deliberately not an imitation of any real logo. */
export function brandLogoSvg(brand: BrandSpec): string {
  const fontSize = brand.initials.length > 1 ? 76 : 96;
  const frame =
    brand.shape === 'circle'
      ? `<circle cx="100" cy="100" r="96" fill="${brand.colour}"/><circle cx="100" cy="100" r="82" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>`
      : `<rect x="4" y="4" width="192" height="192" rx="40" fill="${brand.colour}"/><rect x="18" y="18" width="164" height="164" rx="30" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(brand.name)}">
  <title>${escapeXml(brand.name)}</title>
  ${frame}
  <text x="100" y="${100 + fontSize * 0.35}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${fontSize}" letter-spacing="2" fill="#ffffff">${escapeXml(brand.initials)}</text>
</svg>
`;
}

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): string => {
    const c = (value >> shift) & 0xff;
    const next = Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
    return next.toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
