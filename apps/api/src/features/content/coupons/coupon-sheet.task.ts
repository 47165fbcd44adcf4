import { couponSheet, type SheetInfo } from './coupon-sheet.ts';

/** The coupon sheet made in a thread of the CPU pool (lib/cpu-pool.ts): coupons.service.ts asks for it. */
export async function run({ info, codes }: { info: SheetInfo; codes: string[] }): Promise<Uint8Array> {
  return couponSheet({ ...info, logo: info.logo && Buffer.from(info.logo) }, codes);
}
