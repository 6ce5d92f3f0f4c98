/**
 * Name comparison that survives what differs between a document, its OCR and an authority record:
 * order (surname first or last), case, diacritics, punctuation, and common spelling variants.
 *
 * Method: both names are folded (NFD, combining marks removed, upper case, letters only), split into
 * tokens, and spelling variants mapped to one form. Each token of the shorter name is paired with its
 * most similar unused token of the other (Jaro-Winkler); the score is the mean of the paired
 * similarities, times the share of the longer name's tokens that were paired (a missing middle name
 * costs a little, a different person a lot). Thresholds: a match needs >= 0.92 overall and every
 * paired token >= 0.88 (one OCR slip in a name stays above it; OKAFOR vs OKORO does not);
 * >= 0.75 is partial (review); below, a mismatch.
 */

export const nameMatchThresholds = { match: 0.92, token: 0.88, partial: 0.75 };

/** Spellings of one name that records and documents use interchangeably. */
const variantGroups = [
  ['MUHAMMAD', 'MOHAMMED', 'MOHAMMAD', 'MUHAMMED', 'MOHAMED', 'MUHAMED'],
  ['ABUBAKAR', 'ABUBAKAR', 'ABUBAKARR', 'ABOUBAKAR'],
  ['AISHA', 'AISHAT', 'AYISHA', 'AISHATU'],
  ['IBRAHIM', 'IBRAHEEM'],
  ['YUSUF', 'YUSUFF', 'YUSSUF'],
  ['OLUWASEUN', 'OLUWASHEUN'],
  ['CHUKWUEMEKA', 'CHUKWUEMEKAH'],
  ['FATIMA', 'FATIMAH', 'FATIMOH'],
  ['ABDULLAHI', 'ABDULLAH'],
];
const canonical = new Map<string, string>();
for (const group of variantGroups) for (const name of group) canonical.set(name, group[0]!);

export function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter((token) => token.length > 0)
    .map((token) => canonical.get(token) ?? token);
}

function jaro(a: string, b: string): number {
  if (a === b) return 1;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  return (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
}

export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  let prefix = 0;
  while (prefix < Math.min(4, a.length, b.length) && a[prefix] === b[prefix]) prefix++;
  return j + prefix * 0.1 * (1 - j);
}

/**
 * A token of one name that is two or more consecutive tokens of the other run together, letter for
 * letter, is split like them: OCR of a small print loses the space between two given names
 * (`FOLAKECHUKWUDI` for `FOLAKE CHUKWUDI`), and the same letters in the same order are the same name.
 */
function splitRunTogether(tokens: string[], other: string[]): string[] {
  return tokens.flatMap((token) => {
    for (let i = 0; i < other.length; i++) {
      let joined = other[i]!;
      for (let j = i + 1; j < other.length && joined.length < token.length; j++) {
        joined += other[j]!;
        if (joined === token) return other.slice(i, j + 1);
      }
    }
    return [token];
  });
}

/** 0-1 similarity of two full names, order-free, and the weakest token pair's similarity. */
export function nameSimilarity(left: string, right: string): { similarity: number; weakestToken: number } {
  const b = nameTokens(right);
  const a = splitRunTogether(nameTokens(left), b);
  b.splice(0, b.length, ...splitRunTogether(b, a));
  if (a.length === 0 || b.length === 0) return { similarity: 0, weakestToken: 0 };
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Set<number>();
  let total = 0;
  let weakestToken = 1;
  for (const token of short) {
    let best = 0;
    let bestIndex = -1;
    long.forEach((other, index) => {
      if (used.has(index)) return;
      const score = jaroWinkler(token, other);
      if (score > best) [best, bestIndex] = [score, index];
    });
    if (bestIndex >= 0) used.add(bestIndex);
    total += best;
    weakestToken = Math.min(weakestToken, best);
  }
  const coverage = 0.9 + 0.1 * (short.length / long.length);
  return { similarity: (total / short.length) * coverage, weakestToken };
}

export type NameVerdict = 'match' | 'partial' | 'mismatch';

export function compareNames(left: string, right: string): { similarity: number; verdict: NameVerdict } {
  const { similarity, weakestToken } = nameSimilarity(left, right);
  const verdict =
    similarity >= nameMatchThresholds.match && weakestToken >= nameMatchThresholds.token ? 'match' : similarity >= nameMatchThresholds.partial ? 'partial' : 'mismatch';
  return { similarity, verdict };
}
