import type { Blind5Person } from './people.js';
import { Rng } from './random.js';

/**
 * Each person's portrait, drawn as SVG from a seed of their own, so every document of a person shows
 * the same face (as real ones do) and no photograph of anyone is used. Hair and headwear follow what
 * Nigerian ID photographs allow (uncovered face; a cap or a headscarf worn for faith).
 */

interface Face {
  skin: string;
  shade: string;
  lip: string;
  faceW: number;
  faceH: number;
  jaw: number;
  eyeGap: number;
  eyeW: number;
  noseW: number;
  mouthW: number;
  browArch: number;
  cloth: string;
  clothTrim: string;
  hair: 'low-cut' | 'receding-grey' | 'cap' | 'braids' | 'bun' | 'headscarf';
  beard: 'none' | 'grey' | 'short';
}

const hairOf: Record<string, Face['hair']> = {
  'nupe-m': 'cap',
  'ijaw-f': 'braids',
  'idoma-m': 'receding-grey',
  'anaang-f': 'bun',
  'bini-m': 'low-cut',
  'fulani-f': 'headscarf',
};

function faceOf(person: Blind5Person): Face {
  const rng = new Rng(`blind5/face/${person.id}`);
  const tones: [string, string, string][] = [
    ['#5b3a26', '#432a1b', '#4a2a22'],
    ['#6e452b', '#51321f', '#55302a'],
    ['#7f5233', '#5f3b24', '#613a33'],
    ['#8f5f3c', '#6c462c', '#6d4238'],
    ['#4d301f', '#372217', '#3d2420'],
    ['#9a6a45', '#744e33', '#754a3e'],
  ];
  const [skin, shade, lip] = rng.pick(tones);
  return {
    skin,
    shade,
    lip,
    faceW: rng.range(112, 132),
    faceH: rng.range(150, 168),
    jaw: rng.range(0.72, 0.9),
    eyeGap: rng.range(44, 54),
    eyeW: rng.range(22, 27),
    noseW: rng.range(30, 40),
    mouthW: rng.range(40, 52),
    browArch: rng.range(2, 7),
    cloth: rng.pick(['#1f3b6e', '#6b1f2a', '#2c5e34', '#3b3b3b', '#7a5a14', '#ffffff', '#4a2f6b']),
    clothTrim: rng.pick(['#d8b24a', '#e8e8e8', '#a33', '#222']),
    hair: hairOf[person.id] ?? 'low-cut',
    beard: person.id === 'idoma-m' ? 'grey' : person.id === 'nupe-m' ? 'short' : 'none',
  };
}

