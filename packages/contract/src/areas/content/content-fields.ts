import { z } from 'zod';
import { longText, requiredText, text } from '../../common.ts';

/**
 * What the store's and the platform's content (offers, news, banners) share: an image as its URL
 * (an upload of ours, /uploads/…, or a web address) and a link a customer can follow.
 */
export const imageUrl = () =>
  text(500).regex(/^(https?:\/\/|\/uploads\/)/, { message: 'content.imageFormat' });

/**
 * An image that can only be one of our uploads (/uploads/<owner>/<kind>/<uuid>.<ext>, what the upload
 * route answers): a notification's image travels in pushes and mails, so no web address (a tracking
 * pixel), script link or markup is accepted (issue #31 item 10).
 */
export const uploadedImage = () =>
  text(500).regex(/^\/uploads\/[a-z0-9-]+\/[a-z0-9-]+\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/, {
    message: 'content.imageUploadedOnly',
  });

/** A link a customer follows: a web address (http or https) or a WhatsApp/phone/mail link. */
export const contentLink = () =>
  text(500).regex(/^(https?:\/\/|mailto:|tel:|whatsapp:)/, { message: 'content.linkFormat' });

/** What a news item and an offer both are, the store's or the platform's. */
export const contentItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  imageSquared: z.string().nullable(),
  active: z.boolean(),
  buttonText: z.string().nullable(),
  buttonLink: z.string().nullable(),
  /** Shown on the store's public page, without sign-in. */
  public: z.boolean(),
  /** A platform item (the admin's), shown to every store's customers. */
  platform: z.boolean(),
  createdAt: z.string(),
});

/** What the owner (and the admin) writes of a news item and an offer alike. */
export const contentFields = z.object({
  name: requiredText(120),
  description: longText(2000).nullable().optional(),
  image: imageUrl().nullable().optional(),
  imageSquared: imageUrl().nullable().optional(),
  active: z.boolean().default(true),
  buttonText: text(40).nullable().optional(),
  buttonLink: contentLink().nullable().optional(),
  public: z.boolean().default(false),
});
