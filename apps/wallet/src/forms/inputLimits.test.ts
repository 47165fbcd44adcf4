import { describe, expect, it } from 'vitest';
import { inputLimits } from './inputLimits';

describe("inputLimits: a wallet route's text limits from its contract schema", () => {
  it('gives the checkout, sign-in, profile, coupon, review and survey inputs the server limits', () => {
    expect(inputLimits('/wallet/orders/place')).toMatchObject({
      note: { maxLength: 500 },
      address: { maxLength: 300 },
    });
    expect(inputLimits('/login/customer/send-code').email).toEqual({ maxLength: 254 });
    expect(inputLimits('/login/customer/verify-code').code).toEqual({ maxLength: 6 });
    expect(inputLimits('/wallet/profile/update')).toMatchObject({
      firstName: { maxLength: 80 },
      lastName: { maxLength: 80 },
      mobile: { maxLength: 20 },
    });
    expect(inputLimits('/wallet/coupons/claim').code).toEqual({ maxLength: 64 });
    expect(inputLimits('/wallet/review/save').text).toEqual({ maxLength: 1000 });
    expect(inputLimits('/wallet/survey/answer').comment).toEqual({ maxLength: 1000 });
  });

  it('gives a field without a length nothing to limit', () => {
    expect(inputLimits('/wallet/orders/place').mode).toEqual({});
  });
});
