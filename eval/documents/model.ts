import type { DocType } from '../../src/services/document-trust/document-trust.schemas.js';
import type { Identity } from './identities.js';
import type { Random } from './random.js';
import type { Palette, Split, Style } from './style.js';

/** The layouts Nigerian documents really use; the NIN card and the NIN slip are both `nin_slip` to the API. */
export type Layout = 'passport' | 'nin_slip' | 'nin_card' | 'drivers_license' | 'voters_card';
export const layouts: readonly Layout[] = ['passport', 'nin_slip', 'nin_card', 'drivers_license', 'voters_card'];

export const layoutDocType: Record<Layout, DocType> = {
  passport: 'passport',
  nin_slip: 'nin_slip',
  nin_card: 'nin_slip',
  drivers_license: 'drivers_license',
  voters_card: 'voters_card',
};

/** What is printed on one document (the truth the reader should recover). */
export interface PrintedDocument {
  layout: Layout;
  documentNumber: string;
  /** The holder as printed in the visual zone. */
  holder: Identity;
  /** Passport only: the holder as encoded in the MRZ (differs from `holder` when the zones disagree). */
  mrzHolder?: Identity;
  issueDate?: string;
  expiryDate?: string;
  /** Passport only: the MRZ's document-number check digit is wrong. */
  tamperMrzCheckDigit?: boolean;
  placeOfBirth: string;
  stateOfIssue: string;
  trackingId: string;
  pollingUnit: string;
  address: string;
  occupation: string;
}

export interface Rendering {
  width: number;
  height: number;
  svg: string;
}

export type LayoutRenderer = (doc: PrintedDocument, style: Style, rng: Random) => Promise<Rendering>;

export interface LayoutModule {
  render: LayoutRenderer;
  palettes: Record<Split, readonly Palette[]>;
}
