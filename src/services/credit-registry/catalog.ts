import { createHash } from 'node:crypto';
import { stringifyCanonically } from './canonical-json.js';
import type { CatalogGroup, CatalogResponseData, CatalogUsage, CatalogValue } from './report.schemas.js';

/*
 * The one source of every closed list in credit-registry.md section 2 (plus the officer role).
 * GET /catalog serves it and validation.ts resolves against it, so the two cannot disagree.
 *
 * Matching is exact and case-sensitive on apiValue: the catalog contract names exact values, and one
 * accepted spelling per value keeps stored payloads, idempotency hashes and client code consistent
 * with what the catalog shows. The validator turns a case-only mismatch into a "did you mean" hint.
 */

function canonical<const V extends string>(apiValue: V, label: string, description: string) {
  return { apiValue, mappedValue: apiValue, label, description, isAlias: false } as const;
}

function alias<const A extends string, const M extends string>(apiValue: A, mappedValue: M, label: string, description: string) {
  return { apiValue, mappedValue, label, description, isAlias: true } as const;
}

function group<const F extends string, const V extends readonly CatalogValue[]>(field: F, usedOn: CatalogUsage, summary: string, values: V) {
  return { field, summary, usedOn, values } as const;
}

/**
 * Delinquency bands by days in arrears, in ascending order with no gaps; maxDays null means "and above".
 * The catalog's daysInArrears group is generated from this table so labels and ranges cannot drift.
 */
export const delinquencyBands = [
  { band: 'Performing', minDays: 0, maxDays: 0, description: 'Account is current: nothing is past due.' },
  { band: 'Late_less_than_30_days', minDays: 1, maxDays: 29, description: 'Payment is late by fewer than 30 days.' },
  { band: 'Delinquent_over_30_days', minDays: 30, maxDays: 59, description: 'Past due by 30 to 59 days.' },
  { band: 'Delinquent_over_60_days', minDays: 60, maxDays: 89, description: 'Past due by 60 to 89 days.' },
  { band: 'Sub_standard_90_days', minDays: 90, maxDays: 119, description: 'Non-performing: past due by 90 to 119 days.' },
  { band: 'Sub_standard_120_days', minDays: 120, maxDays: 149, description: 'Non-performing: past due by 120 to 149 days.' },
  { band: 'Sub_standard_150_days', minDays: 150, maxDays: 179, description: 'Non-performing: past due by 150 to 179 days.' },
  { band: 'Doubtful_180_days', minDays: 180, maxDays: 359, description: 'Recovery doubtful: past due by 180 to 359 days.' },
  { band: 'Lost_360_days', minDays: 360, maxDays: null, description: 'Considered lost: past due by 360 days or more.' },
] as const;

export type DelinquencyBand = (typeof delinquencyBands)[number]['band'];

function bandRangeLabel(minDays: number, maxDays: number | null): string {
  if (maxDays === null) return `${minDays}+ days in arrears`;
  if (minDays === maxDays) return `${minDays} days in arrears`;
  return `${minDays}-${maxDays} days in arrears`;
}

const bandValues = delinquencyBands.map((entry) => canonical(entry.band, bandRangeLabel(entry.minDays, entry.maxDays), entry.description));

const accountTypeSummary = 'Type of credit facility (accountType). Aliases resolve to the bureau facility code.';
const businessTypeSummary = 'Sector or legal form of a business borrower (businessType). Aliases resolve to a sector code.';

