// Issue 17: the editable-art templates (ARCHITECTURE.md, 'Templates are the product's core
// artefact'): sizes, slots, fonts, palettes, symbols, the filling rules and the SVG renderer.
export type { BackgroundKind } from './backgrounds';
export { formatEventDate, formatLongDate, formatShortDate, formatTime } from './dates';
export { type DesignInput, designFor, templatesForSize } from './design';
export { cleanText, type FitSpec, type FittedText, fitText, wrapText } from './fit';
export { FONT_FACES, type FontFace, faceKey, textWidth } from './fonts';
export { LOGO_IMAGE_ID } from './logo';
export {
  type Arrangement,
  type PhotoSlotSpec,
  TEMPLATES,
  type Template,
  type TemplateKind,
  type TextSlotSpec,
  templateById,
} from './model';
export {
  CHURCH_PALETTE_ID,
  CHURCH_PALETTE_NAME,
  CHURCH_TEXT_CONTRAST,
  type ChurchColors,
  churchPalette,
  HEX_COLOR,
  PALETTES,
  type Palette,
} from './palettes';
export {
  CENTRED,
  clampFraming,
  fitFraming,
  framingAfterMove,
  framingRange,
  PHOTO_ZOOM_MAX,
  type PhotoFraming,
  type PhotoInput,
  photoPlacement,
} from './photo-crop';
export { type PixCode, pixCode, type QrMatrix, qrMatrix } from './pix-code';
export { PIX_QR_ID, pixQrCode, QR_QUIET_ZONE, qrPathData } from './qr';
export {
  ANIMATION_FRAMES,
  type ArtLayout,
  layoutArt,
  type RenderArtInput,
  type RenderedArt,
  renderArtSvg,
} from './render';
export { ART_SIZE_IDS, ART_SIZES, type ArtSize, type ArtSizeId, isArtSizeId } from './sizes';
export { isSlotName, SLOT_LABELS, SLOT_MAX_LENGTH, SLOT_NAMES, type SlotName } from './slots';
export { SYMBOL_LICENCE, SYMBOLS, type SymbolName } from './symbols';
export type { Box, PlacedSlot } from './text';
