/**
 * A page of the store's wallet to come back to after signing in (`survey`, `coupon?code=…`): only a
 * page name under the store's address, with a coupon's code at most, so the parameter never leads away.
 */
const NEXT = /^[a-z]+(\?code=[A-Za-z0-9-]{1,64})?$/;

export function nextPage(next: string | null): string | null {
  return next && NEXT.test(next) ? next : null;
}
