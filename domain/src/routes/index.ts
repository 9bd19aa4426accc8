export * from './paths';
export * from './site-routes';
