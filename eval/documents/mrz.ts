import { mrzCheckDigit } from '../../test/helpers/documents.js';
import type { PrintedDocument } from './model.js';

function mrzName(text: string): string {
  return text.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z -]/g, '').replace(/-/g, ' ').trim().split(/\s+/).join('<');
}

const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

/** The two 44-character lines of a TD3 MRZ (ICAO 9303): names truncated at 39 characters, hyphens as fillers. */
export function td3(doc: PrintedDocument): [string, string] {
  const who = doc.mrzHolder ?? doc.holder;
  const line1 = `P<NGA${mrzName(who.surname)}<<${mrzName(who.givenNames)}`.padEnd(44, '<').slice(0, 44);
  const number = doc.documentNumber.padEnd(9, '<');
  let numberCheck = mrzCheckDigit(number);
  if (doc.tamperMrzCheckDigit) numberCheck = String((Number(numberCheck) + 3) % 10);
  const dob = yymmdd(who.dateOfBirth);
  const expiry = yymmdd(doc.expiryDate!);
  const personal = '<'.repeat(14);
  const composite = mrzCheckDigit(number + numberCheck + dob + mrzCheckDigit(dob) + expiry + mrzCheckDigit(expiry) + personal + '<');
  return [line1, `${number}${numberCheck}NGA${dob}${mrzCheckDigit(dob)}${who.sex}${expiry}${mrzCheckDigit(expiry)}${personal}<${composite}`];
}
