/* Console people, sessions, one-time links, permissions and the audit log: the only file other folders import. */
export { actorLabel, listAuditActions, listAuditEntries, writeAudit, type Actor, type AuditFilter } from './audit.js';
export { registerConsoleAdminRoutes, CreateConsoleUserBody, ConsoleUserCreatedData } from './console-admin.routes.js';
export { creditAuditedWallet, setAuditedService, setAuditedSubscription } from './billing-actions.js';
export { addAuditedSandboxIdentity, removeAuditedSandboxIdentity } from './sandbox-actions.js';
export { changeInstitutionStatus, createAuditedInstitution, issueAuditedApiKey, revokeAuditedApiKey } from './institution-actions.js';
export { consoleLinkUrl, consolePath } from './links.js';
export { passwordMaxLength, passwordMinLength } from './passwords.js';
export {
  authenticateConsoleUser,
  consoleRoles,
  createConsoleUser,
  deleteConsoleSession,
  findConsoleUser,
  findSessionUser,
  findUsableLink,
  insertConsoleSession,
  institutionRoles,
  issuePasswordReset,
  listInstitutionUsers,
  normaliseEmail,
  passwordProblem,
  redeemLink,
  signOutEverywhere,
  unusableLinkMessage,
  wrongPasswordMessage,
  type ConsoleRole,
  type ConsoleUser,
  type InstitutionRole,
  type LinkPurpose,
} from './people.js';
export { assertCanManage, assertCanReview, assertCanView, assertOperator, canManage, canReview } from './permissions.js';
