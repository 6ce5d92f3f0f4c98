export { registerHealthRoutes } from './health.routes.js';
export { summariseSystemHealth, type SystemHealth } from './system-health.js';
