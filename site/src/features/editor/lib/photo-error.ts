/**
 * A photo the editor cannot take (too large, not an image, a saved one gone), its message in
 * pt-BR. Apart from editor-photo.ts, which the editor loads only for an art with photo slots.
 */
export class PhotoError extends Error {}
