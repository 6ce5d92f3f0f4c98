/**
 * The spec's daysInArrears band table restated as boundary cases, independently of catalog.ts, so
 * the tests check the implementation against the contract rather than against itself.
 */
export const bandEdgeCases: readonly (readonly [days: number, band: string])[] = [
  [0, 'Performing'],
  [1, 'Late_less_than_30_days'],
  [29, 'Late_less_than_30_days'],
  [30, 'Delinquent_over_30_days'],
  [59, 'Delinquent_over_30_days'],
  [60, 'Delinquent_over_60_days'],
  [89, 'Delinquent_over_60_days'],
  [90, 'Sub_standard_90_days'],
  [119, 'Sub_standard_90_days'],
  [120, 'Sub_standard_120_days'],
  [149, 'Sub_standard_120_days'],
  [150, 'Sub_standard_150_days'],
  [179, 'Sub_standard_150_days'],
  [180, 'Doubtful_180_days'],
  [359, 'Doubtful_180_days'],
  [360, 'Lost_360_days'],
  [5000, 'Lost_360_days'],
  [10_000, 'Lost_360_days'],
];
