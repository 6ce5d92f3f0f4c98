import type { KnownFace } from '../../src/platform/faces/sample-faces.js';
import type { Random } from './random.js';

/**
 * What a rendering looks like apart from its values: fonts, colours, background pattern, portrait,
 * date style. The `tune` and `report` splits draw from disjoint font families, palettes and
 * portraits, so a figure on `report` is not one the reader was tuned on.
 */
export type Split = 'tune' | 'report';

/** Debian font families (`bash scripts/ensure-fonts.sh --eval` installs them). */
export const fontFamilies: Record<Split, readonly string[]> = {
  tune: ['DejaVu Sans', 'Liberation Sans', 'FreeSans', 'Roboto'],
  report: ['Nimbus Sans', 'Open Sans', 'Lato', 'Carlito'],
};

/** One face per person: the shipped group-photo faces (npm packages), split between the two sets. */
const portraits: Record<Split, readonly KnownFace[]> = {
  tune: ['sample1a', 'sample1b', 'sample2a', 'sample3a'],
  report: ['sample4a', 'sample5a', 'sample6a'],
};

export interface Palette {
  /** Page tint. */
  paper: string;
  /** Guilloche line colour. */
  pattern: string;
  /** Headings and bands. */
  accent: string;
  /** Label colour. */
  label: string;
  /** Value colour. */
  ink: string;
}

export interface Style {
  font: string;
  /** A second family for headings (real documents mix them). */
  headingFont: string;
  palette: Palette;
  portrait: KnownFace;
  greyPortrait: boolean;
  /** Seed for the background pattern. */
  patternSeed: number;
}

/** A layout's palettes, each written as its five colours in order: `paper pattern accent label ink`. */
export function palettes(table: Record<Split, readonly string[]>): Record<Split, readonly Palette[]> {
  const parse = (colours: string): Palette => {
    const [paper, pattern, accent, label, ink] = colours.split(' ') as [string, string, string, string, string];
    return { paper, pattern, accent, label, ink };
  };
  return { tune: table.tune.map(parse), report: table.report.map(parse) };
}

export function pickStyle(rng: Random, split: Split, palettes: Record<Split, readonly Palette[]>): Style {
  return {
    font: rng.pick(fontFamilies[split]),
    headingFont: rng.pick(fontFamilies[split]),
    palette: rng.pick(palettes[split]),
    portrait: rng.pick(portraits[split]),
    greyPortrait: rng.chance(0.3),
    patternSeed: rng.int(1, 1_000_000),
  };
}

const portraitCache = new Map<string, Promise<string>>();

/** The portrait as a data: URI for an SVG <image>. */
export function portraitUri(face: KnownFace): Promise<string> {
  let uri = portraitCache.get(face);
  if (!uri) {
    // Imported when first needed: the module brings the face runtime, which building the cases does not need.
    uri = import('../../src/platform/faces/sample-faces.js')
      .then(({ cropKnownFace }) => cropKnownFace(face, { margin: 0.45, size: 360 }))
      .then((jpeg) => `data:image/jpeg;base64,${jpeg.toString('base64')}`);
    portraitCache.set(face, uri);
  }
  return uri;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface TextOptions {
  font: string;
  size: number;
  fill: string;
  weight?: 'bold' | 'normal';
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  spacing?: number;
}

export function text(x: number, y: number, value: string, o: TextOptions): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${o.font}" font-size="${o.size}" fill="${o.fill}"${o.weight === 'bold' ? ' font-weight="bold"' : ''}${o.italic ? ' font-style="italic"' : ''}${o.anchor && o.anchor !== 'start' ? ` text-anchor="${o.anchor}"` : ''}${o.spacing ? ` letter-spacing="${o.spacing}"` : ''} xml:space="preserve">${escapeXml(value)}</text>`;
}

/**
 * A label printed above its value, as the cards and the passport page stack them: the value's
 * baseline sits `valueOffset` below the label's, bold, in ink unless `fill` says otherwise.
 */
export function stackedPair(style: Style, o: { labelSize: number; valueSize: number; valueOffset: number; labelWeight?: 'bold' }) {
  const p = style.palette;
  return (x: number, y: number, label: string, value: string, fill = p.ink) =>
    text(x, y, label, { font: style.font, size: o.labelSize, fill: p.label, weight: o.labelWeight }) +
    text(x, y + o.valueOffset, value, { font: style.font, size: o.valueSize, fill, weight: 'bold' });
}

