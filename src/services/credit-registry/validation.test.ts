import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Value } from 'typebox/value';
import type { ErrorDetail } from '../../core/errors.js';
import { catalogGroups, delinquencyBands, type CatalogField } from './catalog.js';
import {
  businessReportExample,
  BusinessReportBodySchema,
  CorporateOfficerSchema,
  corporateOfficerExample,
  GuarantorSchema,
  guarantorExample,
  individualReportExample,
  IndividualReportBodySchema,
  reportBodySchemas,
} from './report.schemas.js';
import { bandEdgeCases } from './band-edges.fixture.js';
import {
  reportInputFields,
  validateBusinessReport,
  validateIndividualReport,
  type BusinessReportRecord,
  type IndividualReportRecord,
  type ValidationResult,
} from './validation.js';

const today = '2024-06-01';
const options = { today };

type Body = Record<string, unknown>;

function individualBody(overrides: Body = {}): Body {
  return { ...structuredClone(individualReportExample), ...overrides };
}

function businessBody(overrides: Body = {}): Body {
  return { ...structuredClone(businessReportExample), ...overrides };
}

function guarantor(overrides: Body = {}): Body {
  return { ...structuredClone(guarantorExample), ...overrides };
}

function officer(overrides: Body = {}): Body {
  return { ...structuredClone(corporateOfficerExample), ...overrides };
}

function without(body: Body, ...names: string[]): Body {
  const copy = { ...body };
  for (const name of names) delete copy[name];
  return copy;
}

function validIndividual(body: Body): IndividualReportRecord {
  const result = validateIndividualReport(body, options);
  assert.ok(result.ok, `expected a valid report, got ${JSON.stringify(result.ok ? null : result.details)}`);
  return result.report;
}

function validBusiness(body: Body): BusinessReportRecord {
  const result = validateBusinessReport(body, options);
  assert.ok(result.ok, `expected a valid report, got ${JSON.stringify(result.ok ? null : result.details)}`);
  return result.report;
}

function problemsOf(result: ValidationResult<unknown>): ErrorDetail[] {
  assert.equal(result.ok, false, 'expected the report to be rejected');
  return result.ok ? [] : result.details;
}

/** Exactly one problem, at exactly `path`, whose message matches. */
function assertSingleProblem(result: ValidationResult<unknown>, path: string, message: RegExp): void {
  const details = problemsOf(result);
  assert.equal(details.length, 1, `expected one problem, got ${JSON.stringify(details)}`);
  assert.equal(details[0]?.path, path);
  assert.match(details[0]?.message ?? '', message);
}

describe('schema examples and validator agree', () => {
  it('the individual example passes the schema and the validator', () => {
    assert.ok(Value.Check(IndividualReportBodySchema, individualReportExample), JSON.stringify([...Value.Errors(IndividualReportBodySchema, individualReportExample)]));
    validIndividual(individualReportExample);
  });

  it('the business example passes the schema and the validator', () => {
    assert.ok(Value.Check(BusinessReportBodySchema, businessReportExample), JSON.stringify([...Value.Errors(BusinessReportBodySchema, businessReportExample)]));
    validBusiness(businessReportExample);
  });

  it('the guarantor and officer examples pass their schemas', () => {
    assert.ok(Value.Check(GuarantorSchema, guarantorExample));
    assert.ok(Value.Check(CorporateOfficerSchema, corporateOfficerExample));
  });

  for (const [name, schema] of Object.entries(reportBodySchemas)) {
    it(`${name}: schema properties and required list equal the validator's field table`, () => {
      const fields = reportInputFields[name as keyof typeof reportInputFields];
      const properties = Object.keys((schema as { properties: object }).properties).sort();
      assert.deepEqual(properties, [...fields.required, ...fields.optional].sort());
      assert.deepEqual([...((schema as { required?: string[] }).required ?? [])].sort(), [...fields.required].sort());
      assert.equal((schema as { additionalProperties?: boolean }).additionalProperties, false);
    });
  }

  it('does not mutate the request body', () => {
    const body = individualBody({ phone: '0803 123 4567', country: '' });
    const before = structuredClone(body);
    validIndividual(body);
    assert.deepEqual(body, before);
  });
});

