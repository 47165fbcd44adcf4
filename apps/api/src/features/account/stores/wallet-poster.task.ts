import { type PosterInfo, walletPoster } from './wallet-poster.ts';

/** The wallet poster drawn in a thread of the CPU pool (lib/cpu-pool.ts): stores.service.ts asks for it. */
export async function run(info: PosterInfo): Promise<Uint8Array> {
  return walletPoster({ ...info, logo: info.logo && Buffer.from(info.logo) });
}