/** The blank of an ID-1 card: the SVG opened on rounded paper with its guilloche and rosette. */
export function cardBlank(w: number, h: number, style: Style, rng: Random, rosette: { cx: number; cy: number; r: number }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="${w}" height="${h}" rx="40" fill="${style.palette.paper}"/>
${guilloche(w, h, style.palette.pattern, rng, { rosette })}`;
}

/**
 * A guilloche-like security background: families of phase-shifted sine waves and a rosette of
 * ellipses, thin and faint, as printed under the fields of real cards and passport pages.
 */
export function guilloche(w: number, h: number, colour: string, rng: Random, options: { opacity?: number; rosette?: { cx: number; cy: number; r: number } } = {}): string {
  const parts: string[] = [];
  const opacity = options.opacity ?? 0.35;
  const waves = rng.int(10, 18);
  const amplitude = rng.between(10, 28);
  const period = rng.between(140, 320);
  for (let i = 0; i < waves; i++) {
    const y0 = (h / waves) * i + rng.between(0, h / waves);
    const phase = rng.between(0, Math.PI * 2);
    for (const shift of [0, Math.PI * 0.66]) {
      let d = '';
      for (let x = 0; x <= w; x += 12) {
        const y = y0 + amplitude * Math.sin((2 * Math.PI * x) / period + phase + shift) + amplitude * 0.4 * Math.sin((2 * Math.PI * x) / (period * 0.37));
        d += `${x === 0 ? 'M' : 'L'}${x} ${y.toFixed(1)} `;
      }
      parts.push(`<path d="${d}" stroke="${colour}" stroke-width="0.9" fill="none" opacity="${opacity}"/>`);
    }
  }
  if (options.rosette) {
    const { cx, cy, r } = options.rosette;
    const petals = rng.int(18, 30);
    for (let i = 0; i < petals; i++) {
      const angle = (180 / petals) * i;
      parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${(r * 0.32).toFixed(1)}" transform="rotate(${angle.toFixed(1)} ${cx} ${cy})" stroke="${colour}" stroke-width="0.8" fill="none" opacity="${opacity}"/>`);
    }
  }
  return parts.join('\n');
}

/** The portrait in a frame, optionally grey and faded (the ghost image of passports and cards). */
export async function portrait(x: number, y: number, w: number, h: number, style: Style, options: { ghost?: boolean; id: string }): Promise<string> {
  const uri = await portraitUri(style.portrait);
  const filter = options.ghost || style.greyPortrait ? ` filter="url(#grey-${options.id})"` : '';
  return [
    `<defs><filter id="grey-${options.id}"><feColorMatrix type="saturate" values="0"/></filter><clipPath id="clip-${options.id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${options.ghost ? 0 : 6}"/></clipPath></defs>`,
    `<image href="${uri}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" clip-path="url(#clip-${options.id})"${filter}${options.ghost ? ' opacity="0.28"' : ''}/>`,
    options.ghost ? '' : `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="none" stroke="#555" stroke-width="1.5" opacity="0.6"/>`,
  ].join('\n');
}

/** The green-white-green flag bar and a coat-of-arms-like emblem, drawn (no artwork is copied). */
export function emblem(cx: number, cy: number, r: number, colour: string): string {
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${(r / 10).toFixed(1)}"/>`,
    `<path d="M${cx - r * 0.5} ${cy + r * 0.45} L${cx} ${cy - r * 0.55} L${cx + r * 0.5} ${cy + r * 0.45} Z" fill="${colour}" opacity="0.8"/>`,
    `<circle cx="${cx}" cy="${cy - r * 0.1}" r="${r * 0.18}" fill="#fff"/>`,
  ].join('');
}

/* Dates as real documents print them. */

const monthsEn = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const monthsFr = ['JAN', 'FEV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOUT', 'SEPT', 'OCT', 'NOV', 'DEC'];

export type DateStyle = 'bilingual_yy' | 'bilingual_yyyy' | 'dd_mmm_yyyy' | 'dd/mm/yyyy' | 'dd-mm-yyyy' | 'dd.mm.yyyy';

/** 1985-01-12 in a document's style: `12 JAN /JAN 85`, `12 JAN 1985`, `12/01/1985`, `12-01-1985`. */
export function printDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const mi = Number(m) - 1;
  switch (style) {
    case 'bilingual_yy':
      return `${d} ${monthsEn[mi]} /${monthsFr[mi]} ${y.slice(2)}`;
    case 'bilingual_yyyy':
      return `${d} ${monthsEn[mi]} /${monthsFr[mi]} ${y}`;
    case 'dd_mmm_yyyy':
      return `${d} ${monthsEn[mi]} ${y}`;
    case 'dd/mm/yyyy':
      return `${d}/${m}/${y}`;
    case 'dd-mm-yyyy':
      return `${d}-${m}-${y}`;
    case 'dd.mm.yyyy':
      return `${d}.${m}.${y}`;
  }
}