/** The portrait as an SVG document (viewBox 300 x 400) on the given photo background. */
export function portraitSvg(person: Blind5Person, background: string, options: { ghost?: boolean } = {}): string {
  const f = faceOf(person);
  const cx = 150;
  const cy = 178;
  const top = cy - f.faceH / 2;
  const bottom = cy + f.faceH / 2;
  const half = f.faceW / 2;
  const jawHalf = half * f.jaw;
  const face = `M ${cx - half} ${cy - 10} C ${cx - half} ${top - 4}, ${cx + half} ${top - 4}, ${cx + half} ${cy - 10}
    C ${cx + half} ${cy + 40}, ${cx + jawHalf} ${bottom - 12}, ${cx} ${bottom}
    C ${cx - jawHalf} ${bottom - 12}, ${cx - half} ${cy + 40}, ${cx - half} ${cy - 10} Z`;
  const eyeY = cy - 6;
  const eye = (x: number) => `
    <ellipse cx="${x}" cy="${eyeY}" rx="${f.eyeW / 2}" ry="${f.eyeW / 4.2}" fill="#f1ece4"/>
    <circle cx="${x}" cy="${eyeY}" r="${f.eyeW / 4.6}" fill="#2a1a12"/>
    <circle cx="${x}" cy="${eyeY}" r="${f.eyeW / 10}" fill="#0a0604"/>
    <circle cx="${x + 2}" cy="${eyeY - 2}" r="1.4" fill="#fff" opacity="0.8"/>
    <path d="M ${x - f.eyeW / 2 - 1} ${eyeY} Q ${x} ${eyeY - f.eyeW / 2.6} ${x + f.eyeW / 2 + 1} ${eyeY}" stroke="${f.shade}" stroke-width="2.2" fill="none"/>`;
  const brow = (x: number, dir: number) =>
    `<path d="M ${x - (f.eyeW / 2 + 3) * dir} ${eyeY - 14} Q ${x} ${eyeY - 18 - f.browArch} ${x + (f.eyeW / 2 + 4) * dir} ${eyeY - 13}" stroke="#1b120c" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  const noseY = cy + 30;
  const nose = `<path d="M ${cx - 4} ${eyeY + 6} Q ${cx - 6} ${noseY - 12} ${cx - f.noseW / 2} ${noseY} Q ${cx} ${noseY + 9} ${cx + f.noseW / 2} ${noseY} Q ${cx + 6} ${noseY - 12} ${cx + 4} ${eyeY + 6}" fill="${f.shade}" opacity="0.55"/>
    <ellipse cx="${cx - f.noseW / 4}" cy="${noseY + 1}" rx="4" ry="2.6" fill="#1c110b" opacity="0.7"/>
    <ellipse cx="${cx + f.noseW / 4}" cy="${noseY + 1}" rx="4" ry="2.6" fill="#1c110b" opacity="0.7"/>`;
  const mouthY = cy + 52;
  const mouth = `<path d="M ${cx - f.mouthW / 2} ${mouthY} Q ${cx} ${mouthY - 8} ${cx + f.mouthW / 2} ${mouthY} Q ${cx} ${mouthY + 14} ${cx - f.mouthW / 2} ${mouthY} Z" fill="${f.lip}"/>
    <path d="M ${cx - f.mouthW / 2} ${mouthY} Q ${cx} ${mouthY + 3} ${cx + f.mouthW / 2} ${mouthY}" stroke="#20120d" stroke-width="1.6" fill="none"/>`;
  const ears = `<ellipse cx="${cx - half - 4}" cy="${cy}" rx="10" ry="20" fill="${f.skin}"/><ellipse cx="${cx + half + 4}" cy="${cy}" rx="10" ry="20" fill="${f.skin}"/>`;
  const neck = `<path d="M ${cx - 30} ${bottom - 30} L ${cx - 34} ${bottom + 40} L ${cx + 34} ${bottom + 40} L ${cx + 30} ${bottom - 30} Z" fill="${f.shade}"/>`;
  const body = `<path d="M 20 400 C 30 ${bottom + 40}, 90 ${bottom + 22}, ${cx} ${bottom + 28} C 210 ${bottom + 22}, 270 ${bottom + 40}, 280 400 Z" fill="${f.cloth}"/>
    <path d="M ${cx - 36} ${bottom + 26} Q ${cx} ${bottom + 70} ${cx + 36} ${bottom + 26}" stroke="${f.clothTrim}" stroke-width="5" fill="none"/>`;
  let hairBack = '';
  let hairFront = '';
  switch (f.hair) {
    case 'low-cut':
      hairFront = `<path d="M ${cx - half + 2} ${cy - 22} C ${cx - half} ${top - 18}, ${cx + half} ${top - 18}, ${cx + half - 2} ${cy - 22} C ${cx + half - 10} ${top + 14}, ${cx - half + 10} ${top + 14}, ${cx - half + 2} ${cy - 22} Z" fill="#17100b"/>`;
      break;
    case 'receding-grey':
      hairFront = `<path d="M ${cx - half + 1} ${cy - 14} C ${cx - half - 2} ${top + 6}, ${cx - half + 24} ${top - 8}, ${cx - 20} ${top + 4} C ${cx - half + 20} ${top + 16}, ${cx - half + 8} ${cy - 30}, ${cx - half + 1} ${cy - 14} Z" fill="#bdb8b0"/>
        <path d="M ${cx + half - 1} ${cy - 14} C ${cx + half + 2} ${top + 6}, ${cx + half - 24} ${top - 8}, ${cx + 20} ${top + 4} C ${cx + half - 20} ${top + 16}, ${cx + half - 8} ${cy - 30}, ${cx + half - 1} ${cy - 14} Z" fill="#bdb8b0"/>`;
      break;
    case 'cap':
      hairFront = `<path d="M ${cx - half - 3} ${top + 28} C ${cx - half} ${top - 40}, ${cx + half} ${top - 40}, ${cx + half + 3} ${top + 28} Z" fill="#f4f1ea" stroke="#c9c2b4" stroke-width="2"/>
        <path d="M ${cx - half} ${top + 18} Q ${cx} ${top + 8} ${cx + half} ${top + 18}" stroke="#c9c2b4" stroke-width="2" fill="none"/>`;
      break;
    case 'braids': {
      hairBack = `<path d="M ${cx - half - 16} ${cy + 70} C ${cx - half - 34} ${top - 30}, ${cx + half + 34} ${top - 30}, ${cx + half + 16} ${cy + 70} Z" fill="#120c08"/>`;
      const lines: string[] = [];
      for (let i = -3; i <= 3; i++) lines.push(`<path d="M ${cx + i * 9} ${top + 4} Q ${cx + i * 11} ${top + 12} ${cx + i * 15} ${top + 20}" stroke="#3a2a1e" stroke-width="2" fill="none"/>`);
      hairFront = `<path d="M ${cx - half} ${cy - 20} C ${cx - half} ${top - 22}, ${cx + half} ${top - 22}, ${cx + half} ${cy - 20} C ${cx + half - 12} ${top + 22}, ${cx - half + 12} ${top + 22}, ${cx - half} ${cy - 20} Z" fill="#120c08"/>${lines.join('')}`;
      break;
    }
    case 'bun':
      hairBack = `<ellipse cx="${cx}" cy="${top - 26}" rx="34" ry="24" fill="#140e09"/>`;
      hairFront = `<path d="M ${cx - half - 2} ${cy - 16} C ${cx - half - 4} ${top - 24}, ${cx + half + 4} ${top - 24}, ${cx + half + 2} ${cy - 16} C ${cx + half - 14} ${top + 18}, ${cx - half + 14} ${top + 18}, ${cx - half - 2} ${cy - 16} Z" fill="#140e09"/>`;
      break;
    case 'headscarf':
      hairBack = `<path d="M ${cx - half - 26} ${bottom + 60} C ${cx - half - 40} ${top - 50}, ${cx + half + 40} ${top - 50}, ${cx + half + 26} ${bottom + 60} Z" fill="#2f5d7c"/>`;
      hairFront = `<path d="M ${cx - half - 6} ${cy + 10} C ${cx - half - 8} ${top - 26}, ${cx + half + 8} ${top - 26}, ${cx + half + 6} ${cy + 10} C ${cx + half - 4} ${top + 8}, ${cx - half + 4} ${top + 8}, ${cx - half - 6} ${cy + 10} Z" fill="#2f5d7c"/>
        <path d="M ${cx - half - 4} ${top + 12} Q ${cx} ${top - 4} ${cx + half + 4} ${top + 12}" stroke="#24485f" stroke-width="3" fill="none"/>`;
      break;
  }
  let beard = '';
  if (f.beard !== 'none') {
    const colour = f.beard === 'grey' ? '#a9a49c' : '#1a120c';
    beard = `<path d="M ${cx - jawHalf - 6} ${cy + 38} C ${cx - jawHalf + 6} ${bottom + 2}, ${cx + jawHalf - 6} ${bottom + 2}, ${cx + jawHalf + 6} ${cy + 38} C ${cx + 22} ${bottom - 18}, ${cx - 22} ${bottom - 18}, ${cx - jawHalf - 6} ${cy + 38} Z" fill="${colour}" opacity="0.85"/>
      <path d="M ${cx - 22} ${mouthY - 9} Q ${cx} ${mouthY - 16} ${cx + 22} ${mouthY - 9}" stroke="${colour}" stroke-width="5" fill="none"/>`;
  }
  const ghost = options.ghost ? ' filter="url(#ghost)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
<defs>
  <radialGradient id="shade-${person.id}" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="${f.skin}"/><stop offset="1" stop-color="${f.shade}"/></radialGradient>
  <filter id="ghost"><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer></filter>
</defs>
<g${ghost}>
<rect width="300" height="400" fill="${options.ghost ? 'none' : background}"/>
${hairBack}${neck}${body}${ears}
<path d="${face}" fill="url(#shade-${person.id})"/>
${hairFront}${brow(cx - f.eyeGap / 2 - 2, 1)}${brow(cx + f.eyeGap / 2 + 2, -1)}${eye(cx - f.eyeGap / 2 - 2)}${eye(cx + f.eyeGap / 2 + 2)}${nose}${beard}${mouth}
</g>
</svg>`;
}
