export { type ApiDeps, createApp } from './app';
export { DataDirLockedError } from './db/data-dir-lock';
export {
  type DatabaseHandle,
  type DatabaseOptions,
  migrateToLatest,
  openDatabase,
} from './db/database';
export { seedDemoCatalogue } from './seed';
export { type RunningApi, type StartApiOptions, startApi } from './server';
