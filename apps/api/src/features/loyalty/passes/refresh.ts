import type { Deps } from '../../../lib/context.ts';
import { pushPassUpdates } from './apns.ts';
import { googleAccessToken, patchLoyaltyObject } from './google-api.ts';
import { googleObjectId, googlePoints } from './google-pass.ts';
import {
  type ChangedPass,
  forgetPass,
  forgetPushToken,
  markUnsent,
  pushTokensOf,
  takeChangedPasses,
} from './passes.repository.ts';

/** Passes taken per run (the job runs every minute; a run takes the next ones while any are left). */
const BATCH = 500;

/** Tells Apple's devices their passes changed; a pass none of whose pushes got through is tried again. */
async function refreshApple(deps: Deps, passes: ChangedPass[]) {
  const keys = deps.config.passes.apple;
  if (!keys || passes.length === 0) return 0;
  const devices = await pushTokensOf(deps.db, passes);
  const answers = await pushPassUpdates(
    keys,
    devices.map((d) => d.pushToken),
  );
  for (const device of devices) {
    const status = answers.get(device.pushToken) ?? 0;
    if (status === 410) await forgetPushToken(deps.db, device.pushToken);
    else if (status !== 200) await markUnsent(deps.db, { ...device, wallet: 'apple' });
  }
  return devices.length;
}

/** Patches each changed Google object; one the customer never saved is forgotten, a failure retried. */
async function refreshGoogle(deps: Deps, passes: ChangedPass[]) {
  const keys = deps.config.passes.google;
  if (!keys || passes.length === 0) return 0;
  let token: string;
  try {
    token = await googleAccessToken(keys);
  } catch (err) {
    deps.log.warn({ err }, 'Google Wallet: no access token; its passes are tried again');
    for (const pass of passes) await markUnsent(deps.db, pass);
    return 0;
  }
  let sent = 0;
  for (const pass of passes) {
    const status = await patchLoyaltyObject(
      keys,
      token,
      googleObjectId(keys, pass.storeId, pass.customerId),
      googlePoints(pass.balance, pass.level),
    ).catch(() => 0);
    if (status === 404) await forgetPass(deps.db, pass);
    else if (status < 200 || status >= 300) await markUnsent(deps.db, pass);
    else sent++;
  }
  return sent;
}

/**
 * The cards in Apple Wallet and Google Wallet whose balance or level changed since they were last given:
 * Apple's devices pushed (they then fetch the pass), Google's objects patched.
 */
export async function refreshPasses(deps: Deps) {
  const { apple, google } = deps.config.passes;
  if (!apple && !google) return { apple: 0, google: 0 };
  const changed = await takeChangedPasses(deps.db, BATCH);
  const [applePushed, googlePatched] = await Promise.all([
    refreshApple(
      deps,
      changed.filter((p) => p.wallet === 'apple'),
    ),
    refreshGoogle(
      deps,
      changed.filter((p) => p.wallet === 'google'),
    ),
  ]);
  return { apple: applePushed, google: googlePatched };
}
