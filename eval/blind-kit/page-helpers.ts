import type { Rng } from '../documents-blind7/random.js';

/**
 * How the blind sets (the seventh on) lay out a page as HTML of fixed pixel size: a sheet of
 * absolutely placed texts, pictures and boxes, each text fitted to its room the way card printers set
 * long names smaller, the smallest size of a critical field kept (the captures' legibility rests on
 * it), and the small helpers every set's designs use. Each set keeps its own designs, families and
 * their advances, colours and date forms in its pages.ts.
 */

/** A rectangle in page fractions (0..1). */
export interface Zone {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A box on the page (page px). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TextStyle {
  font: string;
  size: number;
  color?: string;
  weight?: number;
  spacing?: number;
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  /** A faded text (a FieldSheet's only). */
  opacity?: number;
  /** A turned text, in degrees (a FieldSheet's only). */
  rotate?: number;
  /** The width the text may take; a longer text is set smaller, as card printers do with long names. */
  max?: number;
  /** A field a reader needs: its (possibly reduced) size counts towards the page's smallest field text. */
  critical?: boolean;
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A colour nudged a little per document, so no two pages of a design print exactly alike. */
export function tint(hex: string, rng: Rng, amount = 10): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, v + Math.round(rng.range(-amount, amount))));
  return `rgb(${ch((n >> 16) & 255)},${ch((n >> 8) & 255)},${ch(n & 255)})`;
}

export const jitter = (rng: Rng, px: number) => rng.range(-px, px);
/** A field value a reader needs, fitted to `max` pixels. */
export const crit = (st: TextStyle, max: number): TextStyle => ({ ...st, critical: true, max });

/** First given name, and the rest (a slip's or licence's First Name and Middle Name cells). */
export const firstAndMiddle = (given: string) => {
  const [first = '', ...rest] = given.split(' ');
  return [first, rest.join(' ')] as const;
};

/** A number in groups (a card printer's spacing): `1234 567 8901`; what is left past the groups is a group too. */
export const grouped = (n: string, sizes: number[]) => {
  const out: string[] = [];
  let at = 0;
  for (const k of sizes) {
    if (at >= n.length) break;
    out.push(n.slice(at, at + k));
    at += k;
  }
  if (at < n.length) out.push(n.slice(at));
  return out.join(' ');
};

/** The page's text style sheet: figures as they come, lining figures in the texts, or in the texts and the SVG pictures' texts too. */
export type Figures = 'as-drawn' | 'lining' | 'lining-svg';

const textCss: Record<Figures, string> = {
  'as-drawn': '.t{position:absolute;white-space:nowrap;line-height:1.15;font-kerning:normal}',
  lining: '.t{position:absolute;white-space:nowrap;line-height:1.15;font-kerning:normal;font-variant-numeric:lining-nums}',
  'lining-svg': '.t{position:absolute;white-space:nowrap;line-height:1.15;font-kerning:normal;font-variant-numeric:lining-nums}\nsvg text{font-variant-numeric:lining-nums}',
};

