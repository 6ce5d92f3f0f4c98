import type { ErrorDetail } from '../../core/errors.js';
import {
  allowedValues,
  bandForDaysInArrears,
  findCatalogGroup,
  resolveCatalogValue,
  type CatalogField,
  type DelinquencyBand,
  type MappedValueOf,
} from './catalog.js';
import { creditFieldLimit } from './field-limits.js';

/*
 * The validator of both report bodies. Rules live in field tables built once at module load; the same
 * tables give the normalised record types (EntityOf), the known-field lists for "did you mean" and
 * the required/optional lists the schema drift test compares with report.schemas.ts.
 * Every rule is written down in docs/credit-registry.md.
 */

export interface ValidationOptions {
  /** The reporting day, YYYY-MM-DD; dates of birth must be strictly before it. Passed in so tests and bulk runs agree on "today". */
  today: string;
}

export type ValidationResult<Report> = { ok: true; report: Report } | { ok: false; details: ErrorDetail[] };

interface ParseContext {
  readonly problems: ErrorDetail[];
  readonly today: string;
}

/** Returns the normalised value, or undefined after recording at least one problem. */
type Parser<T> = (value: unknown, path: string, context: ParseContext) => T | undefined;

/** `defaulted`: optional in the request, always present in the normalised record. */
type Presence = 'required' | 'optional' | 'defaulted';
type Fallback<T> = (entity: Readonly<Record<string, unknown>>) => T | undefined;

interface FieldRule<T, P extends Presence> {
  readonly presence: P;
  readonly parse: Parser<T>;
  readonly fallback: Fallback<T> | undefined;
}

type FieldTable = Readonly<Record<string, FieldRule<unknown, Presence>>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ParsedOf<Rule> = Rule extends FieldRule<infer T, Presence> ? T : never;
type KeysWithPresence<Table, P extends Presence> = { [K in keyof Table]: Table[K] extends FieldRule<unknown, P> ? K : never }[keyof Table];

/** The normalised record a field table produces. */
export type EntityOf<Table extends FieldTable> = Simplify<
  { -readonly [K in KeysWithPresence<Table, 'required' | 'defaulted'>]: ParsedOf<Table[K]> } & {
    -readonly [K in KeysWithPresence<Table, 'optional'>]?: ParsedOf<Table[K]>;
  }
>;

function required<T>(parse: Parser<T>): FieldRule<T, 'required'> {
  return { presence: 'required', parse, fallback: undefined };
}

function optional<T>(parse: Parser<T>): FieldRule<T, 'optional'> {
  return { presence: 'optional', parse, fallback: undefined };
}

function defaulted<T>(parse: Parser<T>, fallback: Fallback<T>): FieldRule<T, 'defaulted'> {
  return { presence: 'defaulted', parse, fallback };
}

function addProblem(context: ParseContext, path: string, message: string): undefined {
  context.problems.push({ path, message });
  return undefined;
}

function joinPath(parent: string, name: string): string {
  return parent === '' ? name : `${parent}.${name}`;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---- scalar parsers -------------------------------------------------------------------------

const parseText: Parser<string> = (value, path, context) =>
  typeof value === 'string' ? value.trim() : addProblem(context, path, `must be a string, got ${describeType(value)}`);

// A term like 12 (months) is naturally sent as a JSON number; storing its string form loses nothing.
const parseTerm: Parser<string> = (value, path, context) => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return String(value);
  return addProblem(context, path, `must be free text such as "12 months" or a non-negative number, got ${describeType(value)}`);
};

const bvnPattern = /^\d{11}$/;

