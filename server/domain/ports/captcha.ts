/** reCAPTCHA check of the registration form; off (always passes) unless RECAPTCHA_SECRET is set. */
export interface Captcha {
  readonly enabled: boolean;
  /** True when the `g-recaptcha-response` token is valid. Network failures count as not valid. */
  verify(response: string, remoteIp?: string): Promise<boolean>;
}
