import { parse, type ParseResult } from 'mrz';
import { compareNames } from '../name-match.js';
import type { CheckResult, DocumentFields, DocumentHandler, Extraction } from './handler.js';
import { cleanName, meanConfidence, parseDate, parseSex, readLabelled, repairByShape } from './text-fields.js';

/** Nigerian passport numbers: one letter and eight digits (A12345678). */
const passportNumberShape = 'A99999999';

const labels = {
  documentNumber: ['Passport No', 'Passport Number', 'Passport No.'],
  code: ['Code'],
  surname: ['Surname'],
  givenNames: ['Given Names', 'Given Name', 'Other Names'],
  nationality: ['Nationality'],
  dateOfBirth: ['Date of Birth'],
  sex: ['Sex'],
  placeOfBirth: ['Place of Birth'],
  issueDate: ['Date of Issue'],
  expiryDate: ['Date of Expiry'],
};

/** MRZ YYMMDD -> ISO. Birth dates are never in the future; expiry dates are within the century ahead. */
function mrzDate(yymmdd: string | null | undefined, kind: 'birth' | 'expiry', today: string): string | undefined {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return undefined;
  const yy = Number(yymmdd.slice(0, 2));
  const currentYY = Number(today.slice(2, 4));
  const century = kind === 'birth' ? (yy > currentYY ? 1900 : 2000) : yy >= 70 ? 1900 : 2000;
  return `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

/** The two 44-character lines in an OCR text block, filler-padded; [] if there are none. */
export function mrzLinesIn(text: string): string[] {
  const candidates = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, '').toUpperCase())
    .filter((line) => line.length >= 30 && line.includes('<'));
  return candidates.slice(-2).map((line) => (line.length > 44 ? line.slice(0, 44) : line.padEnd(44, '<')));
}

/**
 * `mrz` autocorrects only fields that are all digits or all letters; the document number mixes them,
 * and the legacy engine reads a 2 after a letter as Z. A number with the Nigerian shape is repaired
 * by position (the check digit still judges the result).
 */
function repairDocumentNumber(lines: string[]): string[] {
  const [line1, line2] = lines;
  if (line1 === undefined || line2 === undefined) return lines;
  const number = repairByShape(line2.slice(0, 9), passportNumberShape);
  return number ? [line1, number + line2.slice(9)] : lines;
}

function tryParse(lines: string[]): ParseResult | null {
  if (lines.length !== 2) return null;
  try {
    const result = parse(repairDocumentNumber(lines), { autocorrect: true });
    return result.format === 'TD3' ? result : null;
  } catch {
    return null;
  }
}

/** How far a reading is from a valid TD3: unparseable counts worst, then each invalid field. */
function mrzProblems(lines: string[]): number {
  const result = tryParse(lines);
  return result ? result.details.filter((detail) => !detail.valid).length : 1000;
}

/** The structure was read (a TD3 with every non-check field well formed) even if check digits fail. */
function structureRead(result: ParseResult): boolean {
  return result.details.every((detail) => detail.valid || /check digit/i.test(detail.label));
}

export const passportHandler: DocumentHandler = {
  docType: 'passport',
  version: 'passport-td3@1',
  keywords: /PASSPORT|P<NGA/i,
  required: ['documentNumber', 'surname', 'givenNames', 'dateOfBirth', 'expiryDate'],

  async extract({ page, readMrz, today }): Promise<Extraction> {
    const viz = readLabelled(page.lines, labels);
    const vizNumber = viz.documentNumber ? (repairByShape(viz.documentNumber.value, passportNumberShape) ?? viz.documentNumber.value.toUpperCase().replace(/\s/g, '')) : undefined;
    const vizFields: DocumentFields = {
      documentNumber: vizNumber,
      surname: viz.surname ? cleanName(viz.surname.value) : undefined,
      givenNames: viz.givenNames ? cleanName(viz.givenNames.value) : undefined,
      dateOfBirth: viz.dateOfBirth ? (parseDate(viz.dateOfBirth.value) ?? undefined) : undefined,
      sex: viz.sex ? (parseSex(viz.sex.value) ?? undefined) : undefined,
      issueDate: viz.issueDate ? (parseDate(viz.issueDate.value) ?? undefined) : undefined,
      expiryDate: viz.expiryDate ? (parseDate(viz.expiryDate.value) ?? undefined) : undefined,
      nationality: viz.nationality ? cleanName(viz.nationality.value) : undefined,
      placeOfBirth: viz.placeOfBirth ? cleanName(viz.placeOfBirth.value) : undefined,
    };

    // Only worth the legacy engine when the page looks like a passport at all.
    const looksLikePassport = this.keywords.test(page.text) || vizFields.documentNumber !== undefined;
    const mrzRead = looksLikePassport ? await readMrz(mrzProblems) : { lines: [], accepted: false, text: '' };
    const mrz = tryParse(mrzRead.lines);
    const checks: CheckResult[] = [];

    let mrzFields: DocumentFields = {};
    if (mrz && structureRead(mrz)) {
      const f = mrz.fields;
      mrzFields = {
        documentNumber: f.documentNumber ?? undefined,
        surname: f.lastName ?? undefined,
        givenNames: f.firstName ?? undefined,
        dateOfBirth: mrzDate(f.birthDate, 'birth', today),
        sex: f.sex === 'male' ? 'M' : f.sex === 'female' ? 'F' : undefined,
        expiryDate: mrzDate(f.expirationDate, 'expiry', today),
        issuingState: f.issuingState ?? undefined,
      };
      const failed = mrz.details.filter((d) => !d.valid).map((d) => d.label);
      // Check digits that fail on values the visual zone confirms point at an altered MRZ; on values
      // that differ they may just be misread, which is for a reviewer to judge.
      const agrees = (['documentNumber', 'dateOfBirth', 'expiryDate'] as const).every((key) => vizFields[key] !== undefined && vizFields[key] === mrzFields[key]);
      checks.push(
        mrz.valid
          ? { code: 'MRZ_CHECK_DIGITS', category: 'mrz', status: 'pass', message: 'Every MRZ check digit and the composite check digit are correct', confidence: 1, critical: true }
          : { code: 'MRZ_CHECK_DIGITS', category: 'mrz', status: 'fail', message: `MRZ read clearly but its check digits do not add up (${failed.join(', ')}): the MRZ was altered or does not belong to this page`, confidence: agrees ? 0.95 : 0.6, critical: true },
      );
    } else {
      checks.push({ code: 'MRZ_CHECK_DIGITS', category: 'mrz', status: looksLikePassport ? 'review' : 'skipped', message: looksLikePassport ? 'The machine-readable zone could not be read; check the MRZ by eye' : 'Not a passport page: no MRZ expected', confidence: 0.5, critical: false });
    }

    // MRZ values win when their check digits prove them; the visual zone keeps its diacritics and full names.
    const mrzTrusted = mrz?.valid === true;
    const pick = <K extends keyof DocumentFields>(key: K) => (mrzTrusted && mrzFields[key] ? mrzFields[key] : (vizFields[key] ?? mrzFields[key]));
    const fields: DocumentFields = {
      documentNumber: pick('documentNumber'),
      surname: vizFields.surname ?? mrzFields.surname,
      givenNames: vizFields.givenNames ?? mrzFields.givenNames,
      dateOfBirth: pick('dateOfBirth'),
      sex: pick('sex'),
      issueDate: vizFields.issueDate,
      expiryDate: pick('expiryDate'),
      nationality: vizFields.nationality,
      issuingState: mrzFields.issuingState ?? (viz.code ? viz.code.value.toUpperCase().replace(/[^A-Z]/g, '') : undefined),
      placeOfBirth: vizFields.placeOfBirth,
    };

    const number = fields.documentNumber;
    if (number === undefined) {
      checks.push({ code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'review', message: 'Passport number not found', confidence: 0.5, critical: false });
    } else if (new RegExp('^[A-Z]\\d{8}$').test(number)) {
      checks.push({ code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'pass', message: 'Passport number has the Nigerian format (a letter and eight digits)', confidence: mrzTrusted ? 1 : 0.85, critical: true });
    } else {
      checks.push({ code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'fail', message: `Passport number "${number}" is not a letter followed by eight digits`, confidence: mrzTrusted ? 1 : 0.6, critical: true });
    }

    if (fields.issuingState === undefined) {
      checks.push({ code: 'ISSUING_STATE', category: 'format', status: 'review', message: 'Issuing state not read', confidence: 0.5, critical: false });
    } else if (fields.issuingState === 'NGA') {
      checks.push({ code: 'ISSUING_STATE', category: 'format', status: 'pass', message: 'Issued by Nigeria (NGA)', confidence: mrzTrusted ? 1 : 0.85, critical: true });
    } else {
      checks.push({ code: 'ISSUING_STATE', category: 'format', status: 'fail', message: `Issuing state ${fields.issuingState} is not NGA: only Nigerian passports are verified`, confidence: mrzTrusted ? 1 : 0.6, critical: true });
    }

    checks.push(consistencyCheck(mrzFields, vizFields, mrz !== null && structureRead(mrz)));

    const missing = this.required.filter((key) => fields[key] === undefined);
    return {
      docType: 'passport',
      fields,
      missing,
      confidence: mrzTrusted ? Math.max(0.9, meanConfidence(Object.values(viz))) : meanConfidence(Object.values(viz)),
      numberConfirmed: mrzTrusted,
      checks,
      mrzText: mrzRead.text,
    };
  },
};

/** MRZ against the visual zone: the two halves of a genuine page say the same thing. */
function consistencyCheck(mrz: DocumentFields, viz: DocumentFields, mrzRead: boolean): CheckResult {
  if (!mrzRead) return { code: 'MRZ_VISUAL_CONSISTENCY', category: 'consistency', status: 'skipped', message: 'MRZ not read: nothing to compare the visual zone with', confidence: 0, critical: false };
  const differences: string[] = [];
  for (const key of ['documentNumber', 'dateOfBirth', 'expiryDate', 'sex'] as const) {
    if (mrz[key] !== undefined && viz[key] !== undefined && mrz[key] !== viz[key]) differences.push(key);
  }
  const mrzName = `${mrz.surname ?? ''} ${mrz.givenNames ?? ''}`;
  const vizName = `${viz.surname ?? ''} ${viz.givenNames ?? ''}`;
  if (mrzName.trim() !== '' && vizName.trim() !== '' && compareNames(mrzName, vizName).verdict !== 'match') differences.push('name');
  if (differences.length === 0) return { code: 'MRZ_VISUAL_CONSISTENCY', category: 'consistency', status: 'pass', message: 'MRZ agrees with the visual zone', confidence: 0.95, critical: false };
  return { code: 'MRZ_VISUAL_CONSISTENCY', category: 'consistency', status: 'review', message: `MRZ and visual zone differ on: ${differences.join(', ')}`, confidence: 0.7, critical: false };
}