describe('every catalog value is accepted where it belongs and resolves to its mappedValue', () => {
  // Keyed by CatalogField so a new catalog group fails to compile until it is placed here.
  const placements: Record<CatalogField, (apiValue: string, mappedValue: string) => void> = {
    accountType: (apiValue, mappedValue) => {
      assert.equal(validIndividual(individualBody({ accountType: apiValue })).accountType, mappedValue);
      assert.equal(validBusiness(businessBody({ accountType: apiValue })).accountType, mappedValue);
    },
    repaymentFrequency: (apiValue, mappedValue) => {
      assert.equal(validIndividual(individualBody({ repaymentFrequency: apiValue })).repaymentFrequency, mappedValue);
      assert.equal(validBusiness(businessBody({ repaymentFrequency: apiValue })).repaymentFrequency, mappedValue);
    },
    interestType: (apiValue, mappedValue) => {
      assert.equal(validIndividual(individualBody({ interestType: apiValue })).interestType, mappedValue);
      assert.equal(validBusiness(businessBody({ interestType: apiValue })).interestType, mappedValue);
    },
    currency: (apiValue, mappedValue) => {
      assert.equal(validIndividual(individualBody({ currency: apiValue })).currency, mappedValue);
      assert.equal(validBusiness(businessBody({ currency: apiValue })).currency, mappedValue);
    },
    gender: (apiValue, mappedValue) => {
      const individual = validIndividual(individualBody({ gender: apiValue, guarantors: [guarantor({ gender: apiValue })] }));
      assert.equal(individual.gender, mappedValue);
      assert.equal(individual.guarantors[0]?.gender, mappedValue);
      const business = validBusiness(businessBody({ corporateOfficers: [officer({ gender: apiValue })] }));
      assert.equal(business.corporateOfficers[0]?.gender, mappedValue);
    },
    businessType: (apiValue, mappedValue) => {
      assert.equal(validBusiness(businessBody({ businessType: apiValue })).businessType, mappedValue);
    },
    role: (apiValue, mappedValue) => {
      assert.equal(validBusiness(businessBody({ corporateOfficers: [officer({ role: apiValue })] })).corporateOfficers[0]?.role, mappedValue);
    },
    daysInArrears: (apiValue, mappedValue) => {
      const band = delinquencyBands.find((entry) => entry.band === apiValue);
      assert.ok(band, apiValue);
      for (const days of [band.minDays, band.maxDays ?? band.minDays + 10_000]) {
        assert.equal(validIndividual(individualBody({ daysInArrears: days })).delinquencyBand, mappedValue);
        assert.equal(validBusiness(businessBody({ daysInArrears: days })).delinquencyBand, mappedValue);
      }
    },
  };

  for (const group of catalogGroups) {
    it(`${group.field}: all ${group.values.length} values`, () => {
      for (const value of group.values) placements[group.field](value.apiValue, value.mappedValue);
    });
  }
});

describe('daysInArrears -> delinquencyBand at every edge', () => {
  const edges = bandEdgeCases;
  for (const [days, band] of edges) {
    it(`${days} -> ${band}`, () => {
      const report = validIndividual(individualBody({ daysInArrears: days }));
      assert.equal(report.daysInArrears, days);
      assert.equal(report.delinquencyBand, band);
    });
  }

  it('rejects negative, fractional, textual and missing daysInArrears', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ daysInArrears: -1 }), options), 'daysInArrears', /must not be negative/);
    assertSingleProblem(validateIndividualReport(individualBody({ daysInArrears: 1.5 }), options), 'daysInArrears', /whole number/);
    assertSingleProblem(validateIndividualReport(individualBody({ daysInArrears: '10' }), options), 'daysInArrears', /whole number of days, got a string/);
    assertSingleProblem(validateIndividualReport(without(individualBody(), 'daysInArrears'), options), 'daysInArrears', /is required/);
  });
});