const parseBvn: Parser<string> = (value, path, context) => {
  if (typeof value === 'number') return addProblem(context, path, 'must be a string of exactly 11 digits (quote it so leading zeros are kept)');
  if (typeof value !== 'string') return addProblem(context, path, `must be a string of exactly 11 digits, got ${describeType(value)}`);
  const bvn = value.trim();
  return bvnPattern.test(bvn) ? bvn : addProblem(context, path, 'must be exactly 11 digits');
};

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTimePrefix = /^\d{4}-\d{2}-\d{2}T/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True for YYYY-MM-DD naming a day that exists in the proleptic Gregorian calendar. */
function isExistingIsoDate(text: string): boolean {
  if (!isoDatePattern.test(text)) return false;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const parseDate: Parser<string> = (value, path, context) => {
  if (typeof value !== 'string') return addProblem(context, path, `must be a date string YYYY-MM-DD, got ${describeType(value)}`);
  const date = value.trim();
  if (isExistingIsoDate(date)) return date;
  if (isoDateTimePrefix.test(date)) return addProblem(context, path, 'must be a date YYYY-MM-DD without a time');
  if (isoDatePattern.test(date)) return addProblem(context, path, `${date} is not a real date`);
  return addProblem(context, path, 'must be a date in the form YYYY-MM-DD');
};

const parseDateOfBirth: Parser<string> = (value, path, context) => {
  const date = parseDate(value, path, context);
  if (date === undefined) return undefined;
  // ISO dates compare correctly as strings.
  return date < context.today ? date : addProblem(context, path, `must be in the past (before ${context.today})`);
};

function parseNonNegativeNumber(value: unknown, path: string, context: ParseContext): number | undefined {
  if (typeof value !== 'number') return addProblem(context, path, `must be a number, got ${describeType(value)}`);
  if (!Number.isFinite(value)) return addProblem(context, path, 'must be a finite number');
  if (value < 0) return addProblem(context, path, 'must not be negative');
  // Turns -0 into 0 so it is not stored or hashed differently.
  return value === 0 ? 0 : value;
}

const parseAmount: Parser<number> = parseNonNegativeNumber;
const parseRate: Parser<number> = parseNonNegativeNumber;

const parseDaysInArrears: Parser<number> = (value, path, context) => {
  if (typeof value !== 'number') return addProblem(context, path, `must be a whole number of days, got ${describeType(value)}`);
  if (!Number.isSafeInteger(value)) return addProblem(context, path, 'must be a whole number of days');
  if (value < 0) return addProblem(context, path, 'must not be negative');
  return value === 0 ? 0 : value;
};

// Practical, not RFC 5322: one @, no whitespace, a domain of dot-separated non-empty labels.
const emailPattern = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;
const maxEmailLength = 254;
const reservedEmailSuffixes = ['.example', '.test', '.invalid'] as const;

const parseEmail: Parser<string> = (value, path, context) => {
  if (typeof value !== 'string') return addProblem(context, path, `must be an email address string, got ${describeType(value)}`);
  const email = value.trim();
  if (email.length > maxEmailLength || !emailPattern.test(email)) return addProblem(context, path, 'must be a valid email address such as name@company.com');
  const at = email.indexOf('@');
  // Domains are case-insensitive; the local part may not be, so only the domain is lower-cased.
  return email.slice(0, at + 1) + email.slice(at + 1).toLowerCase();
};

const parseBusinessEmail: Parser<string> = (value, path, context) => {
  const email = parseEmail(value, path, context);
  if (email === undefined) return undefined;
  const reserved = reservedEmailSuffixes.find((suffix) => email.endsWith(suffix));
  return reserved === undefined ? email : addProblem(context, path, `must use a real email domain, not one ending in ${reserved}`);
};

const phoneSeparators = /[\s-]/g;
const nigerianPhonePattern = /^(?:\+234|0)([1-9]\d{9})$/;
const phoneFormatMessage = 'must be a Nigerian phone number: 0 followed by 10 digits (08031234567) or +234 followed by 10 digits (+2348031234567)';

const parsePhone: Parser<string> = (value, path, context) => {
  if (typeof value === 'number') return addProblem(context, path, `${phoneFormatMessage}, sent as a string so the leading 0 or + is kept`);
  if (typeof value !== 'string') return addProblem(context, path, `${phoneFormatMessage}, got ${describeType(value)}`);
  const digits = value.replace(phoneSeparators, '');
  const match = nigerianPhonePattern.exec(digits);
  const national = match?.[1];
  if (national !== undefined) return `+234${national}`;
  if (/^234\d{10}$/.test(digits)) return addProblem(context, path, `${phoneFormatMessage}; add the leading +`);
  if (/^\+2340\d{10}$/.test(digits)) return addProblem(context, path, `${phoneFormatMessage}; drop the 0 after +234`);
  return addProblem(context, path, phoneFormatMessage);
};

// ---- catalog values -------------------------------------------------------------------------

/** Inputs longer than this are never near a catalog value or field name; comparing them would only burn CPU. */
const maxComparableLength = 64;
/** Short lists are spelled out in full; longer ones get the nearest values and a pointer to the catalog. */
const maxListedValues = 10;
const nearestValueCount = 5;
const catalogPath = 'GET /creditregistry/api/v1/catalog';

function quoteList(values: readonly string[]): string {
  return values.map((value) => `\`${value}\``).join(', ');
}

function describeAllowedValues(field: CatalogField, input: string | undefined): string {
  const values = allowedValues(field);
  if (values.length <= maxListedValues) return `allowed values: ${quoteList(values)}`;
  if (input === undefined || input.length > maxComparableLength) return `see the ${values.length} ${field} values in ${catalogPath}`;
  const needle = input.toLowerCase();
  const nearest = values
    .map((value) => {
      const candidate = value.toLowerCase();
      const overlaps = candidate.includes(needle) || needle.includes(candidate);
      return { value, score: (overlaps ? 0 : 1000) + levenshteinDistance(needle, candidate) };
    })
    .sort((a, b) => a.score - b.score)
    .slice(0, nearestValueCount)
    .map((entry) => entry.value);
  return `nearest allowed values: ${quoteList(nearest)} (all ${values.length} in ${catalogPath})`;
}

/** Echoes a rejected value without letting a huge one bloat the error response. */
function quoteInput(input: string): string {
  return input.length > maxComparableLength ? `\`${input.slice(0, maxComparableLength)}…\`` : `\`${input}\``;
}

function describeCatalogMismatch(field: CatalogField, input: string): string {
  const catalogValues = findCatalogGroup(field).values;
  const lowerInput = input.toLowerCase();
  const caseVariant = catalogValues.find((value) => value.apiValue.toLowerCase() === lowerInput);
  if (caseVariant) return `${quoteInput(input)} is not in the ${field} catalog; values are case-sensitive: did you mean \`${caseVariant.apiValue}\`?`;
  const aliasesOfInput = catalogValues.filter((value) => value.isAlias && value.mappedValue === input).map((value) => value.apiValue);
  if (aliasesOfInput.length > 0) return `${quoteInput(input)} is the value the catalog maps to, not one to send; send one of ${quoteList(aliasesOfInput)}`;
  return `${quoteInput(input)} is not in the ${field} catalog; ${describeAllowedValues(field, input)}`;
}

function parseCatalogValue<F extends CatalogField>(field: F): Parser<MappedValueOf<F>> {
  return (value, path, context) => {
    if (typeof value !== 'string') return addProblem(context, path, `must be a string, got ${describeType(value)}; ${describeAllowedValues(field, undefined)}`);
    const input = value.trim();
    const mapped = resolveCatalogValue(field, input);
    return mapped ?? addProblem(context, path, describeCatalogMismatch(field, input));
  };
}

// ---- objects and arrays ---------------------------------------------------------------------

type EntityCheck<Table extends FieldTable> = (entity: Partial<EntityOf<Table>>, path: string, context: ParseContext) => void;

interface KnownFields {
  /** e.g. "the individual report", used in unknown-field messages. */
  readonly label: string;
  readonly known: ReadonlySet<string>;
  /** Normalised name (lower case, letters and digits only) -> field name, for suggestions. */
  readonly byNormalisedName: ReadonlyMap<string, string>;
  /** Fields that belong elsewhere -> the message saying where. */
  readonly misplaced: ReadonlyMap<string, string>;
}

interface EntityDefinition<Table extends FieldTable> extends KnownFields {
  readonly entries: readonly (readonly [string, FieldRule<unknown, Presence>])[];
  readonly check: EntityCheck<Table> | undefined;
}

function normaliseFieldName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function defineEntity<Table extends FieldTable>(
  label: string,
  fields: Table,
  options: { misplaced?: Readonly<Record<string, string>>; check?: EntityCheck<Table> } = {},
): EntityDefinition<Table> {
  const entries = Object.entries(fields);
  return {
    label,
    entries,
    known: new Set(Object.keys(fields)),
    byNormalisedName: new Map(entries.map(([name]) => [normaliseFieldName(name), name])),
    misplaced: new Map(Object.entries(options.misplaced ?? {})),
    check: options.check,
  };
}

/** Common names clients use for our fields, keyed by normalised name. */
const fieldSynonyms: ReadonlyMap<string, string> = new Map([
  ['dob', 'dateOfBirth'],
  ['birthdate', 'dateOfBirth'],
  ['birthday', 'dateOfBirth'],
  ['sex', 'gender'],
  ['phonenumber', 'phone'],
  ['mobile', 'phone'],
  ['mobilenumber', 'phone'],
  ['telephone', 'phone'],
  ['emailaddress', 'email'],
  ['address', 'addressLine1'],
  ['surname', 'lastName'],
  ['othername', 'middleName'],
  ['othernames', 'middleName'],
  ['companyname', 'businessName'],
  ['rc', 'rcNumber'],
  ['rcno', 'rcNumber'],
  ['officers', 'corporateOfficers'],
  ['directors', 'corporateOfficers'],
  ['loanamount', 'principal'],
  ['balance', 'outstandingBalance'],
  ['dpd', 'daysInArrears'],
  ['nin', 'nationalId'],
]);

function levenshteinDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Suggestions cost a string distance per known field; a body of thousands of junk keys gets them for the first few only. */
const maxSuggestionsPerObject = 20;
function suggestFieldName(definition: KnownFields, key: string): string | undefined {
  if (key.length > maxComparableLength) return undefined;
  const normalised = normaliseFieldName(key);
  const sameName = definition.byNormalisedName.get(normalised);
  if (sameName !== undefined) return sameName;
  const synonym = fieldSynonyms.get(normalised);
  if (synonym !== undefined && definition.known.has(synonym)) return synonym;
  const maxDistance = normalised.length <= 3 ? 1 : normalised.length <= 6 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const [candidate, name] of definition.byNormalisedName) {
    const distance = levenshteinDistance(normalised, candidate);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

function describeUnknownField(definition: KnownFields, key: string, suggest: boolean): string {
  const misplaced = definition.misplaced.get(key);
  if (misplaced !== undefined) return misplaced;
  const suggestion = suggest ? suggestFieldName(definition, key) : undefined;
  const unknown = `is not a field of ${definition.label}`;
  return suggestion === undefined ? unknown : `${unknown}; did you mean \`${suggestion}\`?`;
}

function parseEntity<Table extends FieldTable>(
  definition: EntityDefinition<Table>,
  value: unknown,
  path: string,
  context: ParseContext,
): EntityOf<Table> | undefined {
  if (!isPlainObject(value)) {
    return addProblem(context, path, `${path === '' ? 'the request body' : 'each entry'} must be a JSON object, got ${describeType(value)}`);
  }
  const problemsBefore = context.problems.length;
  let unknownCount = 0;
  for (const key of Object.keys(value)) {
    if (definition.known.has(key)) continue;
    unknownCount++;
    addProblem(context, joinPath(path, key), describeUnknownField(definition, key, unknownCount <= maxSuggestionsPerObject));
  }
  const entity: Record<string, unknown> = {};
  for (const [name, rule] of definition.entries) {
    const raw = value[name];
    if (raw === undefined) {
      if (rule.presence === 'required') addProblem(context, joinPath(path, name), 'is required');
      continue;
    }
    // Free text is bounded by the field's limit (field-limits.ts); formatted fields (dates, bvn,
    // phone, email, catalog values) refuse a long value through their own format.
    const limit = rule.parse === parseText || rule.parse === parseTerm ? creditFieldLimit(name) : undefined;
    if (limit !== undefined && typeof raw === 'string' && raw.trim().length > limit) {
      addProblem(context, joinPath(path, name), `must be at most ${limit} characters (got ${raw.trim().length})`);
      continue;
    }
    const parsed = rule.parse(raw, joinPath(path, name), context);
    if (parsed === '') {
      // An empty optional string means "none", so the field's default (if any) applies.
      if (rule.presence === 'required') addProblem(context, joinPath(path, name), 'must not be empty');
      continue;
    }
    if (parsed !== undefined) entity[name] = parsed;
  }
  // Defaults after all fields, because some are copies of other fields (customerNumber = bvn).
  for (const [name, rule] of definition.entries) {
    if (rule.fallback !== undefined && entity[name] === undefined) {
      const fallback = rule.fallback(entity);
      if (fallback !== undefined) entity[name] = fallback;
    }
  }
  // The entity was filled from this definition's own table, so it has that table's shape: every
  // required field is present when no problem was recorded.
  const shaped = entity as EntityOf<Table>;
  definition.check?.(shaped, path, context);
  return context.problems.length === problemsBefore ? shaped : undefined;
}

function parseEntityWith<Table extends FieldTable>(definition: EntityDefinition<Table>): Parser<EntityOf<Table>> {
  return (value, path, context) => parseEntity(definition, value, path, context);
}

function parseListOf<T>(parseItem: Parser<T>, options: { minItems: number; itemName: string }): Parser<T[]> {
  return (value, path, context) => {
    if (!Array.isArray(value)) return addProblem(context, path, `must be an array of ${options.itemName} objects, got ${describeType(value)}`);
    if (value.length < options.minItems) return addProblem(context, path, `must contain at least ${options.minItems} ${options.itemName}`);
    const problemsBefore = context.problems.length;
    const items: T[] = [];
    for (let index = 0; index < value.length; index++) {
      const item = parseItem(value[index], `${path}[${index}]`, context);
      if (item !== undefined) items.push(item);
    }
    return context.problems.length === problemsBefore ? items : undefined;
  };
}

// ---- field tables ---------------------------------------------------------------------------

const copyBvn: Fallback<string> = (entity) => (typeof entity.bvn === 'string' ? entity.bvn : undefined);
const defaultCountry: Fallback<string> = () => 'Nigeria';

/** A natural person: the individual borrower, a guarantor, and the base of a corporate officer. */
const personFields = {
  customerNumber: defaulted(parseText, copyBvn),
  bvn: required(parseBvn),
  firstName: required(parseText),
  middleName: defaulted(parseText, () => ''),
  lastName: required(parseText),
  dateOfBirth: required(parseDateOfBirth),
  gender: required(parseCatalogValue('gender')),
  phone: required(parsePhone),
  email: required(parseEmail),
  addressLine1: required(parseText),
  addressLine2: optional(parseText),
  city: required(parseText),
  state: required(parseText),
  country: defaulted(parseText, defaultCountry),
};

const guarantorFields = personFields;

const corporateOfficerFields = {
  ...personFields,
  role: required(parseCatalogValue('role')),
  nationalId: optional(parseText),
};

const guarantorDefinition = defineEntity('a guarantor', guarantorFields, {
  misplaced: {
    role: 'is a corporate officer field; guarantors have no role',
    nationalId: 'is accepted on corporate officers only',
  },
});

const corporateOfficerDefinition = defineEntity('a corporate officer', corporateOfficerFields);

const guarantorsField = defaulted(parseListOf(parseEntityWith(guarantorDefinition), { minItems: 0, itemName: 'guarantor' }), () => []);

/** The loan itself, identical on both report types. */
const facilityFields = {
  accountNumber: required(parseText),
  principal: required(parseAmount),
  outstandingBalance: required(parseAmount),
  minimumInstallment: required(parseAmount),
  daysInArrears: required(parseDaysInArrears),
  accountStatusDate: required(parseDate),
  dateOpened: required(parseDate),
  balanceDate: required(parseDate),
  maturityDate: required(parseDate),
  currency: required(parseCatalogValue('currency')),
  accountType: required(parseCatalogValue('accountType')),
  purpose: required(parseText),
  term: required(parseTerm),
  repaymentFrequency: required(parseCatalogValue('repaymentFrequency')),
  interestRate: required(parseRate),
  interestType: required(parseCatalogValue('interestType')),
  branchName: required(parseText),
  branchAddress: required(parseText),
  reference: optional(parseText),
};

function checkFacilityDates(entity: Partial<EntityOf<typeof facilityFields>>, path: string, context: ParseContext): void {
  const { dateOpened, maturityDate, balanceDate } = entity;
  if (dateOpened === undefined) return;
  if (maturityDate !== undefined && dateOpened > maturityDate) {
    addProblem(context, joinPath(path, 'dateOpened'), `must not be after maturityDate (${maturityDate})`);
  }
  if (balanceDate !== undefined && dateOpened > balanceDate) {
    addProblem(context, joinPath(path, 'dateOpened'), `must not be after balanceDate (${balanceDate})`);
  }
}

const individualFields = {
  ...facilityFields,
  ...personFields,
  guarantors: guarantorsField,
};

const businessFields = {
  ...facilityFields,
  rcNumber: required(parseText),
  businessName: required(parseText),
  businessType: required(parseCatalogValue('businessType')),
  phone: required(parsePhone),
  email: required(parseBusinessEmail),
  addressLine1: required(parseText),
  addressLine2: optional(parseText),
  city: required(parseText),
  state: required(parseText),
  country: required(parseText),
  customerNumber: optional(parseText),
  corporateOfficers: required(parseListOf(parseEntityWith(corporateOfficerDefinition), { minItems: 1, itemName: 'corporate officer' })),
  guarantors: guarantorsField,
};

const belongsToIndividualReport =
  'belongs to the individual report (POST /report/individual); a business report names its people in corporateOfficers and guarantors';
const belongsToBusinessReport = 'belongs to the business report (POST /report/business)';

const individualDefinition = defineEntity('the individual report', individualFields, {
  misplaced: {
    rcNumber: belongsToBusinessReport,
    businessName: belongsToBusinessReport,
    businessType: belongsToBusinessReport,
    corporateOfficers: belongsToBusinessReport,
  },
  check: checkFacilityDates,
});

const businessDefinition = defineEntity('the business report', businessFields, {
  misplaced: {
    bvn: belongsToIndividualReport,
    firstName: belongsToIndividualReport,
    middleName: belongsToIndividualReport,
    lastName: belongsToIndividualReport,
    dateOfBirth: belongsToIndividualReport,
    gender: belongsToIndividualReport,
  },
  check: checkFacilityDates,
});

// ---- public API -----------------------------------------------------------------------------

interface DelinquencyFields {
  /** The band daysInArrears falls in (catalog group daysInArrears). */
  delinquencyBand: DelinquencyBand;
}

export type GuarantorRecord = EntityOf<typeof guarantorFields>;
export type CorporateOfficerRecord = EntityOf<typeof corporateOfficerFields>;
export type IndividualReportRecord = Simplify<EntityOf<typeof individualFields> & DelinquencyFields>;
export type BusinessReportRecord = Simplify<EntityOf<typeof businessFields> & DelinquencyFields>;

function createContext(options: ValidationOptions): ParseContext {
  if (!isExistingIsoDate(options.today)) throw new TypeError(`options.today must be a YYYY-MM-DD date, got ${options.today}`);
  return { problems: [], today: options.today };
}

function withDelinquencyBand<Entity extends { daysInArrears: number }>(entity: Entity): Entity & DelinquencyFields {
  return { ...entity, delinquencyBand: bandForDaysInArrears(entity.daysInArrears) };
}

/** Validates and normalises a POST /report/individual body, reporting every problem at once. */
export function validateIndividualReport(body: unknown, options: ValidationOptions): ValidationResult<IndividualReportRecord> {
  const context = createContext(options);
  const entity = parseEntity(individualDefinition, body, '', context);
  return entity === undefined ? { ok: false, details: context.problems } : { ok: true, report: withDelinquencyBand(entity) };
}

/** Validates and normalises a POST /report/business body, reporting every problem at once. */
export function validateBusinessReport(body: unknown, options: ValidationOptions): ValidationResult<BusinessReportRecord> {
  const context = createContext(options);
  const entity = parseEntity(businessDefinition, body, '', context);
  return entity === undefined ? { ok: false, details: context.problems } : { ok: true, report: withDelinquencyBand(entity) };
}

function listInputFields(fields: FieldTable): { required: string[]; optional: string[] } {
  const entries = Object.entries(fields);
  return {
    required: entries.filter(([, rule]) => rule.presence === 'required').map(([name]) => name),
    optional: entries.filter(([, rule]) => rule.presence !== 'required').map(([name]) => name),
  };
}

/** Which request fields each object accepts, as the client sees them (defaulted fields are optional). */
export const reportInputFields = {
  individual: listInputFields(individualFields),
  business: listInputFields(businessFields),
  guarantor: listInputFields(guarantorFields),
  corporateOfficer: listInputFields(corporateOfficerFields),
} as const;
