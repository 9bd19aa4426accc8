export { IMAGE_TYPE_HEAD_BYTES, type ImageType, imageTypeOf } from './image-type';
