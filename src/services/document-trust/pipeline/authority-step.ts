import type { AuthorityLookup, DocumentAuthority } from '../authorities/index.js';
import type { DocType } from '../document-trust.schemas.js';
import { charactersApart, clearestDifferingDateCharacter, differingDigitRead, type CheckResult, type Extraction } from '../handlers/index.js';
import { compareNames, nameTokens } from '../name-match.js';
import { compareGivenNames, compareSurnames, replacedGivenNames, unpairedGivenNames } from '../record-names.js';
import { decisionThresholds } from './decision-step.js';
import type { NumberReadAs } from './number-lookup-step.js';

/** A surname read at least this confidently can by itself contradict the record. */
export const surnameClearRead = 0.8;

/** Confidence of a one-character date difference on a poor image: under the decision's FAIL line, so REVIEW. */
export const oneCharacterOnPoorImage = 0.6;


type ReadKey = 'surname' | 'givenNames' | 'dateOfBirth' | 'sex' | 'expiryDate';

export interface AuthorityStepResult {
  source: string;
  lookup: AuthorityLookup | { outcome: 'skipped'; reason: string };
  checks: CheckResult[];
}

/**
 * Step 6: the authority's record for the document number, compared field by field. Fields the
 * authority does not hold are skipped, not failed. A mismatch on name, number or date of birth is
 * critical; on sex or expiry it goes to review.
 */
