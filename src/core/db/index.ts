export { openDatabase, queryRows, queryRowsPrepared, type Database, type Db } from './client.js';
export * as tables from './schema/index.js';
