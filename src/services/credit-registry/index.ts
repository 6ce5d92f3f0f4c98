/* The only file other folders import. */
export { registerCreditRegistryRoutes } from './credit-registry.routes.js';
export { creditRegistryJobs } from './credit-registry.jobs.js';
// For clients (the CLI's `report` commands): the CSV format and the shapes the routes answer with.
export { readCsvRecords, formatCsvRecord, CsvSyntaxError } from './csv.js';
export { maxBulkRows } from './bulk-rows.js';
export type { BulkResponseData, ReportResponseData, StatusResponseData } from './report.schemas.js';
export { listSubmissions, findSubmission, submitConsoleUpload, resendCorrectedReport, submissionStatuses, type SubmissionFilter } from './console-submissions.js';
