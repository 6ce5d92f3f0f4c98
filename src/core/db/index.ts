export { openDatabase, queryRows, queryRowsPrepared, insertRowPrepared, selectRowsPrepared, type Database, type Db } from './client.js';
export * as tables from './schema/index.js';
