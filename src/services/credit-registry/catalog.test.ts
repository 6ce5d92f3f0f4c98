import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { bandEdgeCases } from './band-edges.fixture.js';
import {
  allowedValues,
  bandForDaysInArrears,
  catalogGroups,
  catalogResponseData,
  catalogVersion,
  delinquencyBands,
  findCatalogGroup,
  resolveCatalogValue,
} from './catalog.js';

// Copied by hand from credit-registry.md section 2 (apiValue => mappedValue), so a change to the
// data module that drifts from the contract fails here.
const specAliases: Record<string, Record<string, string>> = {
  accountType: {
    PersonalLoan: 'PL31_PersonalTermLoan',
    PersonalTermLoan: 'PL31_PersonalTermLoan',
    SalaryAdvance: 'PL32_PersonalSalaryAdvance',
    PersonalSalaryAdvance: 'PL32_PersonalSalaryAdvance',
    Overdraft: 'PL00_PersonalOverdraft',
    Mortgage: 'PL10_PersonalMortgage',
    BusinessLoan: 'ML02_SMELoan',
    SMELoan: 'ML02_SMELoan',
    MicroLoan: 'ML01_MicroLoan',
    CommercialLoan: 'CL32_CommercialLoan',
  },
  businessType: {
    LimitedLiability: 'ISIC_46_Wholesale_trade',
    LimitedLiabilityCompany: 'ISIC_46_Wholesale_trade',
    LLC: 'ISIC_46_Wholesale_trade',
    SoleProprietorship: 'RetailShopPharmacyDepartmentStore',
    MicrofinanceBank: 'MicrofinanceBank',
    CommercialBank: 'CommercialBank',
  },
};

const specCanonical: Record<string, string[]> = {
  accountType: [
    'PL20_PersonalAutoLoan',
    'PL40_PersonalEducationLoan',
    'PL90_PersonalAgricLoan',
    'ML03_NanoLoan',
    'CL31_CommercialTermLoan',
    'CL03_CommercialSecuredLoan',
    'CL10_CommercialMortgage',
  ],
  businessType: [
    'ISIC_10_Manufacture_of_food_products',
    'ISIC_46_Wholesale_trade',
    'ISIC_47_Retail_trade',
    'ISIC_26_Manufacture_of_computer_electronic_and_optical_products',
    'ISIC_41_Construction_of_buildings',
    'ISIC_472_Retail_sale_of_food_beverages_and_tobacco',
    'CourierCompany',
  ],
  gender: ['Male', 'Female', 'Unknown'],
  repaymentFrequency: ['Daily', 'Weekly', 'SemiMonthly', 'Monthly', 'Quarterly', 'SemiAnnually', 'Annually', 'BulletOneTime', 'Variable'],
  interestType: ['Fixed', 'Variable', 'Unknown'],
  currency: ['NGN', 'USD'],
  daysInArrears: [
    'Performing',
    'Late_less_than_30_days',
    'Delinquent_over_30_days',
    'Delinquent_over_60_days',
    'Sub_standard_90_days',
    'Sub_standard_120_days',
    'Sub_standard_150_days',
    'Doubtful_180_days',
    'Lost_360_days',
  ],
  role: ['Director', 'Owner', 'Officer'],
};

const specUsedOn: Record<string, string> = {
  accountType: 'Both',
  businessType: 'Business',
  gender: 'Individual',
  repaymentFrequency: 'Both',
  interestType: 'Both',
  currency: 'Both',
  daysInArrears: 'Both',
  role: 'Business',
};

function stringifyWithSortedKeys(value: unknown): string {
  return JSON.stringify(value, (_key, child: unknown) =>
    typeof child === 'object' && child !== null && !Array.isArray(child)
      ? Object.fromEntries(Object.entries(child).sort(([a], [b]) => (a < b ? -1 : 1)))
      : child,
  );
}