describe('required fields', () => {
  for (const name of reportInputFields.individual.required) {
    it(`individual: ${name}`, () => {
      assertSingleProblem(validateIndividualReport(without(individualBody(), name), options), name, /^is required$/);
    });
  }
  for (const name of reportInputFields.business.required) {
    it(`business: ${name}`, () => {
      assertSingleProblem(validateBusinessReport(without(businessBody(), name), options), name, /^is required$/);
    });
  }
  for (const name of reportInputFields.guarantor.required) {
    it(`guarantor: guarantors[1].${name}`, () => {
      const body = individualBody({ guarantors: [guarantor(), without(guarantor(), name)] });
      assertSingleProblem(validateIndividualReport(body, options), `guarantors[1].${name}`, /^is required$/);
    });
  }
  for (const name of reportInputFields.corporateOfficer.required) {
    it(`corporate officer: corporateOfficers[0].${name}`, () => {
      const body = businessBody({ corporateOfficers: [without(officer(), name)] });
      assertSingleProblem(validateBusinessReport(body, options), `corporateOfficers[0].${name}`, /^is required$/);
    });
  }

  it('match the spec tables', () => {
    assert.deepEqual(reportInputFields.guarantor.optional.sort(), ['addressLine2', 'country', 'customerNumber', 'middleName']);
    assert.deepEqual(reportInputFields.corporateOfficer.optional.sort(), ['addressLine2', 'country', 'customerNumber', 'middleName', 'nationalId']);
    assert.deepEqual(reportInputFields.individual.optional.sort(), ['addressLine2', 'country', 'customerNumber', 'guarantors', 'middleName', 'reference']);
    assert.deepEqual(reportInputFields.business.optional.sort(), ['addressLine2', 'customerNumber', 'guarantors', 'reference']);
  });
});

describe('defaults and normalisation', () => {
  it('individual: country Nigeria, customerNumber = bvn, middleName empty, guarantors empty', () => {
    const report = validIndividual(without(individualBody(), 'country', 'customerNumber', 'middleName', 'guarantors', 'addressLine2', 'reference'));
    assert.equal(report.country, 'Nigeria');
    assert.equal(report.customerNumber, report.bvn);
    assert.equal(report.middleName, '');
    assert.deepEqual(report.guarantors, []);
    assert.equal('addressLine2' in report, false);
    assert.equal('reference' in report, false);
  });

  it('an empty optional string counts as omitted, so the default applies', () => {
    const report = validIndividual(individualBody({ country: '  ', customerNumber: '', addressLine2: '', middleName: '' }));
    assert.equal(report.country, 'Nigeria');
    assert.equal(report.customerNumber, '22212345678');
    assert.equal(report.middleName, '');
    assert.equal('addressLine2' in report, false);
  });

  it('keeps a given customerNumber and country', () => {
    const report = validIndividual(individualBody({ customerNumber: ' CUST-9 ', country: 'Ghana' }));
    assert.equal(report.customerNumber, 'CUST-9');
    assert.equal(report.country, 'Ghana');
  });

  it('guarantor: customerNumber = bvn and country Nigeria when omitted', () => {
    const report = validIndividual(individualBody({ guarantors: [guarantor()] }));
    assert.equal(report.guarantors[0]?.customerNumber, guarantorExample.bvn);
    assert.equal(report.guarantors[0]?.country, 'Nigeria');
  });

  it('officer: identifier (customerNumber) = bvn when omitted, kept when given', () => {
    const report = validBusiness(businessBody({ corporateOfficers: [officer(), officer({ customerNumber: 'OFF-2' })] }));
    assert.equal(report.corporateOfficers[0]?.customerNumber, corporateOfficerExample.bvn);
    assert.equal(report.corporateOfficers[1]?.customerNumber, 'OFF-2');
    assert.equal(report.corporateOfficers[0]?.country, 'Nigeria');
  });

  it('business: customerNumber stays absent when omitted (there is no bvn to copy)', () => {
    const report = validBusiness(without(businessBody(), 'customerNumber', 'guarantors'));
    assert.equal('customerNumber' in report, false);
    assert.deepEqual(report.guarantors, []);
  });

  it('trims every string', () => {
    const report = validIndividual(individualBody({ firstName: '  Ada ', bvn: ' 22212345678 ', gender: ' Female ', dateOpened: ' 2023-06-01 ', email: ' ada@gmail.com ' }));
    assert.equal(report.firstName, 'Ada');
    assert.equal(report.bvn, '22212345678');
    assert.equal(report.gender, 'Female');
    assert.equal(report.dateOpened, '2023-06-01');
    assert.equal(report.email, 'ada@gmail.com');
  });

  it('term: free text kept, a number stored as its string form', () => {
    assert.equal(validIndividual(individualBody({ term: '18 months' })).term, '18 months');
    assert.equal(validIndividual(individualBody({ term: 12 })).term, '12');
    assertSingleProblem(validateIndividualReport(individualBody({ term: -3 }), options), 'term', /free text/);
    assertSingleProblem(validateIndividualReport(individualBody({ term: true }), options), 'term', /got a boolean/);
    assertSingleProblem(validateIndividualReport(individualBody({ term: ' ' }), options), 'term', /must not be empty/);
  });
});

