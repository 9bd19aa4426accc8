export * from './page-meta';
export * from './paths';
export * from './site-routes';