describe('catalog data', () => {
  it('serves exactly the groups of the spec plus role, in spec order', () => {
    assert.deepEqual(
      catalogResponseData.fields.map((group) => group.field),
      ['accountType', 'businessType', 'gender', 'repaymentFrequency', 'interestType', 'currency', 'daysInArrears', 'role'],
    );
  });

  for (const group of catalogGroups) {
    it(`${group.field}: every alias and canonical value of the spec, nothing else`, () => {
      const expected = [
        ...Object.entries(specAliases[group.field] ?? {}).map(([apiValue, mappedValue]) => ({ apiValue, mappedValue, isAlias: true })),
        ...(specCanonical[group.field] ?? []).map((apiValue) => ({ apiValue, mappedValue: apiValue, isAlias: false })),
      ];
      const actual = group.values.map((value) => ({ apiValue: value.apiValue, mappedValue: value.mappedValue, isAlias: value.isAlias }));
      assert.deepEqual(actual, expected);
      assert.equal(group.usedOn, specUsedOn[group.field]);
    });
  }

  it('has a summary, and a label and description on every value, and unique apiValues per group', () => {
    for (const group of catalogResponseData.fields) {
      assert.ok(group.summary.length > 10, group.field);
      assert.equal(new Set(group.values.map((value) => value.apiValue)).size, group.values.length, group.field);
      for (const value of group.values) {
        assert.ok(value.label.trim().length > 0, `${group.field}.${value.apiValue} label`);
        assert.ok(value.description.trim().length > 5, `${group.field}.${value.apiValue} description`);
        assert.deepEqual(Object.keys(value).sort(), ['apiValue', 'description', 'isAlias', 'label', 'mappedValue']);
      }
    }
  });

  it('is frozen, so a caller cannot change what the next request is served', () => {
    assert.ok(Object.isFrozen(catalogResponseData));
    assert.ok(Object.isFrozen(catalogResponseData.fields[0]?.values[0]));
    assert.throws(() => {
      (catalogResponseData.fields as unknown[]).push({});
    }, TypeError);
  });
});

describe('catalogVersion', () => {
  it('is sha256: plus the first 16 hex digits of the hash of the canonical catalog JSON', () => {
    assert.match(catalogVersion, /^sha256:[0-9a-f]{16}$/);
    const expected = createHash('sha256').update(stringifyWithSortedKeys(catalogResponseData.fields)).digest('hex').slice(0, 16);
    assert.equal(catalogVersion, `sha256:${expected}`);
    assert.equal(catalogResponseData.catalogVersion, catalogVersion);
  });
});

describe('resolveCatalogValue', () => {
  it('resolves aliases and canonical values to their mappedValue', () => {
    assert.equal(resolveCatalogValue('accountType', 'PersonalLoan'), 'PL31_PersonalTermLoan');
    assert.equal(resolveCatalogValue('accountType', 'CL10_CommercialMortgage'), 'CL10_CommercialMortgage');
    assert.equal(resolveCatalogValue('businessType', 'SoleProprietorship'), 'RetailShopPharmacyDepartmentStore');
    assert.equal(resolveCatalogValue('gender', 'Female'), 'Female');
    assert.equal(resolveCatalogValue('role', 'Owner'), 'Owner');
  });

  it('matches exactly: wrong case, padding, mapped-only values and other groups are not values', () => {
    assert.equal(resolveCatalogValue('gender', 'male'), null);
    assert.equal(resolveCatalogValue('gender', ' Male'), null);
    assert.equal(resolveCatalogValue('accountType', 'PL31_PersonalTermLoan'), null);
    assert.equal(resolveCatalogValue('currency', 'Fixed'), null);
    assert.equal(resolveCatalogValue('currency', 'toString'), null);
  });

  it('resolves every value of every group', () => {
    for (const group of catalogGroups) {
      for (const value of group.values) {
        assert.equal(resolveCatalogValue(group.field, value.apiValue), value.mappedValue, `${group.field}.${value.apiValue}`);
      }
    }
  });
});

describe('allowedValues and findCatalogGroup', () => {
  it('lists the apiValues in catalog order', () => {
    assert.deepEqual(allowedValues('currency'), ['NGN', 'USD']);
    assert.deepEqual(allowedValues('role'), ['Director', 'Owner', 'Officer']);
    assert.equal(allowedValues('accountType').length, 17);
    assert.equal(allowedValues('businessType').length, 13);
  });

  it('returns the served group', () => {
    assert.equal(findCatalogGroup('gender'), catalogResponseData.fields[2]);
  });
});

describe('bandForDaysInArrears', () => {
  const edges = [...bandEdgeCases, [Number.MAX_SAFE_INTEGER, 'Lost_360_days'] as const];
  for (const [days, band] of edges) {
    it(`${days} days -> ${band}`, () => assert.equal(bandForDaysInArrears(days), band));
  }

  it('refuses what the validator never passes it', () => {
    for (const days of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) assert.throws(() => bandForDaysInArrears(days), RangeError);
  });

  it('has contiguous bands from 0, the last open-ended, and the catalog group generated from them', () => {
    let next = 0;
    for (const band of delinquencyBands) {
      assert.equal(band.minDays, next, band.band);
      next = band.maxDays === null ? Number.POSITIVE_INFINITY : band.maxDays + 1;
    }
    assert.equal(next, Number.POSITIVE_INFINITY);
    const group = findCatalogGroup('daysInArrears');
    assert.deepEqual(
      group.values.map((value) => value.label),
      [
        '0 days in arrears',
        '1-29 days in arrears',
        '30-59 days in arrears',
        '60-89 days in arrears',
        '90-119 days in arrears',
        '120-149 days in arrears',
        '150-179 days in arrears',
        '180-359 days in arrears',
        '360+ days in arrears',
      ],
    );
  });
});
