// Dutch texts of accounts. The first block is copied verbatim from the spec (§5, §8); the rest are
// clear Dutch texts where the spec is silent.

// spec §5 Registration
export const REQUIRED = 'Zorg dat alle velden zijn ingevuld.';
export const PASSWORD_TOO_SHORT = 'Het wachtwoord dient minimaal 8 karakters te bevatten.';
export const PASSWORDS_DIFFER = 'De wachtwoorden dienen overeen te komen.';
export const TERMS_REQUIRED = 'Voordat je verder gaat, moet je eerst de voorwaarden accepteren.';
export const CAPTCHA_REQUIRED = 'Voordat je verder gaat, moet je eerst aangeven dat je geen robot bent.';
// spec §8 Login
export const LOGIN_FAILED =
  "Helaas kunnen we je niet inloggen met deze gegevens. Probeer het opnieuw, of stel je wachtwoord opnieuw in met de 'Wachtwoord vergeten'-knop.";
export const USER_EXISTS_THROTTLED = 'Om veiligheidsredenen vragen we je 1 minuutje te wachten voordat je verder gaat.';
// spec §8 global handler (the 422 message of every InputError)
export const SAVE_FAILED = 'Opslaan mislukt, check de invoer';

// Where the spec is silent
export const INVALID_EMAIL = 'Vul een geldig e-mailadres in.';
export const EMAIL_TAKEN = 'Er bestaat al een account met dit e-mailadres.';
export const PHONE_LENGTH = 'Vul een Nederlands telefoonnummer van 10 cijfers in, zoals 06-1234 5678.';
export const INVALID_USER_TYPE = 'Kies of je een woning zoekt, verkoopt of allebei.';
export const INVALID_MOVING_MONTHS = 'Kies wanneer je wilt verhuizen.';
export const tooLong = (max: number) => `Dit veld mag maximaal ${max} tekens bevatten.`;
export const BIO_TOO_LONG = 'Je bio mag maximaal 2000 tekens bevatten.';
export const HOUSE_NOT_ATTACHABLE = 'Deze woning kan niet aan je account worden gekoppeld.';
export const SEARCH_QUERY_NOT_ATTACHABLE = 'Dit zoekprofiel kan niet aan je account worden gekoppeld.';
export const loginThrottled = (seconds: number) =>
  `Te veel inlogpogingen. Probeer het over ${seconds} seconden opnieuw.`;
export const REGISTRATION_THROTTLED =
  'Er zijn vanaf deze verbinding net al veel accounts aangemaakt. Probeer het over een uur opnieuw.';
export const mailsToAddressThrottled = (seconds: number) =>
  `We hebben net al een paar e-mails naar dit adres gestuurd. Probeer het over ${Math.ceil(seconds / 60)} minuten opnieuw.`;
export const MAILS_FROM_IP_THROTTLED =
  'Er zijn vanaf deze verbinding net al veel e-mails verstuurd. Probeer het later opnieuw.';
export const RESET_THROTTLED =
  'Je hebt al een paar keer een nieuwe link gevraagd. Wacht een minuutje en probeer het opnieuw.';
export const RESET_LINK_SENT =
  'Als er een account bij dit e-mailadres hoort, hebben we je een e-mail gestuurd met een link om je wachtwoord opnieuw in te stellen.';
export const RESET_TOKEN_INVALID =
  'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe aan.';
export const VERIFY_TOKEN_INVALID = 'Deze bevestigingslink is ongeldig of verlopen. Vraag een nieuwe aan.';
export const VERIFICATION_SENT = 'We hebben je een e-mail gestuurd met een link om je e-mailadres te bevestigen.';
export const ALREADY_VERIFIED = 'Je e-mailadres is al bevestigd.';
export const CURRENT_PASSWORD_WRONG = 'Je huidige wachtwoord klopt niet.';
export const PASSWORD_WRONG = 'Het wachtwoord klopt niet.';
export const USER_NOT_FOUND = 'Deze gebruiker bestaat niet (meer).';
export const NOT_YOUR_ACCOUNT = 'Je kunt alleen je eigen gegevens wijzigen.';
export const CANNOT_BLOCK_SELF = 'Je kunt jezelf niet blokkeren.';
export const PHOTO_TOO_LARGE = 'De foto mag maximaal 10 MB groot zijn.';
export const PHOTO_REQUIRED = 'Kies een foto om te uploaden.';
// E-mail change
export const CURRENT_PASSWORD_FOR_EMAIL = 'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.';
export const emailChangeSent = (email: string) =>
  `We hebben een link gestuurd naar ${email}. Je nieuwe e-mailadres gaat in zodra je die link volgt (24 uur geldig).`;
export const emailChangePending = (email: string) => `Wachtend op bevestiging: ${email}`;
export const EMAIL_CHANGE_LINK_INVALID =
  'Deze link om je e-mailadres te wijzigen is ongeldig, al gebruikt of verlopen. Wijzig je e-mailadres opnieuw via je persoonlijke gegevens.';
export const EMAIL_CHANGE_TAKEN =
  'Dit e-mailadres is inmiddels in gebruik bij een ander account. Je e-mailadres is niet gewijzigd.';
export const EMAIL_CHANGE_CONFIRMED = 'Je e-mailadres is gewijzigd. Log voortaan in met je nieuwe e-mailadres.';
export const EMAIL_CHANGE_UNDO_INVALID =
  'Deze link om een e-mailwijziging terug te draaien is ongeldig, al gebruikt of verlopen. Neem contact met ons op als je account niet meer van jou lijkt.';
export const EMAIL_CHANGE_UNDO_TAKEN =
  'Je oude e-mailadres is inmiddels in gebruik bij een ander account, dus we kunnen het niet terugzetten. Neem contact met ons op.';
export const EMAIL_CHANGE_UNDONE =
  'De wijziging is teruggedraaid: je account hoort weer bij dit e-mailadres en je bent overal uitgelogd. Stel voor de zekerheid een nieuw wachtwoord in.';
