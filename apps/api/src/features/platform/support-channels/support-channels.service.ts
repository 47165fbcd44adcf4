import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import type { Deps } from '../../../lib/context.ts';
import { getGeneralConfiguration } from '../general/index.ts';
import { saveChannels } from './support-channels.repository.ts';

function view(row: {
  supportPhone: string | null;
  whatsappNumber: string | null;
  whatsappMessage: string | null;
}) {
  return {
    supportPhone: row.supportPhone || null,
    whatsappNumber: row.whatsappNumber || null,
    whatsappMessage: row.whatsappMessage || null,
  };
}

export async function get(deps: Deps) {
  return view(await getGeneralConfiguration(deps.db));
}

/** The support phone: store owners' floating WhatsApp link goes to it (spec §1); null hides the link. */
export async function saveSupportPhone(
  deps: Deps,
  input: RouteParsedInput<'/admin/configuration/save-support-phone'>,
) {
  const row = await saveChannels(deps.db, { supportPhone: input.supportPhone || null });
  return { ...said('support.phoneSaved'), ...view(row) };
}

export async function saveWhatsApp(
  deps: Deps,
  input: RouteParsedInput<'/admin/configuration/update-whatsapp'>,
) {
  const row = await saveChannels(deps.db, {
    whatsappNumber: input.whatsappNumber || null,
    whatsappMessage: input.whatsappMessage || null,
  });
  return { ...said('support.whatsappSaved'), ...view(row) };
}
