import type { DocType } from '../document-trust.schemas.js';

/** The authority port: a lookup by type and number (a card number unknown as read is asked again, at most 3 times, one look-alike letter changed: number-lookup-step.ts). */
export type AuthorityLookup =
  | { outcome: 'found'; fields: Record<string, string> }
  | { outcome: 'not_found' }
  | { outcome: 'unavailable'; reason: string };

export interface DocumentAuthority {
  /** Shown as authorityData.source, e.g. "sandbox:NIMC". */
  sourceFor(docType: DocType): string;
  lookup(options: { docType: DocType; documentNumber: string; signal?: AbortSignal }): Promise<AuthorityLookup>;
}

/** Which authority answers for each document type. */
export const authorityNames: Record<DocType, string> = {
  passport: 'NIS',
  drivers_license: 'FRSC',
  voters_card: 'INEC',
  nin_slip: 'NIMC',
};
