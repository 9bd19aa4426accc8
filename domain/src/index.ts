// The domain: business rules, constants and the API contract of both specs.
// Pure TypeScript, no I/O. Every module cites the spec section it implements.
export * from './access';
export * from './attribution';
export * from './catalogue';
export * from './contract';
export * from './editor';
export * from './forms';
export * from './pix';
export * from './plans';
export * from './popups';
export * from './routes';
export * from './templates';
export * from './time';
export * from './uploads';
export * from './video-lessons';
