/** What other features may use of stamp cards (issue 34 §4): the POS's stamp and the wallet's card. */
export { giveStamp, walletStampCard } from './stamps.service.ts';
