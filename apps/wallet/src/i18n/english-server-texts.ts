import { server, serverFields } from '../../../web/src/i18n/locales/en.json';

/** The server's messages in English, as the back office's dictionary has them (checked by its i18n test). */
export const englishServerTexts = { server, serverFields };