export async function reconcileWithAuthority(options: {
  authority: DocumentAuthority;
  docType: DocType;
  extraction: Extraction | null;
  today: string;
  poorImage?: boolean;
  signal?: AbortSignal;
  lookup?: AuthorityLookup;
  /** The page was searched for the record's values (record-guided-step.ts); by default, when a lookup is passed. */
  searched?: boolean;
  /** The number as read was one misread letter from the record's (number-lookup-step.ts). */
  numberReadAs?: NumberReadAs;
  /** The page's text: a record's given name printed anywhere on it means the name read was another line's. */
  pageText?: string;
}): Promise<AuthorityStepResult> {
  const { authority, docType, extraction } = options;
  const source = authority.sourceFor(docType);
  const number = extraction?.fields.documentNumber;
  if (!extraction || !number) {
    return {
      source,
      lookup: { outcome: 'skipped', reason: 'no document number was read' },
      checks: [{ code: 'AUTHORITY_RECORD_FOUND', category: 'authorityReconcile', status: 'skipped', message: 'Not looked up: no document number was read', confidence: 0, critical: false }],
    };
  }
  // Already asked for this number when a card's unread fields were looked for (record-guided-step.ts).
  const lookup = options.lookup ?? (await authority.lookup({ docType, documentNumber: number, signal: options.signal }));
  if (lookup.outcome === 'unavailable') {
    return {
      source,
      lookup,
      checks: [{ code: 'AUTHORITY_RECORD_FOUND', category: 'authorityReconcile', status: 'review', message: `The authority could not be reached (${lookup.reason}); verify later or by hand`, confidence: 0, critical: false }],
    };
  }
  if (lookup.outcome === 'not_found') {
    // Only a number proven by its check digit makes "no record" a forgery signal: without one, a
    // single misread character (S for 8 in a VIN) would reject a genuine document.
    return {
      source,
      lookup,
      checks: [
        extraction.numberConfirmed
          ? { code: 'AUTHORITY_RECORD_FOUND', category: 'authorityReconcile', status: 'fail', message: `The authority holds no record for document number ${number}`, confidence: 0.95, critical: true }
          : { code: 'AUTHORITY_RECORD_FOUND', category: 'authorityReconcile', status: 'review', message: `The authority holds no record for document number ${number} as read; compare the number on the image by eye`, confidence: 0.6, critical: false },
      ],
    };
  }

  const held = lookup.fields;
  const fields = extraction.fields;
  // A value under a garbled label contradicts the record only when the record's value was looked for
  // on the page and is printed nowhere (record-guided-step.ts, which passes its lookup on); else it is
  // only the page's text, not surely that field's: REVIEW.
  const searched = options.searched ?? options.lookup !== undefined;
  // A label not read at all (a birth date known by its age alone) is '' in labelsReadUnclearly.
  const unclearLabels = (keys: ReadKey[]) =>
    keys.flatMap((key) => {
      const label = extraction.labelsReadUnclearly?.[key];
      return label === undefined ? [] : [label === '' ? "its label was not read (the page's only date 18 years old or more)" : `its label was read unclearly ("${label}")`];
    });
  const labelNote = (keys: ReadKey[]) => (unclearLabels(keys).length === 0 ? '' : `; ${unclearLabels(keys).join('; ')}, and the authority's value is printed nowhere on the document`);
  const unsearchedReview = (code: string, Label: string, keys: ReadKey[], read: string, heldValue: string): CheckResult | null =>
    !searched && unclearLabels(keys).length > 0
      ? { code, category: 'authorityReconcile', status: 'review', message: `${Label} ${read} differs from the authority's ${heldValue}, but ${unclearLabels(keys).join('; ')}: compare it by eye or retake the photo`, confidence: 0.5, critical: false }
      : null;
  const readAs = options.numberReadAs;
  const checks: CheckResult[] = [
    readAs
      ? {
          code: 'AUTHORITY_RECORD_FOUND',
          category: 'authorityReconcile',
          status: 'pass',
          message: `The authority holds a record for ${number}, read ${readAs.read}: its ${readAs.character}, read at ${Math.round(readAs.confidence * 100)}%, is the ${readAs.held} OCR confuses with it; no record holds the number as read, and this one holds the name and birth date read`,
          confidence: 0.8,
          critical: true,
        }
      : { code: 'AUTHORITY_RECORD_FOUND', category: 'authorityReconcile', status: 'pass', message: `The authority holds a record for ${number}`, confidence: 1, critical: true },
  ];
  const fieldConfidence = extraction.numberConfirmed ? 0.95 : Math.min(0.9, extraction.confidence);

  const heldName = `${held.surname ?? ''} ${held.givenNames ?? ''}`.trim();
  const readName = `${fields.surname ?? ''} ${fields.givenNames ?? ''}`.trim();
  if (heldName === '' || readName === '') {
    checks.push({ code: 'AUTHORITY_NAME_MATCH', category: 'authorityReconcile', status: 'skipped', message: heldName === '' ? 'The authority holds no name' : 'No name was read', confidence: 0, critical: false });
  } else {
    const { similarity, verdict } = compareNames(readName, heldName);
    const percent = `${Math.round(similarity * 100)}%`;
    // Surname against surname, given names against given names, token by token (record-names.ts): the
    // whole-name score is lenient and rewards a shared beginning, so it alone may not PASS a record
    // holding another name (OLUWASEGUN for OLUWASEGUNFUNMI scored a match).
    const surname =
      held.surname !== undefined && fields.surname !== undefined
        ? compareSurnames({ read: extraction.printedReads?.surname ?? { value: fields.surname }, heldSurname: held.surname, heldGivenNames: held.givenNames })
        : null;
    const givenNames = held.givenNames !== undefined && fields.givenNames !== undefined ? { read: extraction.printedReads?.givenNames ?? { value: fields.givenNames }, heldGivenNames: held.givenNames, heldSurname: held.surname } : null;
    const given = givenNames ? compareGivenNames({ ...givenNames, surnameReadAsHeld: surname === 'match' }) : null;
    // A sibling's record (same surname, often the same birth date) differs only in the given names: every
    // read one another name, read clearly, and none of the record's printed anywhere on the page (else the
    // reader took another line for the given names). The seventh blind set's record-given forgeries
    // scored 77-82% on the whole name, a 'partial' REVIEW.
    // So is a record whose given names are the read ones but one or more replaced by another name, read
    // clearly and printed nowhere (a sibling sharing the holder's middle names: the eighth blind set).
    const replaced = given === 'partial' && givenNames ? replacedGivenNames(givenNames) : null;
    const notPrinted = given === 'different' ? nameTokens(held.givenNames ?? '') : (replaced ?? []);
    const pageNameTokens = nameTokens(options.pageText ?? '');
    const pageTokens = new Set(pageNameTokens);
    // The record's first name read nowhere: a sibling's record sharing the middle name looks so once the
    // photo lost the holder's first name (four forged voter's cards PASSed so while another rule was
    // tried). A record's middle name read nowhere stays the whole-name score's: cards omit middle names
    // the register holds, and siblings seldom share a first name. Found elsewhere on the page (the MRZ, a
    // line the field missed), it is printed; a long one may be run into a neighbour there.
    const pageLetters = pageNameTokens.join('');
    const unpaired = given === 'match' && givenNames ? unpairedGivenNames(givenNames).filter((token) => !pageTokens.has(token) && !(token.length >= 5 && pageLetters.includes(token))) : [];
    const unreadGiven = unpaired.includes(nameTokens(held.givenNames ?? '')[0] ?? '') ? unpaired : [];
    const givenMismatch = notPrinted.length > 0 && options.pageText !== undefined && !notPrinted.some((token) => pageTokens.has(token)) && (extraction.fieldConfidence.givenNames ?? 0) >= surnameClearRead;
    // Another family's surname, read clearly, is another person whatever the given names share (a
    // misread of a few letters stays within what compareSurnames calls partial), and whether or not the
    // given names were read at all (a 900 px licence whose given names' label was lost).
    const surnameMismatch = surname === 'different' && (extraction.fieldConfidence.surname ?? 0) >= surnameClearRead;
    // A name that does not match is only as sure as the name was read: the page's overall confidence let
    // a label's French half read at 0.77 (`NEN` for the surname) FAIL a genuine card on its record.
    const nameRead = Math.min(fieldConfidence, extraction.fieldConfidence.surname ?? 0, extraction.fieldConfidence.givenNames ?? 0);
    const partsDiffer = [surname !== null && surname !== 'match' ? `surname ${fields.surname} against ${held.surname}` : '', given !== null && given !== 'match' ? `given names ${fields.givenNames} against ${held.givenNames}` : ''].filter(Boolean);
    // A part the record holds and the page did not give: the whole-name score of the other part alone
    // called a card whose surname was unread a match ("97% similar") against a record of another family.
    const unreadParts = [held.surname !== undefined && fields.surname === undefined ? 'surname' : '', held.givenNames !== undefined && fields.givenNames === undefined ? 'given names' : ''].filter(Boolean);
    const unsearched = verdict === 'match' && partsDiffer.length === 0 ? null : unsearchedReview('AUTHORITY_NAME_MATCH', 'Name', ['surname', 'givenNames'], readName, heldName);
    checks.push(
      unsearched
        ? unsearched
        : surnameMismatch
        ? { code: 'AUTHORITY_NAME_MATCH', category: 'authorityReconcile', status: 'fail', message: `Surname ${fields.surname} is not the authority's ${held.surname} (whole name ${percent} similar): another person${labelNote(['surname'])}`, confidence: Math.min(fieldConfidence, extraction.fieldConfidence.surname ?? 0), critical: true, basis: ['documentNumber', 'surname'] }
        : givenMismatch
        ? { code: 'AUTHORITY_NAME_MATCH', category: 'authorityReconcile', status: 'fail', message: `Given names ${fields.givenNames} are not the authority's ${held.givenNames}, ${given === 'different' ? 'which are' : `whose ${notPrinted.join(' ')} ${notPrinted.length > 1 ? 'are' : 'is'}`} printed nowhere on the document (whole name ${percent} similar): another person${labelNote(['givenNames'])}`, confidence: Math.min(fieldConfidence, extraction.fieldConfidence.givenNames ?? 0), critical: true, basis: ['documentNumber', 'givenNames'] }
        : verdict === 'match' && partsDiffer.length === 0 && unreadGiven.length > 0
        ? { code: 'AUTHORITY_NAME_MATCH', category: 'authorityReconcile', status: 'review', message: `The authority's given names are ${held.givenNames}; ${unreadGiven.join(' ')} ${unreadGiven.length > 1 ? 'were' : 'was'} not read on the document (read: ${fields.givenNames}), so the name is not confirmed: compare it by eye or retake the photo`, confidence: similarity, critical: false }
        : verdict === 'match' && partsDiffer.length === 0 && unreadParts.length > 0
        ? { code: 'AUTHORITY_NAME_MATCH', category: 'authorityReconcile', status: 'review', message: `Only the ${unreadParts[0] === 'surname' ? 'given names were' : 'surname was'} read and ${unreadParts[0] === 'surname' ? 'match' : 'matches'} the authority record; the ${unreadParts.join(' and ')} could not be read, so the name is not confirmed: retake the photo`, confidence: similarity, critical: false }
        : verdict === 'match' && partsDiffer.length === 0
        ? { code: 'AUTHORITY_NAME_MATCH', category: 'authorityReconcile', status: 'pass', message: `Name matches the authority record (${percent} similar)`, confidence: similarity, critical: true }
        : verdict !== 'mismatch'
          ? { code: 'AUTHORITY_NAME_MATCH', category: 'authorityReconcile', status: 'review', message: `Name only partly matches the authority record (${percent} similar${partsDiffer.length > 0 ? `; ${partsDiffer.join('; ')}` : ''}): compare it by eye`, confidence: similarity, critical: false }
          : { code: 'AUTHORITY_NAME_MATCH', category: 'authorityReconcile', status: 'fail', message: `Name does not match the authority record (${percent} similar)${labelNote(['surname', 'givenNames'])}${nameRead < decisionThresholds.failConfidence ? `, but the name was read at ${Math.round(nameRead * 100)}%: compare it by eye or retake the photo` : ''}`, confidence: nameRead, critical: true, basis: ['documentNumber', 'surname', 'givenNames'] },
    );
  }

  const compare = (code: string, label: string, key: 'dateOfBirth' | 'sex' | 'expiryDate', heldValue: string | undefined, critical: boolean) => {
    const read = fields[key];
    // A value the MRZ's check digits prove (field confidence 1 beside a check-digit-confirmed number;
    // an OCR mean alone may round to 1) is no misread, however poor the photo.
    const proven = extraction.numberConfirmed && (extraction.fieldConfidence[key] ?? 0) >= 1;
    let clearest: number | undefined;
    const Label = `${label[0]!.toUpperCase()}${label.slice(1)}`;
    let unsearched: CheckResult | null = null;
    if (!heldValue || !read) {
      checks.push({ code, category: 'authorityReconcile', status: 'skipped', message: !heldValue ? `The authority holds no ${label}` : `No ${label} was read`, confidence: 0, critical: false });
    } else if (read === heldValue) {
      checks.push({ code, category: 'authorityReconcile', status: 'pass', message: `${Label} matches the authority record`, confidence: fieldConfidence, critical });
    } else if ((unsearched = unsearchedReview(code, Label, [key], read, heldValue))) {
      checks.push(unsearched);
    } else if (critical && !proven && key !== 'sex' && (clearest = clearestDifferingDateCharacter(extraction.printedReads?.[key], heldValue, key === 'dateOfBirth' ? 'birth' : 'expiry', options.today)) !== undefined) {
      // Judged by the printed characters that differ, on any image: one read clearly is another date
      // (the one-digit forged record); none read clearly may be OCR's misread of a genuine document.
      const readAt = `differing characters read at ${Math.round(clearest * 100)}%`;
      checks.push(
        clearest >= differingDigitRead
          ? { code, category: 'authorityReconcile', status: 'fail', message: `${Label} ${read} differs from the authority's ${heldValue} (${readAt})${labelNote([key])}`, confidence: Math.min(0.95, clearest), critical, basis: ['documentNumber', key] }
          : { code, category: 'authorityReconcile', status: 'review', message: `${Label} ${read} differs from the authority's ${heldValue}, but the ${readAt}: may be a misread; compare it by eye or retake the photo flat, in focus and without glare`, confidence: clearest, critical: false },
      );
    } else if (options.poorImage && critical && !proven && charactersApart(read, heldValue) <= 1) {
      // On a blurred or glared photo one character is what a misread changes: not proof of another person.
      checks.push({ code, category: 'authorityReconcile', status: 'fail', message: `${Label} ${read} differs from the authority's ${heldValue} by one character, on a poor image: compare it by eye or retake the photo`, confidence: oneCharacterOnPoorImage, critical });
    } else {
      // Confidence 1: the number and this value are both proven by check digits, so the record is this
      // document's and the value no misread (decision-step.ts lets that FAIL on any capture).
      const confidence = proven ? 1 : fieldConfidence;
      checks.push({ code, category: 'authorityReconcile', status: critical ? 'fail' : 'review', message: `${Label} ${read} differs from the authority's ${heldValue}${labelNote([key])}`, confidence, critical, basis: ['documentNumber', key] });
    }
  };
  compare('AUTHORITY_DOB_MATCH', 'date of birth', 'dateOfBirth', held.dateOfBirth, true);
  compare('AUTHORITY_SEX_MATCH', 'sex', 'sex', held.sex, false);
  compare('AUTHORITY_EXPIRY_MATCH', 'expiry date', 'expiryDate', held.expiryDate, false);
  return { source, lookup, checks };
}
