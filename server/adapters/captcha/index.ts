import type { Config } from '../../config.js';
import type { Captcha } from '../../domain/ports/captcha.js';
import { captchaOff, createRecaptcha } from './recaptcha.js';

export type { Captcha } from '../../domain/ports/captcha.js';
export { captchaOff, createRecaptcha, RECAPTCHA_VERIFY_URL } from './recaptcha.js';

export function createCaptcha(config: Pick<Config, 'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL'>): Captcha {
  return config.RECAPTCHA_SECRET ? createRecaptcha(config.RECAPTCHA_SECRET, config.RECAPTCHA_VERIFY_URL) : captchaOff;
}
