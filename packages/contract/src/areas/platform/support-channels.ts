import { z } from 'zod';
import { empty, longText } from '../../common.ts';
import { route } from '../../route-table.ts';
import { messageOutput } from '../account/auth.ts';

/** A phone WhatsApp can open: the country code, then the number (+51 987 654 321). */
export const internationalPhone = () =>
  z
    .string()
    .trim()
    .max(30)
    .regex(/^\+[0-9][0-9 ()-]{5,28}$/, { message: 'support.internationalPhone' });

export const supportChannels = z.object({
  /** Owners see a WhatsApp link to this number (spec §1); none when null. */
  supportPhone: z.string().nullable(),
  /** The platform's WhatsApp Business number. */
  whatsappNumber: z.string().nullable(),
  /** The text a WhatsApp chat opens with. */
  whatsappMessage: z.string().nullable(),
});
export type SupportChannels = z.infer<typeof supportChannels>;

export const supportChannelRoutes = {
  '/admin/configuration/get-whatsapp': route({
    area: 'support-channels',
    summary: 'The support phone and the WhatsApp settings (business number, default message).',
    access: 'admin',
    input: empty,
    output: supportChannels,
    example: {},
  }),
  '/admin/configuration/update-whatsapp': route({
    area: 'support-channels',
    summary: 'Save the WhatsApp business number and the message a chat opens with (null: none).',
    access: 'admin',
    input: z.object({
      whatsappNumber: internationalPhone().nullable(),
      whatsappMessage: longText(500).nullable(),
    }),
    output: messageOutput.merge(supportChannels),
    example: { whatsappNumber: '+51 987 654 321', whatsappMessage: 'Hola, necesito ayuda con Premia.' },
  }),
  '/admin/configuration/save-support-phone': route({
    area: 'support-channels',
    summary: "Save the support phone: store owners' WhatsApp link goes to it (null hides the link).",
    access: 'admin',
    input: z.object({ supportPhone: internationalPhone().nullable() }),
    output: messageOutput.merge(supportChannels),
    example: { supportPhone: '+51 987 654 321' },
  }),
} as const;
