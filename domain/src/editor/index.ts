// Issue 20: the online editor's pure core: the church profile's prefill of an art's layers,
// the edited art 'Minhas artes' keeps, and the titles before a person's name.
export {
  EDIT_DESIGN_ID_MAX,
  EDIT_LOGO_URL_MAX,
  EDIT_PHOTO_ID_MAX,
  EDIT_PHOTOS_MAX,
  EDIT_PIX_PAYLOAD_MAX,
  EDIT_STATE_MESSAGES,
  EDIT_STORAGE_KEY_MAX,
  EditChurchColorsSchema,
  type EditedArt,
  type EditedArtInput,
  EditedArtSchema,
  type EditedPhoto,
  EditedPhotoSchema,
  PHOTO_CROP_SCALE_MAX,
  type PhotoCrop,
  PhotoCropSchema,
  photoNotInTemplateMessage,
  slotNotInTemplateMessage,
  slotTooLongMessage,
  unknownSlotMessage,
} from './edit-state';
export { HONORIFICS, hasHonorific, pastorTitle } from './honorifics';
export {
  cutOnWord,
  PREFILL_SLOTS,
  type PrefillChurch,
  prefillTexts,
  serviceTimesText,
} from './prefill';
