export { registerAdminRoutes, requireAdmin } from './admin.routes.js';
