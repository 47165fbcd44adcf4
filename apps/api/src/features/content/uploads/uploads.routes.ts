import type { Handlers } from '../../../lib/context.ts';
import * as uploads from './uploads.service.ts';

export const uploadHandlers = {
  '/general/upload-file/:modelType': (input, ctx) => uploads.uploadImage(ctx, input),
} satisfies Partial<Handlers>;