/** A page's absolutely placed parts: pictures, boxes and (in a subclass) texts. */
abstract class Sheet {
  readonly parts: string[] = [];
  /** The smallest size any critical text was set in. */
  minCritical = Infinity;
  constructor(
    readonly w: number,
    readonly h: number,
    private readonly figures: Figures,
  ) {}
  abstract text(x: number, y: number, s: string, st: TextStyle): this;
  img(x: number, y: number, w: number, h: number, url: string, extra = ''): this {
    this.parts.push(`<img style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;${extra}" src="${url}">`);
    return this;
  }
  svg(inner: string, opacity = 1): this {
    this.parts.push(`<svg style="position:absolute;left:0;top:0;opacity:${opacity}" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);
    return this;
  }
  box(x: number, y: number, w: number, h: number, style: string): this {
    this.parts.push(`<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;${style}"></div>`);
    return this;
  }
  html(background: string, radius: number): string {
    return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:transparent}
#doc{position:relative;width:${this.w}px;height:${this.h}px;overflow:hidden;background:${background};border-radius:${radius}px}
${textCss[this.figures]}
</style></head><body><div id="doc">${this.parts.join('\n')}</div></body></html>`;
  }
}

/**
 * The seventh to ninth sets' sheet: each text placed on its own, fitted with the family's average
 * advance (`advance`, else `fallback` em); the seventh and eighth turn and fade texts too, their
 * transforms about the text's corner (`turning`).
 */
export class FieldSheet extends Sheet {
  constructor(
    w: number,
    h: number,
    private readonly style: { advance: Record<string, number>; fallback: number; figures: Figures; turning: boolean },
  ) {
    super(w, h, style.figures);
  }
  text(x: number, y: number, s: string, st: TextStyle): this {
    let size = st.size;
    if (st.max !== undefined) {
      const advance = (this.style.advance[st.font] ?? this.style.fallback) * [...s].length + ((st.spacing ?? 0) * [...s].length) / st.size;
      size = Math.min(size, Math.floor((10 * st.max) / advance) / 10);
    }
    if (st.critical) this.minCritical = Math.min(this.minCritical, size);
    let transform: string;
    if (this.style.turning) {
      const shift = st.anchor === 'end' ? 'translateX(-100%)' : st.anchor === 'middle' ? 'translateX(-50%)' : '';
      const rot = st.rotate ? ` rotate(${st.rotate}deg)` : '';
      transform = `${st.opacity !== undefined ? `opacity:${st.opacity};` : ''}${shift || rot ? `transform:${shift}${rot};transform-origin:0 0;` : ''}`;
    } else transform = st.anchor === 'end' ? 'transform:translateX(-100%);' : st.anchor === 'middle' ? 'transform:translateX(-50%);' : '';
    this.parts.push(
      `<div class="t"${st.max !== undefined ? ` data-max="${st.max}"` : ''}${st.critical ? ' data-critical="1"' : ''} style="left:${x.toFixed(1)}px;top:${y.toFixed(1)}px;font-family:'${st.font}';font-size:${size}px;color:${st.color ?? '#111'};font-weight:${st.weight ?? 400};letter-spacing:${st.spacing ?? 0}px;${st.italic ? 'font-style:italic;' : ''}${transform}">${esc(s)}</div>`,
    );
    return this;
  }
  /** A label (bilingual or plain) with its value under it. */
  field(x: number, y: number, label: string, value: string, l: TextStyle, v: TextStyle, gap: number): this {
    this.text(x, y, label, l);
    return this.text(x, y + gap, value, v);
  }
}

/** How a PageSheet sizes a text: the size it is set at in a room of `max` px (at most its style's own), and its estimated box's width when it has no room. */
export interface TextMetrics {
  fitted(s: string, st: TextStyle, max: number): number;
  boxWidth(s: string, st: TextStyle, size: number): number;
}

/** The tenth to twelfth sets' sizing: the family's average advance per em (`fallback` for a family without one), letter spacing shared over the size. */
export function emMetrics(advance: Record<string, number>, fallback: number): TextMetrics {
  const perEm = (s: string, st: TextStyle, size: number) => (advance[st.font] ?? fallback) * [...s].length + ((st.spacing ?? 0) * [...s].length) / size;
  return {
    fitted: (s, st, max) => Math.min(st.size, Math.floor((10 * max) / Math.max(perEm(s, st, st.size), 0.01)) / 10),
    boxWidth: (s, st, size) => 1.3 * perEm(s, st, size) * size,
  };
}

/** The thirteenth set's sizing: a text's width at a size (the family's advance, else `fallback`, plus its letter spacing), the room less the spacing for the letters. */
export function widthMetrics(advance: Record<string, number>, fallback: number): TextMetrics & { width(s: string, st: TextStyle, size?: number): number } {
  const width = (s: string, st: TextStyle, size = st.size) => (advance[st.font] ?? fallback) * [...s].length * size + (st.spacing ?? 0) * [...s].length;
  return {
    width,
    fitted: (s, st, max) => Math.min(st.size, Math.floor((10 * (max - (st.spacing ?? 0) * [...s].length)) / Math.max((advance[st.font] ?? fallback) * [...s].length, 0.01)) / 10),
    boxWidth: (s, st, size) => 1.3 * width(s, st, size),
  };
}

/**
 * The tenth set's sheet and after: texts placed on their own or a label and its value on one
 * baseline (a flow), fitted by the set's metrics, and each critical text's estimated box kept.
 */
export class PageSheet extends Sheet {
  /** Critical texts' estimated boxes. */
  readonly boxes: Box[] = [];
  /** Where an inline value starts (a flow item has no place of its own). */
  private flowAt: { x: number; y: number } | null = null;
  constructor(
    w: number,
    h: number,
    private readonly style: { metrics: TextMetrics; figures: Figures },
  ) {
    super(w, h, style.figures);
  }
  /** A text's size (fitted to its room) and its element; `at` places it (absolute), or null for a flow item. */
  private span(s: string, st: TextStyle, at: { x: number; y: number } | null, extra = ''): string {
    let size = st.size;
    if (st.max !== undefined) size = this.style.metrics.fitted(s, st, st.max);
    if (st.critical) {
      this.minCritical = Math.min(this.minCritical, size);
      const box = at ?? this.flowAt;
      if (box) {
        // The room when it has one (a fitted text never passes it), else a generous estimate.
        const w = st.max ?? this.style.metrics.boxWidth(s, st, size);
        const x0 = st.anchor === 'end' ? box.x - w : st.anchor === 'middle' ? box.x - w / 2 : box.x;
        this.boxes.push({ x0, y0: box.y, x1: x0 + w, y1: box.y + size * 1.2 });
      }
    }
    const shift = st.anchor === 'end' ? 'transform:translateX(-100%);' : st.anchor === 'middle' ? 'transform:translateX(-50%);' : '';
    const place = at ? `left:${at.x.toFixed(1)}px;top:${at.y.toFixed(1)}px;${shift}` : 'position:static;flex:none;';
    return `<div class="t"${st.max !== undefined ? ` data-max="${st.max}"` : ''}${st.critical ? ' data-critical="1"' : ''} style="${place}font-family:'${st.font}';font-size:${size}px;color:${st.color ?? '#111'};font-weight:${st.weight ?? 400};letter-spacing:${st.spacing ?? 0}px;${st.italic ? 'font-style:italic;' : ''}${extra}">${esc(s)}</div>`;
  }
  text(x: number, y: number, s: string, st: TextStyle): this {
    this.parts.push(this.span(s, st, { x, y }));
    return this;
  }
  /** A label with its value under it. */
  stacked(x: number, y: number, label: string, value: string, l: TextStyle, v: TextStyle, gap: number): this {
    this.text(x, y, label, l);
    return this.text(x, y + gap, value, v);
  }
  /** A bilingual label, English over French, with its value under both. */
  bilingual(x: number, y: number, english: string, french: string, value: string, l: TextStyle, v: TextStyle): this {
    this.text(x, y, english, l);
    this.text(x, y + l.size * 1.05, french, { ...l, italic: true, weight: 400, size: l.size - 2 });
    return this.text(x, y + l.size * 2.1 + 2, value, v);
  }
  /** A label and its value on one line (`Surname:  VALUE`), on one baseline, the value starting at `vx`. */
  inline(x: number, vx: number, y: number, label: string, value: string, l: TextStyle, v: TextStyle): this {
    const labelSpan = this.span(label, l, null, `width:${(vx - x).toFixed(1)}px;`);
    this.flowAt = { x: vx, y };
    const valueSpan = this.span(value, v, null);
    this.flowAt = null;
    this.parts.push(`<div style="position:absolute;left:${x.toFixed(1)}px;top:${y.toFixed(1)}px;display:flex;align-items:baseline;white-space:nowrap">${labelSpan}${valueSpan}</div>`);
    return this;
  }
}

/** A page's layout facts as the sets from the eleventh on give them (with the critical fields' boxes). */
export interface Page {
  html: string;
  width: number;
  height: number;
  /** Corner radius in page pixels (cards are rounded, paper is not). */
  radius: number;
  /** Physical width in mm. */
  widthMm: number;
  /** Paper (a slip, a booklet page) or plastic (a card, a polycarbonate page). */
  paper: boolean;
  /** The smallest text of a field a reader needs, in page pixels. */
  criticalPx: number;
  /** Every font family the page sets text in. */
  fonts: string[];
  /** Where a thumb may lie: no field a reader needs is there (the portrait is one). */
  quietZones: Zone[];
  /** Where each critical text lies (page px, estimated from its size and room). */
  fieldBoxes: Box[];
}

/** A finished sheet's page. */
export function sheetPage(s: PageSheet, fonts: string[], background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page {
  return { html: s.html(background, radius), width: s.w, height: s.h, radius, widthMm, paper, criticalPx: s.minCritical, fonts, quietZones, fieldBoxes: s.boxes };
}
