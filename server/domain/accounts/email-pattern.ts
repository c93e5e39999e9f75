// The one e-mail rule (spec §5 Login: "a standard e-mail pattern"): a local part, @, and a domain with
// a top-level domain of 2+ letters (or an IP in brackets). Free of imports, so the client checks
// the same pattern the server enforces (accounts and contact).
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
