// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSession } from './session';

describe('the authorization check at start (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a stored session with a token and a user type', () => {
    localStorage.setItem('premia.session', JSON.stringify({ token: 't', userType: 'admin' }));
    expect(readStoredSession()).toMatchObject({ token: 't', userType: 'admin' });
  });

  it('logs out a stored session with a token but no user type', () => {
    localStorage.setItem('premia.session', JSON.stringify({ token: 't' }));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('premia.session')).toBeNull();
  });

  it('drops unreadable or token-less data', () => {
    localStorage.setItem('premia.session', '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem('premia.session', JSON.stringify({ userType: 'client' }));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('premia.session')).toBeNull();
  });
});