export const catalogGroups = [
  group('accountType', 'Both', accountTypeSummary, [
    alias('PersonalLoan', 'PL31_PersonalTermLoan', 'Personal loan', 'Alias of PL31_PersonalTermLoan: a loan to a person repaid in instalments over a fixed term.'),
    alias('PersonalTermLoan', 'PL31_PersonalTermLoan', 'Personal term loan', 'Alias of PL31_PersonalTermLoan: a loan to a person repaid in instalments over a fixed term.'),
    alias('SalaryAdvance', 'PL32_PersonalSalaryAdvance', 'Salary advance', 'Alias of PL32_PersonalSalaryAdvance: short-term credit repaid from the next salary.'),
    alias('PersonalSalaryAdvance', 'PL32_PersonalSalaryAdvance', 'Personal salary advance', 'Alias of PL32_PersonalSalaryAdvance: short-term credit repaid from the next salary.'),
    alias('Overdraft', 'PL00_PersonalOverdraft', 'Overdraft', 'Alias of PL00_PersonalOverdraft: a revolving limit that lets a current account go below zero.'),
    alias('Mortgage', 'PL10_PersonalMortgage', 'Mortgage', 'Alias of PL10_PersonalMortgage: a home loan secured on the property.'),
    alias('BusinessLoan', 'ML02_SMELoan', 'Business loan', 'Alias of ML02_SMELoan: a loan to a small or medium enterprise.'),
    alias('SMELoan', 'ML02_SMELoan', 'SME loan', 'Alias of ML02_SMELoan: a loan to a small or medium enterprise.'),
    alias('MicroLoan', 'ML01_MicroLoan', 'Micro loan', 'Alias of ML01_MicroLoan: a small loan, typically from a microfinance lender.'),
    alias('CommercialLoan', 'CL32_CommercialLoan', 'Commercial loan', 'Alias of CL32_CommercialLoan: a loan to a company for business purposes.'),
    canonical('PL20_PersonalAutoLoan', 'Personal auto loan', 'A loan to a person to buy a vehicle, usually secured on it.'),
    canonical('PL40_PersonalEducationLoan', 'Personal education loan', 'A loan to a person for tuition or other education costs.'),
    canonical('PL90_PersonalAgricLoan', 'Personal agricultural loan', 'A loan to a person for farming or other agricultural activity.'),
    canonical('ML03_NanoLoan', 'Nano loan', 'A very small, short-term loan, often disbursed digitally.'),
    canonical('CL31_CommercialTermLoan', 'Commercial term loan', 'A loan to a company repaid on a fixed schedule over a set term.'),
    canonical('CL03_CommercialSecuredLoan', 'Commercial secured loan', 'A loan to a company secured by collateral.'),
    canonical('CL10_CommercialMortgage', 'Commercial mortgage', 'A loan to a company secured on commercial property.'),
  ]),
  group('businessType', 'Business', businessTypeSummary, [
    alias('LimitedLiability', 'ISIC_46_Wholesale_trade', 'Limited liability', 'Alias for a limited liability company; recorded under ISIC_46_Wholesale_trade.'),
    alias('LimitedLiabilityCompany', 'ISIC_46_Wholesale_trade', 'Limited liability company', 'Alias for a limited liability company; recorded under ISIC_46_Wholesale_trade.'),
    alias('LLC', 'ISIC_46_Wholesale_trade', 'LLC', 'Alias for a limited liability company; recorded under ISIC_46_Wholesale_trade.'),
    alias('SoleProprietorship', 'RetailShopPharmacyDepartmentStore', 'Sole proprietorship', 'Alias for a business owned by one person; recorded under RetailShopPharmacyDepartmentStore.'),
    alias('MicrofinanceBank', 'MicrofinanceBank', 'Microfinance bank', 'A licensed microfinance bank.'),
    alias('CommercialBank', 'CommercialBank', 'Commercial bank', 'A licensed commercial (deposit money) bank.'),
    canonical('ISIC_10_Manufacture_of_food_products', 'Food manufacturing', 'ISIC 10: processing and manufacture of food products.'),
    canonical('ISIC_46_Wholesale_trade', 'Wholesale trade', 'ISIC 46: wholesale trade, except of motor vehicles and motorcycles.'),
    canonical('ISIC_47_Retail_trade', 'Retail trade', 'ISIC 47: retail trade, except of motor vehicles and motorcycles.'),
    canonical('ISIC_26_Manufacture_of_computer_electronic_and_optical_products', 'Electronics manufacturing', 'ISIC 26: manufacture of computer, electronic and optical products.'),
    canonical('ISIC_41_Construction_of_buildings', 'Building construction', 'ISIC 41: construction of residential and non-residential buildings.'),
    canonical('ISIC_472_Retail_sale_of_food_beverages_and_tobacco', 'Food, beverage and tobacco retail', 'ISIC 472: retail sale of food, beverages and tobacco in specialised stores.'),
    canonical('CourierCompany', 'Courier company', 'A parcel and document delivery business.'),
  ]),
  group('gender', 'Individual', 'Gender of a natural person: the individual borrower, a guarantor or a corporate officer.', [
    canonical('Male', 'Male', 'The person is male.'),
    canonical('Female', 'Female', 'The person is female.'),
    canonical('Unknown', 'Unknown', 'Gender not recorded or not disclosed.'),
  ]),
  group('repaymentFrequency', 'Both', 'How often repayments fall due (repaymentFrequency).', [
    canonical('Daily', 'Daily', 'A repayment every day.'),
    canonical('Weekly', 'Weekly', 'A repayment every week.'),
    canonical('SemiMonthly', 'Semi-monthly', 'Two repayments a month.'),
    canonical('Monthly', 'Monthly', 'A repayment every month.'),
    canonical('Quarterly', 'Quarterly', 'A repayment every three months.'),
    canonical('SemiAnnually', 'Semi-annually', 'A repayment every six months.'),
    canonical('Annually', 'Annually', 'A repayment every year.'),
    canonical('BulletOneTime', 'Bullet (one time)', 'The whole amount is repaid at once, at maturity.'),
    canonical('Variable', 'Variable', 'Repayments follow an irregular schedule.'),
  ]),
  group('interestType', 'Both', 'How the interest rate is set (interestType).', [
    canonical('Fixed', 'Fixed', 'The rate stays the same for the life of the facility.'),
    canonical('Variable', 'Variable', 'The rate can change, e.g. with a benchmark rate.'),
    canonical('Unknown', 'Unknown', 'Rate type not recorded.'),
  ]),
  group('currency', 'Both', 'Currency of the reported amounts (currency); typically NGN.', [
    canonical('NGN', 'Nigerian naira', 'Amounts are in Nigerian naira.'),
    canonical('USD', 'US dollar', 'Amounts are in United States dollars.'),
  ]),
  group(
    'daysInArrears',
    'Both',
    'Reference only: requests carry daysInArrears as a non-negative integer and the service maps it to one of these delinquency bands.',
    bandValues,
  ),
  // Not a catalog group in the spec's list, but the spec closes role to these three values; serving it
  // means every closed list the validator enforces is discoverable in GET /catalog. Additive only.
  group('role', 'Business', 'Role of a corporate officer in the business borrower (corporateOfficers[].role).', [
    canonical('Director', 'Director', 'A member of the board of directors.'),
    canonical('Owner', 'Owner', 'An owner or significant shareholder.'),
    canonical('Officer', 'Officer', 'An executive or other officer, e.g. company secretary or CFO.'),
  ]),
] as const;

