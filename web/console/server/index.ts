/* The web console's server side: the only file other folders import. */
export { registerConsoleRoutes } from './console.routes.js';
export type { ConsoleDeps } from './console-session.js';
