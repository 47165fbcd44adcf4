import type { Handlers } from '../../../lib/context.ts';
import * as supportChannels from './support-channels.service.ts';

export const supportChannelsHandlers = {
  '/admin/configuration/get-whatsapp': (_input, ctx) => supportChannels.get(ctx.deps),
  '/admin/configuration/save-support-phone': (input, ctx) =>
    supportChannels.saveSupportPhone(ctx.deps, input),
  '/admin/configuration/update-whatsapp': (input, ctx) => supportChannels.saveWhatsApp(ctx.deps, input),
} satisfies Partial<Handlers>;