type CatalogGroupEntry = (typeof catalogGroups)[number];
export type CatalogField = CatalogGroupEntry['field'];
/** The values a field resolves to, e.g. `'PL31_PersonalTermLoan' | ...` for accountType. */
export type MappedValueOf<F extends CatalogField> = MappedValuesByField[F];
type MappedValuesByField = { [G in CatalogGroupEntry as G['field']]: G['values'][number]['mappedValue'] };

interface GroupIndex {
  readonly group: CatalogGroup;
  readonly byApiValue: ReadonlyMap<string, CatalogValue>;
  readonly apiValues: readonly string[];
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function copyGroup(source: CatalogGroupEntry): CatalogGroup {
  return { field: source.field, summary: source.summary, usedOn: source.usedOn, values: source.values.map((value) => ({ ...value })) };
}

const servedGroups: readonly CatalogGroup[] = catalogGroups.map(copyGroup);

/** `sha256:` + the first 16 hex digits of the SHA-256 of the catalog's canonical JSON. */
export const catalogVersion = `sha256:${createHash('sha256').update(stringifyCanonically(servedGroups)).digest('hex').slice(0, 16)}`;

/** The data of GET /catalog, built once and frozen so no caller can alter what others see. */
export const catalogResponseData: CatalogResponseData = deepFreeze({ catalogVersion, fields: [...servedGroups] });

const indexByField: ReadonlyMap<string, GroupIndex> = new Map(
  catalogResponseData.fields.map((entry) => [
    entry.field,
    {
      group: entry,
      byApiValue: new Map(entry.values.map((value) => [value.apiValue, value])),
      apiValues: Object.freeze(entry.values.map((value) => value.apiValue)),
    },
  ]),
);

function indexOf(field: CatalogField): GroupIndex {
  const index = indexByField.get(field);
  if (!index) throw new RangeError(`No catalog group for field ${field}`);
  return index;
}

/** The group served for `field` (frozen), e.g. to explain a rejected value. */
export function findCatalogGroup(field: CatalogField): CatalogGroup {
  return indexOf(field).group;
}

/** The mappedValue of the exact apiValue `input` (aliases included), or null when it is not in the group. */
export function resolveCatalogValue<F extends CatalogField>(field: F, input: string): MappedValueOf<F> | null {
  const mappedValue = indexOf(field).byApiValue.get(input)?.mappedValue;
  if (mappedValue === undefined) return null;
  // The index is built from catalogGroups, so a hit in field F's map is one of F's mapped values.
  return mappedValue as MappedValueOf<F>;
}

/** Every apiValue a request may carry for `field`, in catalog order. */
export function allowedValues(field: CatalogField): readonly string[] {
  return indexOf(field).apiValues;
}

/** The delinquency band for a non-negative whole number of days in arrears. */
export function bandForDaysInArrears(days: number): DelinquencyBand {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`daysInArrears must be a non-negative integer, got ${days}`);
  for (const entry of delinquencyBands) {
    if (entry.maxDays === null || days <= entry.maxDays) return entry.band;
  }
  // Unreachable: the last band is open-ended.
  throw new RangeError(`No delinquency band for ${days}`);
}