describe('body shape and strings', () => {
  it('the body must be a JSON object', () => {
    for (const body of [null, [], 'text', 42, undefined]) {
      assertSingleProblem(validateIndividualReport(body, options), '', /request body must be a JSON object/);
      assertSingleProblem(validateBusinessReport(body, options), '', /request body must be a JSON object/);
    }
  });

  it('strings must be strings', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ firstName: 5 }), options), 'firstName', /must be a string, got a number/);
    assertSingleProblem(validateIndividualReport(individualBody({ city: null }), options), 'city', /got null/);
    assertSingleProblem(validateIndividualReport(individualBody({ addressLine2: null }), options), 'addressLine2', /got null/);
    assertSingleProblem(validateIndividualReport(individualBody({ accountNumber: 1234 }), options), 'accountNumber', /must be a string/);
  });

  it('a required string must not be empty after trimming', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ lastName: '   ' }), options), 'lastName', /must not be empty/);
    assertSingleProblem(validateBusinessReport(businessBody({ rcNumber: '' }), options), 'rcNumber', /must not be empty/);
    assertSingleProblem(validateBusinessReport(businessBody({ country: '' }), options), 'country', /must not be empty/);
  });

  it('middleName may be an empty string', () => {
    assert.equal(validIndividual(individualBody({ middleName: '' })).middleName, '');
  });
});

describe('bvn', () => {
  it('accepts exactly 11 digits', () => {
    assert.equal(validIndividual(individualBody({ bvn: '01234567890' })).bvn, '01234567890');
  });

  for (const bvn of ['2221234567', '222123456789', '2221234567a', '222-1234567', '']) {
    it(`rejects ${JSON.stringify(bvn)}`, () => {
      assertSingleProblem(validateIndividualReport(individualBody({ bvn }), options), 'bvn', /exactly 11 digits/);
    });
  }

  it('rejects a JSON number (leading zeros would be lost)', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ bvn: 22212345678 }), options), 'bvn', /quote it/);
  });

  it('is checked on guarantors and officers too', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ guarantors: [guarantor({ bvn: '123' })] }), options), 'guarantors[0].bvn', /11 digits/);
    assertSingleProblem(validateBusinessReport(businessBody({ corporateOfficers: [officer({ bvn: '123' })] }), options), 'corporateOfficers[0].bvn', /11 digits/);
  });
});

