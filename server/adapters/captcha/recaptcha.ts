import type { Captcha } from '../../domain/ports/captcha.js';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Google's server-side check: POST secret, response (and remoteip) as a form to siteverify; the
 * answer is `{"success": true|false, "error-codes": [...]}` (notes/external-apis.md).
 */
export function createRecaptcha(secret: string, verifyUrl = RECAPTCHA_VERIFY_URL, timeoutMs = 5000): Captcha {
  return {
    enabled: true,
    async verify(response, remoteIp) {
      if (!response) return false;
      const body = new URLSearchParams({ secret, response });
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const res = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
        if (!res.ok) return false;
        const json = (await res.json()) as { success?: unknown };
        return json.success === true;
      } catch {
        return false;
      }
    },
  };
}

/** Offline default: no captcha asked, every form passes. */
export const captchaOff: Captcha = { enabled: false, verify: async () => true };
