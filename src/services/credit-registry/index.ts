/* The only file other folders import. */
export { registerCreditRegistryRoutes } from './credit-registry.routes.js';
export { creditRegistryJobs } from './credit-registry.jobs.js';
