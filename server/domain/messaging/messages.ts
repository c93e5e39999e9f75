// Dutch texts of messaging (the spec has none for these refusals; §8 has 'Geen gesprekken gevonden.').

export const NOT_LOGGED_IN = 'Log in om je berichten te lezen en te sturen.';
export const SUBSCRIBERS_START_CONVERSATIONS =
  'Een gesprek beginnen kan met een Premium- of Extended-lidmaatschap. Heeft iemand jou al een bericht gestuurd, dan kun je altijd antwoorden.';
export const NO_MESSAGE_TO_SELF = 'Je kunt jezelf geen bericht sturen.';
export const USER_NOT_FOUND = 'Deze gebruiker bestaat niet (meer).';
export const THREAD_NOT_FOUND = 'Dit gesprek bestaat niet (meer).';
export const NOT_YOUR_THREAD = 'Dit gesprek is niet van jou.';
export const NOTIFICATION_NOT_FOUND = 'Dit bericht bestaat niet (meer).';
export const NOT_YOUR_NOTIFICATION = 'Alleen de ontvanger kan dit bericht als gelezen markeren.';
export const MESSAGE_EMPTY = 'Schrijf eerst een bericht.';
export const MESSAGE_TOO_LONG = 'Een bericht mag maximaal 5.000 tekens lang zijn.';
export const NO_RECIPIENT = 'Kies naar wie je dit bericht stuurt.';
export const HOUSE_NOT_IN_CONVERSATION = 'Dit huis is niet van jou of van de ontvanger.';
