export { serviceCodes, isServiceCode, type ServiceCode } from './service-codes.js';
export {
  createInstitution,
  issueApiKey,
  revokeApiKey,
  setInstitutionService,
  setSubscription,
  getInstitution,
  listInstitutions,
  setInstitutionStatus,
  authenticateInstitution,
  findEnabledServices,
  type InstitutionCaller,
  type ServiceSetting,
} from './institutions.js';
export { requireInstitution, callerOf } from './auth-hook.js';
