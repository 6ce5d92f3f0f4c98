export { openDatabase, queryRows, type Database, type Db } from './client.js';
export * as tables from './schema/index.js';
