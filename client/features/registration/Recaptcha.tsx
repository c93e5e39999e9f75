import { useEffect, useRef } from 'react';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; hl?: string },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __huiskansRecaptchaLoaded?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__huiskansRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
    };
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=__huiskansRecaptchaLoaded&render=explicit&hl=nl';
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA kon niet worden geladen'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The 'Ik ben geen robot' checkbox (reCAPTCHA v2), only rendered when a site key is configured.
 * Remount it (change its `key`) to reset it, as spec §8 asks after a failed registration.
 */
export function Recaptcha({ siteKey, onChange }: { siteKey: string; onChange: (token: string | null) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    let cancelled = false;
    onChangeRef.current(null);
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled || !ref.current) return;
        grecaptcha.render(ref.current, {
          sitekey: siteKey,
          hl: 'nl',
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
        });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);
  return <div ref={ref} className="recaptcha" />;
}
