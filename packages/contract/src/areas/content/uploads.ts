import { z } from 'zod';
import { saidFields } from '../../common.ts';
import { route } from '../../route-table.ts';

/** What an uploaded image is for; it decides nothing but the folder and the name. */
export const uploadModelTypes = [
  'reward',
  'logo',
  'offer',
  'news',
  'banner',
  'product',
  'category',
  'storetype',
  'notification',
  'coupon',
] as const;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 4096;

export const uploadRoutes = {
  '/general/upload-file/:modelType': route({
    area: 'uploads',
    summary:
      'Upload one image (PNG, JPEG, WebP or GIF, checked by content; at most 5 MB and 4096×4096 px) as multipart/form-data with the field "file"; answers its public URL.',
    access: 'user',
    multipart: {
      maxBytes: MAX_UPLOAD_BYTES,
      mediaTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    },
    input: z.object({ modelType: z.enum(uploadModelTypes) }),
    output: z.object({ ...saidFields, url: z.string(), width: z.number(), height: z.number() }),
    example: { modelType: 'reward' },
    failures: ['rate-limited'],
  }),
} as const;
