export { type ApiDeps, createApp } from './app';
export { openDatabase, migrateToLatest, type DatabaseHandle, type DatabaseOptions } from './db/database';
export { seedDemoCatalogue } from './seed';
export { startApi, type RunningApi, type StartApiOptions } from './server';
