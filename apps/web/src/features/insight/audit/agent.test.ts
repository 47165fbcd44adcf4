import { describe, expect, it } from 'vitest';
import { shortAgent } from './agent';

describe('shortAgent', () => {
  it('names the browser, its version and the system', () => {
    expect(
      shortAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 120 · Windows');
    expect(
      shortAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iOS');
    expect(shortAgent('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe(
      'Firefox 121 · Linux',
    );
  });

  it('names a program that is not a browser by its first word', () => {
    expect(shortAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(shortAgent('CajaPOS/2.1 (Windows)')).toBe('CajaPOS/2.1');
  });
});
