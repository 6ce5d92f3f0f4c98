/**
 * Repairs of a TD3 MRZ reading that the standard's fixed layout makes certain, not guesses: found on
 * real data pages (eval/documents-real.ts, tune split; docs/document-trust.md "Real images").
 */

/** A line of MRZ text with a confidence per character (same length). */
interface Row {
  text: string;
  confidences: number[];
}

/**
 * Line 2 of a TD3 ends in the personal-number field (positions 28-41), its check digit and the
 * composite digit. When that field is empty it is a run of 14 or 15 `<`, and PP-OCR miscounts a long
 * run (its decoder merges repeated characters) or reads part of it as a look-alike from its CJK
 * dictionary (a real Hungarian page: `<<<<<<<<< 人人06` for fifteen `<` and `06`): the line is then
 * 41 characters and was reported "partly read, retake", which no retake of that page cures. The run's
 * length is fixed by the layout: the first 28 characters as read, then filler up to the trailing
 * digit or two. Filler weighs 0 in every check digit, so the rebuilt line is judged by its check
 * digits exactly as a full reading would be; a run holding any letter or digit is left as read.
 */
export function rebuildFillerRun(row: Row): Row {
  if (/^[A-Z0-9<]{44}$/.test(row.text)) return row;
  const match = /^([A-Z0-9<]{28})([^A-Z0-9]*<[^A-Z0-9]*)([0-9<]?[0-9])$/.exec(row.text);
  if (!match) return row;
  const head = match[1]!;
  const run = match[2]!;
  const tail = match[3]!;
  const runConfidences = row.confidences.slice(head.length, head.length + run.length);
  const mean = runConfidences.length === 0 ? 0 : runConfidences.reduce((x, y) => x + y, 0) / runConfidences.length;
  const fill = 44 - head.length - tail.length;
  return {
    text: head + '<'.repeat(fill) + tail,
    confidences: [...row.confidences.slice(0, head.length), ...new Array<number>(fill).fill(mean), ...row.confidences.slice(head.length + run.length)],
  };
}

/**
 * Line 1 read without its first character, the document code `P`: PP-OCR drops a lone capital
 * before `<` at the start of a line (a real Canadian page: `<CANMARTIN<<SARAH<<<...`, 43 characters,
 * the `P` plainly printed), and the whole MRZ was then "not read". The `P` is put back (confidence 0:
 * not read) only when `proven` says the restored pair holds every check digit: a visa's line 1 that
 * lost its `V` is never made a passport's, since its line 2 has no composite digit to satisfy.
 * Line 1 itself still counts as read short, so its names never contradict the printed ones (FAIL).
 */
export function restoreDocumentCode(line1: Row, line2: string, proven: (lines: string[]) => boolean): Row {
  if (!/^<[A-Z]{3}/.test(line1.text) || line1.text.length !== 44 || !line1.text.endsWith('<')) return line1;
  const text = `P${line1.text.slice(0, 43)}`;
  return proven([text, line2]) ? { text, confidences: [0, ...line1.confidences.slice(0, 43)] } : line1;
}

/**
 * Line 2 read without a letter of the holder's nationality (positions 10-12): PP-OCR drops a letter
 * of `NGA` between the number's check digit and the birth date (the fourteenth blind set's genuine
 * page under a glass desk top: `A227461965NG7001017M...`, 43 characters), and every field after it
 * then stood one place early: the MRZ was "not read". The letter is put back from the issuing state
 * on line 1 (a Nigerian passport's holder is Nigerian), at confidence 0 (not read), only when the two
 * letters read are that state's less one letter and `proven` says the restored pair holds every
 * check digit, which a letter lost anywhere else would not.
 */
export function restoreNationality(line2: Row, line1: string, proven: (lines: string[]) => boolean): Row {
  const state = line1.slice(2, 5);
  if (line2.text.length !== 43 || !/^[A-Z]{3}$/.test(state) || !/^[A-Z0-9<]{10}[A-Z]{2}[0-9]/.test(line2.text)) return line2;
  for (let k = 0; k < 3; k++) {
    if (state.slice(0, k) + state.slice(k + 1) !== line2.text.slice(10, 12)) continue;
    const text = line2.text.slice(0, 10 + k) + state[k] + line2.text.slice(10 + k);
    if (proven([line1, text])) return { text, confidences: [...line2.confidences.slice(0, 10 + k), 0, ...line2.confidences.slice(10 + k)] };
  }
  return line2;
}

/**
 * The document an MRZ says it belongs to when it is not a passport: ICAO 9303's document code opens
 * its first line, `V` a visa, `I`, `A` or `C` an identity card. Such an MRZ (two lines of 36, three
 * of 30, or a visa's 44) was reported as a passport MRZ "partly read: retake", advice no retake can
 * follow (real Polish and US visas): the customer must be asked for another document instead.
 */
export function nonPassportMrz(text: string): { kind: 'visa' | 'identity card'; code: string } | null {
  const first = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, '').toUpperCase())
    .find((line) => line.length >= 30 && line.includes('<'));
  const code = first ? /^([VIAC])[A-Z<][A-Z]{3}/.exec(first)?.[1] : undefined;
  return code ? { kind: code === 'V' ? 'visa' : 'identity card', code } : null;
}
