export type { ModelType } from './api';
export { useUploadImage, useUploading } from './api';
export { ImageUpload } from './ImageUpload';
export { ImageUrlField } from './ImageUrlField';
