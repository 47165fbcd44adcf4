import { server, serverFields } from '../../../../web/src/i18n/locales/it.json';

/** The server's messages as the back office's dictionary has them (its i18n test checks every code). */
export const serverTexts = { server, serverFields };
