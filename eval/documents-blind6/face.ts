import type { Person } from './people.js';
import { Rng } from './random.js';

/**
 * One drawn face per person (seeded by the person, so every document of theirs carries the same one):
 * a simple head-and-shoulders portrait on the pale background ID photos have. This set measures the
 * reading of documents, not faces; the face is there because a real page has one where text is not.
 */

const skins = ['#5a3825', '#6b4226', '#7a4a2a', '#8d5524', '#4a2c1d', '#6f4e37'] as const;
const cloths = ['#1f4e79', '#7b1e3a', '#2e6b3a', '#c8a02a', '#3b3b3b', '#e6e6e6', '#8a3c1c', '#4b2c6b'] as const;
const backs = ['#e9eef2', '#f1f1ee', '#dfe7ee', '#f4f2ea'] as const;

export function faceSvg(person: Person): string {
  const rng = new Rng(`blind6/face/${person.key}`);
  const skin = rng.pick(skins);
  const cloth = rng.pick(cloths);
  const back = rng.pick(backs);
  const headW = rng.range(33, 39);
  const headH = rng.range(44, 50);
  const eyeY = rng.range(47, 51);
  const eyeDx = rng.range(10, 13);
  const mouthW = rng.range(8, 12);
  const older = person.dateOfBirth < '1970-01-01';
  let hair = '';
  if (person.sex === 'F') {
    // A gele (head tie) or braided hair.
    const wrap = rng.pick(['#b5179e', '#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#6d597a']);
    hair = rng.chance(0.6)
      ? `<path d="M${50 - headW - 6} 40 Q50 ${-6 - rng.range(0, 8)} ${50 + headW + 6} 40 Q${50 + headW} 22 50 ${16 + rng.range(0, 4)} Q${50 - headW} 22 ${50 - headW - 6} 40Z" fill="${wrap}"/><path d="M${50 - headW} 36 Q50 28 ${50 + headW} 36" stroke="#00000033" stroke-width="2" fill="none"/>`
      : `<path d="M${50 - headW - 2} 52 Q${50 - headW - 4} 12 50 10 Q${50 + headW + 4} 12 ${50 + headW + 2} 52 L${50 + headW - 3} 36 Q50 22 ${50 - headW + 3} 36Z" fill="#1a1410"/>`;
  } else {
    const capped = rng.chance(0.35);
    hair = capped
      ? `<path d="M${50 - headW + 1} 32 Q50 ${2 + rng.range(0, 6)} ${50 + headW - 1} 32 L${50 + headW - 2} 36 Q50 30 ${50 - headW + 2} 36Z" fill="${rng.pick(['#3c1f5a', '#8b0000', '#1d3557', '#6b705c'])}"/>`
      : `<path d="M${50 - headW + 1} 40 Q${50 - headW} 14 50 13 Q${50 + headW} 14 ${50 + headW - 1} 40 Q50 24 ${50 - headW + 1} 40Z" fill="${older ? '#6e6a66' : '#1b1612'}"/>`;
  }
  const beard = person.sex === 'M' && rng.chance(0.5) ? `<path d="M${50 - headW + 6} 66 Q50 ${92 + rng.range(0, 6)} ${50 + headW - 6} 66 Q50 80 ${50 - headW + 6} 66Z" fill="${older ? '#8a8580' : '#1b1612'}" opacity="0.85"/>` : '';
  const glasses = older && rng.chance(0.6) ? `<g stroke="#222" stroke-width="1.4" fill="none"><circle cx="${50 - eyeDx}" cy="${eyeY}" r="6"/><circle cx="${50 + eyeDx}" cy="${eyeY}" r="6"/><path d="M${50 - eyeDx + 6} ${eyeY} L${50 + eyeDx - 6} ${eyeY}"/></g>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 125" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
<rect width="100" height="125" fill="${back}"/>
<path d="M5 125 Q8 ${96 + rng.range(0, 6)} 32 92 L68 92 Q92 ${96 + rng.range(0, 6)} 95 125Z" fill="${cloth}"/>
<rect x="${50 - 9}" y="74" width="18" height="22" fill="${skin}"/>
<ellipse cx="50" cy="54" rx="${headW}" ry="${headH / 1.6 + 10}" fill="${skin}"/>
<ellipse cx="${50 - headW}" cy="56" rx="4" ry="7" fill="${skin}"/><ellipse cx="${50 + headW}" cy="56" rx="4" ry="7" fill="${skin}"/>
${hair}
<g fill="#f4efe6"><ellipse cx="${50 - eyeDx}" cy="${eyeY}" rx="4.2" ry="2.4"/><ellipse cx="${50 + eyeDx}" cy="${eyeY}" rx="4.2" ry="2.4"/></g>
<g fill="#1a1008"><circle cx="${50 - eyeDx}" cy="${eyeY}" r="1.8"/><circle cx="${50 + eyeDx}" cy="${eyeY}" r="1.8"/></g>
<g stroke="#1a1008" stroke-width="1.6" fill="none" stroke-linecap="round"><path d="M${50 - eyeDx - 5} ${eyeY - 5} Q${50 - eyeDx} ${eyeY - 8} ${50 - eyeDx + 5} ${eyeY - 5}"/><path d="M${50 + eyeDx - 5} ${eyeY - 5} Q${50 + eyeDx} ${eyeY - 8} ${50 + eyeDx + 5} ${eyeY - 5}"/></g>
<path d="M50 ${eyeY + 2} Q${47 - rng.range(0, 2)} ${eyeY + 14} ${50 - 5} ${eyeY + 16} Q50 ${eyeY + 18} ${50 + 5} ${eyeY + 16}" stroke="#00000055" stroke-width="1.3" fill="none"/>
<path d="M${50 - mouthW / 2} ${eyeY + 24} Q50 ${eyeY + 26 + rng.range(0, 2)} ${50 + mouthW / 2} ${eyeY + 24}" stroke="#3a1a12" stroke-width="2" fill="none" stroke-linecap="round"/>
${beard}${glasses}
</svg>`;
}
