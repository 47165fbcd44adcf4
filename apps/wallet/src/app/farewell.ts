const KEY = 'premia.wallet.farewell';

/**
 * A word for the store's page, where a customer who ended their session on purpose lands (their account
 * deleted): kept for this tab only, and said once. Not in the card's first download (profile and the
 * store's page are lazy).
 */
export function sayOnStorePage(text: string) {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // private mode: nothing said
  }
}

/** The word left for the store's page, taken: a reload does not say it again. */
export function takeFarewell(): string | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
