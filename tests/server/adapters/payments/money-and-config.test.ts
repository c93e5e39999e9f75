import { describe, expect, it } from 'vitest';
import { paymentIdFromWebhook } from '../../../../server/adapters/payments/webhook.js';
import { ConfigError, loadConfig } from '../../../../server/config.js';
import { centsToDecimal, decimalToCents, formatEuroCents } from '../../../../server/domain/money.js';

describe('amounts', () => {
  it("writes integer cents as Mollie's two-decimal strings and reads them back exactly", () => {
    expect([0, 1, 5, 10, 99, 100, 995, 11995].map(centsToDecimal)).toEqual([
      '0.00',
      '0.01',
      '0.05',
      '0.10',
      '0.99',
      '1.00',
      '9.95',
      '119.95',
    ]);
    expect(centsToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    // Every amount up to € 1.000 survives the round trip; a float conversion would not (0.29 * 100 = 28.999…).
    const wrong: number[] = [];
    for (let cents = 0; cents <= 100_000; cents++)
      if (decimalToCents(centsToDecimal(cents)) !== cents) wrong.push(cents);
    expect(wrong).toEqual([]);
  });

  it('refuses what is not an amount in cents, and reads only plain two-decimal strings', () => {
    for (const bad of [9.95, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => centsToDecimal(bad)).toThrow(RangeError);
    for (const bad of ['9.9', '9,95', '9.950', '-1.00', '1e3', ' 9.95', '']) expect(decimalToCents(bad)).toBeNull();
  });

  it('shows amounts the Dutch way', () => {
    expect(formatEuroCents(995)).toBe('€\u00a09,95');
    expect(formatEuroCents(11995)).toBe('€\u00a0119,95');
    expect(formatEuroCents(123456789)).toBe('€\u00a01.234.567,89');
  });
});

describe('webhook bodies', () => {
  it('carry a payment id and nothing else we trust', () => {
    expect(paymentIdFromWebhook('id=tr_WDqYK6vllg')).toBe('tr_WDqYK6vllg');
    expect(paymentIdFromWebhook(new URLSearchParams({ id: 'tr_abc' }))).toBe('tr_abc');
    for (const bad of ['', 'id=', 'id=sub_abc', 'id=tr_', 'id=tr_abc%00', 'id=tr_../../x', 'payment=tr_abc']) {
      expect(paymentIdFromWebhook(bad)).toBeNull();
    }
  });
});

describe('payment configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
  };

  it('takes a Mollie API key and an API URL', () => {
    const c = loadConfig({
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_URL: 'http://127.0.0.1:9/v2',
    });
    expect(c.MOLLIE_API_KEY).toBe('test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM');
    expect(c.MOLLIE_API_URL).toBe('http://127.0.0.1:9/v2');
  });

  it('stops on a value that is no Mollie key, and on an API URL without a key', () => {
    expect(problems({ MOLLIE_API_KEY: 'dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' })).toContain(
      'MOLLIE_API_KEY: moet een Mollie API-sleutel zijn (begint met test_ of live_)',
    );
    expect(problems({ MOLLIE_API_URL: 'https://api.mollie.com/v2' })).toContain(
      'MOLLIE_API_URL: werkt alleen samen met MOLLIE_API_KEY',
    );
    expect(problems({ MOLLIE_API_KEY: 'test_abc', MOLLIE_API_URL: 'api.mollie.com' })).toContain('MOLLIE_API_URL:');
  });

  it('needs a Mollie key in production on a public address, where the test checkout would give plans away', () => {
    expect(problems({ NODE_ENV: 'production', APP_URL: 'https://huiskans.nl' })).toContain(
      'MOLLIE_API_KEY: is nodig in productie op https://huiskans.nl',
    );
    expect(problems({ NODE_ENV: 'production', APP_URL: 'https://huiskans.nl', MOLLIE_API_KEY: 'live_abc' })).toBe('');
    // npm start on a laptop and development keep the local checkout.
    expect(problems({ NODE_ENV: 'production' })).toBe('');
    expect(problems({ NODE_ENV: 'production', APP_URL: 'http://127.0.0.1:3000' })).toBe('');
    expect(problems({ NODE_ENV: 'development', APP_URL: 'https://huiskans.nl' })).toBe('');
  });
});
