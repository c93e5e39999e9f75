// The client's login page, optionally returning to `redirect` afterwards. Free of imports: the
// client's paths (client/paths.ts) and the server's redirects (a shared advisor offer link opened
// by a visitor) build it from this one module.
export const LOGIN_PATH = '/meedoen/email';

export const loginWithRedirect = (redirect: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
