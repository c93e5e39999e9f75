import type { Config } from '../../config.js';
import { captchaOff, createRecaptcha } from './recaptcha.js';
import type { Captcha } from './types.js';

export { captchaOff, createRecaptcha, RECAPTCHA_VERIFY_URL } from './recaptcha.js';
export type { Captcha } from './types.js';

export function createCaptcha(config: Pick<Config, 'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL'>): Captcha {
  return config.RECAPTCHA_SECRET ? createRecaptcha(config.RECAPTCHA_SECRET, config.RECAPTCHA_VERIFY_URL) : captchaOff;
}
