import { text } from '../common.ts';

/**
 * What the store's and the platform's content (offers, news, banners) share: an image as its URL
 * (an upload of ours, /uploads/…, or a web address) and a link a customer can follow.
 */
export const imageUrl = () =>
  text(500).regex(/^(https?:\/\/|\/uploads\/)/, { message: 'content.imageFormat' });

/** A link a customer follows: a web address (http or https) or a WhatsApp/phone/mail link. */
export const contentLink = () =>
  text(500).regex(/^(https?:\/\/|mailto:|tel:|whatsapp:)/, { message: 'content.linkFormat' });
