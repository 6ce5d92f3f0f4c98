export { openDatabase, queryRows, queryRowsPrepared, insertRowPrepared, definePreparedSelect, type Database, type Db, type PreparedParam } from './client.js';
export * as tables from './schema/index.js';
