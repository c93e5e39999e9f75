/** Dutch texts of the login flow, character for character from spec §8. */
export const LOGIN_INVALID_TEXT =
  "Helaas kunnen we je niet inloggen met deze gegevens. Probeer het opnieuw, of stel je wachtwoord opnieuw in met de 'Wachtwoord vergeten'-knop.";
export const LOGIN_FAILED_TEXT = 'Er ging iets mis bij het inloggen. Probeer het alsjeblieft later opnieuw.';
export const RATE_LIMITED_TEXT = 'Om veiligheidsredenen vragen we je 1 minuutje te wachten voordat je verder gaat.';
