export { clientErrorHandler, frameworkErrorHandler, installErrorHandling, maxParamLength, sendError, toAppError } from './errors.js';
export { validatorCompiler, formatValidationErrors, jsonPointerToPath } from './validation.js';
export { ok } from './reply.js';
export { boundedText, dateTimeText, envelopeSchema, errorEnvelopeSchema, ErrorDetailSchema, idText, standardErrorResponses } from './schemas.js';
export { checkText, checkTextDeep, installTextRule, textProblem } from './text-rule.js';
