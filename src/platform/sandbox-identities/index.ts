export { registerSandboxIdentityRoutes } from './sandbox-identities.routes.js';
export { findSandboxIdentity, checkIdNumber, type SandboxIdentity } from './sandbox-identities.js';
export { seedSandboxIdentities, seedOutcomes, seedNumberPrefixes } from './seed.js';
export { idTypes, type SandboxIdType, AddSandboxIdentityBody, SandboxIdentityParams, SandboxIdentityKeyData, SandboxIdentityListData, EmptyData } from './sandbox-identities.schemas.js';
export { addSandboxIdentity, listSandboxIdentities, removeSandboxIdentity } from './sandbox-identities.js';
