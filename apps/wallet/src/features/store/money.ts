/** An amount in the store's currency, as the reader's language writes it in the store's country. */
export function formatMoneyIn(language: string, countryCode: string, currency: string) {
  try {
    const format = new Intl.NumberFormat(`${language}-${countryCode.toUpperCase()}`, {
      style: 'currency',
      currency,
    });
    return (amount: number) => format.format(amount);
  } catch {
    return (amount: number) => `${currency} ${amount.toFixed(2)}`;
  }
}
