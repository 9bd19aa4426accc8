import { lazyComponent } from '../../../lib/lazy-component';

/**
 * The photo slots' fields (photo-slot-field.tsx, with the photo tools they use): 12 of the 34
 * templates have photo slots, so the editor loads them only for those (editor-start.ts brings
 * them with such an art, before the editor's first render).
 */
export const PhotoSlotFields = lazyComponent(() =>
  import('./photo-slot-field').then((module) => module.PhotoSlotFields),
);
