export { registerAdminRoutes } from './admin.routes.js';
export { requireAdmin } from './admin.routes.js';