describe('dates', () => {
  const dateFields = ['accountStatusDate', 'dateOpened', 'balanceDate', 'maturityDate', 'dateOfBirth'];
  for (const field of dateFields) {
    it(`${field}: impossible dates are rejected`, () => {
      assertSingleProblem(validateIndividualReport(individualBody({ [field]: '2023-02-30' }), options), field, /2023-02-30 is not a real date/);
    });
  }

  for (const date of ['2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00']) {
    it(`${date} does not exist`, () => {
      assertSingleProblem(validateIndividualReport(individualBody({ accountStatusDate: date }), options), 'accountStatusDate', /is not a real date/);
    });
  }

  it('leap days that exist are accepted', () => {
    assert.equal(validIndividual(individualBody({ accountStatusDate: '2024-02-29' })).accountStatusDate, '2024-02-29');
    assert.equal(validIndividual(individualBody({ dateOfBirth: '2000-02-29' })).dateOfBirth, '2000-02-29');
  });

  it('only YYYY-MM-DD', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ balanceDate: '2024-5-31' }), options), 'balanceDate', /form YYYY-MM-DD/);
    assertSingleProblem(validateIndividualReport(individualBody({ balanceDate: '31/05/2024' }), options), 'balanceDate', /form YYYY-MM-DD/);
    assertSingleProblem(validateIndividualReport(individualBody({ balanceDate: '2024-05-31T00:00:00Z' }), options), 'balanceDate', /without a time/);
    assertSingleProblem(validateIndividualReport(individualBody({ balanceDate: 20240531 }), options), 'balanceDate', /date string YYYY-MM-DD, got a number/);
  });

  it('dateOfBirth must be strictly before today', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ dateOfBirth: today }), options), 'dateOfBirth', /must be in the past \(before 2024-06-01\)/);
    assertSingleProblem(validateIndividualReport(individualBody({ dateOfBirth: '2030-01-01' }), options), 'dateOfBirth', /in the past/);
    assert.equal(validIndividual(individualBody({ dateOfBirth: '2024-05-31' })).dateOfBirth, '2024-05-31');
    assertSingleProblem(
      validateIndividualReport(individualBody({ guarantors: [guarantor({ dateOfBirth: '2024-07-01' })] }), options),
      'guarantors[0].dateOfBirth',
      /in the past/,
    );
    assertSingleProblem(
      validateBusinessReport(businessBody({ corporateOfficers: [officer({ dateOfBirth: today })] }), options),
      'corporateOfficers[0].dateOfBirth',
      /in the past/,
    );
  });

  it('dateOpened must not be after maturityDate nor balanceDate; equal is fine', () => {
    assertSingleProblem(
      validateIndividualReport(individualBody({ dateOpened: '2024-06-02', balanceDate: '2024-06-30', maturityDate: '2024-06-01' }), options),
      'dateOpened',
      /must not be after maturityDate \(2024-06-01\)/,
    );
    assertSingleProblem(
      validateBusinessReport(businessBody({ dateOpened: '2024-06-01', balanceDate: '2024-05-31' }), options),
      'dateOpened',
      /must not be after balanceDate \(2024-05-31\)/,
    );
    validIndividual(individualBody({ dateOpened: '2024-05-31', balanceDate: '2024-05-31', maturityDate: '2024-05-31' }));
  });

  it('a future maturityDate is normal', () => {
    validIndividual(individualBody({ maturityDate: '2030-12-31' }));
  });

  it('options.today must be a real YYYY-MM-DD date', () => {
    assert.throws(() => validateIndividualReport(individualBody(), { today: '2024-02-30' }), TypeError);
    assert.throws(() => validateBusinessReport(businessBody(), { today: 'now' }), TypeError);
  });
});

describe('catalog fields', () => {
  it('an unknown value in a short list lists every allowed value', () => {
    assertSingleProblem(
      validateIndividualReport(individualBody({ gender: 'F' }), options),
      'gender',
      /^`F` is not in the gender catalog; allowed values: `Male`, `Female`, `Unknown`$/,
    );
    assertSingleProblem(validateIndividualReport(individualBody({ currency: 'EUR' }), options), 'currency', /allowed values: `NGN`, `USD`/);
  });

  it('an unknown value in a long list lists the nearest values and points at the catalog', () => {
    assertSingleProblem(
      validateIndividualReport(individualBody({ accountType: 'Personal' }), options),
      'accountType',
      /nearest allowed values: `PersonalLoan`, `PersonalTermLoan`.*\(all 17 in GET \/creditregistry\/api\/v1\/catalog\)/,
    );
    assertSingleProblem(validateBusinessReport(businessBody({ businessType: 'Bakery' }), options), 'businessType', /nearest allowed values: .*all 13/);
  });

  it('matching is case-sensitive, with the right spelling suggested', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ gender: 'female' }), options), 'gender', /case-sensitive: did you mean `Female`\?/);
    assertSingleProblem(validateIndividualReport(individualBody({ currency: 'ngn' }), options), 'currency', /did you mean `NGN`/);
    assertSingleProblem(validateBusinessReport(businessBody({ businessType: 'llc' }), options), 'businessType', /did you mean `LLC`/);
  });

  it('a mappedValue that is not itself an apiValue names the aliases to send', () => {
    assertSingleProblem(
      validateIndividualReport(individualBody({ accountType: 'PL31_PersonalTermLoan' }), options),
      'accountType',
      /the catalog maps to, not one to send; send one of `PersonalLoan`, `PersonalTermLoan`/,
    );
    assertSingleProblem(
      validateBusinessReport(businessBody({ businessType: 'RetailShopPharmacyDepartmentStore' }), options),
      'businessType',
      /send one of `SoleProprietorship`/,
    );
  });

  it('values of another group are not accepted', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ interestType: 'Monthly' }), options), 'interestType', /not in the interestType catalog/);
  });

  it('non-string values are rejected', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ repaymentFrequency: 1 }), options), 'repaymentFrequency', /must be a string, got a number; allowed values/);
  });

  it('role: Director, Owner or Officer only', () => {
    assertSingleProblem(
      validateBusinessReport(businessBody({ corporateOfficers: [officer(), officer({ role: 'CEO' })] }), options),
      'corporateOfficers[1].role',
      /allowed values: `Director`, `Owner`, `Officer`/,
    );
  });
});

