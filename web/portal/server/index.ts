/* The only file other folders import. */
export { registerPortalRoutes, type PortalRouteDeps } from './portal.routes.js';