describe('amounts and rates', () => {
  for (const field of ['principal', 'outstandingBalance', 'minimumInstallment']) {
    it(`${field}: finite, non-negative number`, () => {
      assertSingleProblem(validateIndividualReport(individualBody({ [field]: -0.01 }), options), field, /must not be negative/);
      assertSingleProblem(validateIndividualReport(individualBody({ [field]: '1000' }), options), field, /must be a number, got a string/);
      assertSingleProblem(validateIndividualReport(individualBody({ [field]: Number.NaN }), options), field, /finite/);
      assertSingleProblem(validateBusinessReport(businessBody({ [field]: Number.POSITIVE_INFINITY }), options), field, /finite/);
      assert.equal(validIndividual(individualBody({ [field]: 0 }))[field as 'principal'], 0);
      assert.ok(Object.is(validIndividual(individualBody({ [field]: -0 }))[field as 'principal'], 0));
    });
  }

  it('interestRate: finite number >= 0', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ interestRate: -1 }), options), 'interestRate', /must not be negative/);
    assertSingleProblem(validateIndividualReport(individualBody({ interestRate: '24%' }), options), 'interestRate', /must be a number/);
    assert.equal(validIndividual(individualBody({ interestRate: 0 })).interestRate, 0);
    assert.equal(validIndividual(individualBody({ interestRate: 31.75 })).interestRate, 31.75);
  });
});

describe('emails', () => {
  for (const email of ['ada@gmail.com', 'first.last+tag@bank.com.ng', 'a@b.co']) {
    it(`accepts ${email}`, () => assert.equal(validIndividual(individualBody({ email })).email, email));
  }

  for (const email of ['ada', 'ada@', '@gmail.com', 'ada@gmail', 'ada@@gmail.com', 'a@b@c.com', 'ada lovelace@gmail.com', 'ada@gmail..com', 'ada@.gmail.com', 'ada@gmail.com.']) {
    it(`rejects ${email}`, () => {
      assertSingleProblem(validateIndividualReport(individualBody({ email }), options), 'email', /valid email address/);
    });
  }

  it('lower-cases the domain only', () => {
    assert.equal(validIndividual(individualBody({ email: 'Ada.Eze@GMAIL.com' })).email, 'Ada.Eze@gmail.com');
  });

  it('business email domain must not end in .example, .test or .invalid', () => {
    for (const suffix of ['.example', '.test', '.invalid']) {
      assertSingleProblem(validateBusinessReport(businessBody({ email: `accounts@okafor${suffix}` }), options), 'email', new RegExp(`not one ending in \\${suffix}`));
    }
    assertSingleProblem(validateBusinessReport(businessBody({ email: 'accounts@okafor.TEST' }), options), 'email', /\.test/);
    assert.equal(validBusiness(businessBody({ email: 'accounts@test.com' })).email, 'accounts@test.com');
    assert.equal(validBusiness(businessBody({ email: 'accounts@example.com' })).email, 'accounts@example.com');
  });

  it('the reserved-domain rule is the business contact only, as the spec scopes it', () => {
    validIndividual(individualBody({ email: 'ada@home.test', guarantors: [guarantor({ email: 'g@home.example' })] }));
    validBusiness(businessBody({ corporateOfficers: [officer({ email: 'o@home.invalid' })] }));
  });

  it('is checked on nested people', () => {
    assertSingleProblem(validateBusinessReport(businessBody({ corporateOfficers: [officer({ email: 'nope' })] }), options), 'corporateOfficers[0].email', /valid email/);
  });
});

describe('phones', () => {
  const valid: [string, string][] = [
    ['08031234567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['+234-803-123-4567', '+2348031234567'],
    [' 0703-123-4567 ', '+2347031234567'],
    ['09012345678', '+2349012345678'],
  ];
  for (const [input, e164] of valid) {
    it(`${input} -> ${e164}`, () => {
      assert.equal(validIndividual(individualBody({ phone: input })).phone, e164);
    });
  }

  const invalid: [string, RegExp][] = [
    ['8031234567', /Nigerian phone number/],
    ['0803123456', /Nigerian phone number/],
    ['080312345678', /Nigerian phone number/],
    ['2348031234567', /add the leading \+/],
    ['+23408031234567', /drop the 0 after \+234/],
    ['+2340803123456', /Nigerian phone number/],
    ['00803123456', /Nigerian phone number/],
    ['(0803) 123 4567', /Nigerian phone number/],
    ['+14155550123', /Nigerian phone number/],
    ['0803123456a', /Nigerian phone number/],
  ];
  for (const [input, message] of invalid) {
    it(`rejects ${input}`, () => assertSingleProblem(validateIndividualReport(individualBody({ phone: input }), options), 'phone', message));
  }

  it('rejects a JSON number (the leading 0 or + is lost)', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ phone: 8031234567 }), options), 'phone', /sent as a string/);
  });

  it('normalises nested phones and reports their paths', () => {
    const report = validBusiness(businessBody({ phone: '0809 123 4567', guarantors: [guarantor({ phone: '0802-555-0199' })] }));
    assert.equal(report.phone, '+2348091234567');
    assert.equal(report.guarantors[0]?.phone, '+2348025550199');
    assert.equal(report.corporateOfficers[0]?.phone, '+2348031112233');
    assertSingleProblem(
      validateIndividualReport(individualBody({ guarantors: [guarantor(), guarantor({ phone: '123' })] }), options),
      'guarantors[1].phone',
      /Nigerian phone number/,
    );
  });
});

describe('arrays', () => {
  it('corporateOfficers: required, an array, at least one, objects', () => {
    assertSingleProblem(validateBusinessReport(businessBody({ corporateOfficers: [] }), options), 'corporateOfficers', /at least 1 corporate officer/);
    assertSingleProblem(validateBusinessReport(businessBody({ corporateOfficers: officer() }), options), 'corporateOfficers', /must be an array/);
    assertSingleProblem(validateBusinessReport(businessBody({ corporateOfficers: [officer(), 'Okafor'] }), options), 'corporateOfficers[1]', /must be a JSON object, got a string/);
  });

  it('guarantors: optional, an array, possibly empty, of objects', () => {
    assert.deepEqual(validIndividual(individualBody({ guarantors: [] })).guarantors, []);
    assertSingleProblem(validateIndividualReport(individualBody({ guarantors: guarantor() }), options), 'guarantors', /must be an array of guarantor objects, got an object/);
    assertSingleProblem(validateIndividualReport(individualBody({ guarantors: [null] }), options), 'guarantors[0]', /got null/);
    assertSingleProblem(validateBusinessReport(businessBody({ guarantors: [guarantor({ gender: 'M' })] }), options), 'guarantors[0].gender', /allowed values/);
  });
});

describe('unknown fields', () => {
  it('a typo gets a did-you-mean', () => {
    const body = individualBody({ acountNumber: 'LN-1' });
    delete body.accountNumber;
    const details = problemsOf(validateIndividualReport(body, options));
    assert.deepEqual(details, [
      { path: 'acountNumber', message: 'is not a field of the individual report; did you mean `accountNumber`?' },
      { path: 'accountNumber', message: 'is required' },
    ]);
  });

  const suggestions: [string, string][] = [
    ['BVN', 'bvn'],
    ['first_name', 'firstName'],
    ['phone_number', 'phone'],
    ['dob', 'dateOfBirth'],
    ['emial', 'email'],
    ['maturitydate', 'maturityDate'],
    ['repaymentFrequncy', 'repaymentFrequency'],
    ['minimumInstalment', 'minimumInstallment'],
  ];
  for (const [typo, field] of suggestions) {
    it(`${typo} -> did you mean ${field}`, () => {
      assertSingleProblem(validateIndividualReport(individualBody({ [typo]: 'x' }), options), typo, new RegExp(`did you mean \`${field}\`\\?$`));
    });
  }

  it('a field nothing like a known one is still an error, without a suggestion', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ favouriteColour: 'blue' }), options), 'favouriteColour', /^is not a field of the individual report$/);
  });

  it('unknown fields are errors at every level', () => {
    assertSingleProblem(
      validateIndividualReport(individualBody({ guarantors: [guarantor({ emial: 'x@y.com' })] }), options),
      'guarantors[0].emial',
      /not a field of a guarantor; did you mean `email`/,
    );
    assertSingleProblem(
      validateBusinessReport(businessBody({ corporateOfficers: [officer({ title: 'CFO' })] }), options),
      'corporateOfficers[0].title',
      /not a field of a corporate officer/,
    );
  });

  for (const field of ['bvn', 'firstName', 'lastName', 'dateOfBirth', 'gender']) {
    it(`business body: ${field} belongs to the individual report`, () => {
      assertSingleProblem(validateBusinessReport(businessBody({ [field]: 'x' }), options), field, /belongs to the individual report/);
    });
  }

  it('individual body: business fields belong to the business report', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ rcNumber: 'RC1' }), options), 'rcNumber', /belongs to the business report/);
    assertSingleProblem(validateIndividualReport(individualBody({ corporateOfficers: [] }), options), 'corporateOfficers', /belongs to the business report/);
  });

  it('guarantors have no role', () => {
    assertSingleProblem(validateIndividualReport(individualBody({ guarantors: [guarantor({ role: 'Director' })] }), options), 'guarantors[0].role', /corporate officer field/);
  });
});

describe('all problems at once', () => {
  it('reports every problem, at every level, each with its path', () => {
    const body = individualBody({
      bvn: '123',
      gender: 'male',
      phone: '12345',
      principal: -5,
      dateOpened: '2025-01-01',
      dateOfBirth: '2023-02-30',
      acountType: 'x',
      guarantors: [guarantor(), guarantor({ phone: 'n/a', email: 'bad' })],
    });
    delete body.city;
    const details = problemsOf(validateIndividualReport(body, options));
    assert.deepEqual(
      details.map((detail) => detail.path),
      [
        'acountType',
        'principal',
        'bvn',
        'dateOfBirth',
        'gender',
        'phone',
        'city',
        'guarantors[1].phone',
        'guarantors[1].email',
        'dateOpened',
        'dateOpened',
      ],
    );
    assert.match(details[0]?.message ?? '', /did you mean `accountType`/);
  });

  it('a business body with problems in officers and guarantors', () => {
    const body = businessBody({
      email: 'a@b.test',
      corporateOfficers: [officer({ role: 'Chair' }), officer({ bvn: 1 })],
      guarantors: [guarantor({ dateOfBirth: '2099-01-01' })],
      bvn: '22212345678',
    });
    const details = problemsOf(validateBusinessReport(body, options));
    assert.deepEqual(details.map((detail) => detail.path).sort(), ['bvn', 'corporateOfficers[0].role', 'corporateOfficers[1].bvn', 'email', 'guarantors[0].dateOfBirth']);
  });
});

describe('hostile bodies stay cheap', () => {
  it('thousands of unknown keys are all reported, quickly', () => {
    const junk = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`accountNumbr${index}`, 1]));
    const started = performance.now();
    const details = problemsOf(validateIndividualReport(individualBody({ ...junk, ['x'.repeat(100_000)]: 1 }), options));
    assert.equal(details.length, 5001);
    assert.ok(performance.now() - started < 1000, 'validation of a junk body took too long');
  });
});

describe('hostile catalog values stay cheap', () => {
  it('a huge accountType is rejected quickly, echoed truncated', () => {
    const started = performance.now();
    const details = problemsOf(validateIndividualReport(individualBody({ accountType: 'P'.repeat(200_000) }), options));
    assert.ok(performance.now() - started < 200);
    assert.equal(details.length, 1);
    assert.ok((details[0]?.message.length ?? 0) < 300);
    assert.match(details[0]?.message ?? '', /GET \/creditregistry\/api\/v1\/catalog/);
  });
});
