// Dutch texts of viewings, offers and the bid log (the spec has none for these refusals).

export const DEALS_MESSAGES = {
  viewingSubscribersOnly:
    'Een bezichtiging aanvragen kan met een Premium- of Extended-lidmaatschap. Kies een lidmaatschap om verder te gaan.',
  offerSubscribersOnly:
    'Een bod uitbrengen kan met een Premium- of Extended-lidmaatschap. Kies een lidmaatschap om verder te gaan.',
  ownHouseViewing: 'Je kunt geen bezichtiging aanvragen voor je eigen huis.',
  ownHouseOffer: 'Je kunt geen bod uitbrengen op je eigen huis.',
  notForSale: 'Dit huis is niet (meer) te koop.',
  viewingOpen: 'Je hebt al een bezichtiging van dit huis aangevraagd. Reageer in je berichten op het voorstel.',
  offerAccepted: 'Je bod op dit huis is al geaccepteerd.',
  viewingNotFound: 'Deze bezichtiging bestaat niet (meer).',
  offerNotFound: 'Dit bod bestaat niet (meer).',
  onlyOwnerAnswersOffer: 'Alleen de eigenaar van het huis kan op dit bod reageren.',
  waitingForBidder: 'Je wacht op het antwoord van de bieder op je tegenbod.',
  offerExpired: 'Dit bod is verlopen: er is niet op tijd op gereageerd.',
  viewingAnswered: 'Op dit verzoek is al gereageerd.',
  viewingNotYourTurn: 'Je wacht nog op een antwoord van de ander.',
  offerAnswered: 'Op dit bod is al gereageerd.',
  offerReplaced: 'Dit bod is vervangen door een nieuwer bod.',
  bidLogPrivate: 'Het biedlogboek zie je als eigenaar, of met een lopend bod van minstens 50% van de vraagprijs.',
  // Input (422)
  offerRequired: 'Vul een bod in.',
  offerWhole: 'Een bod is een heel bedrag in euro’s, zonder komma of punt.',
  offerPositive: 'Een bod moet hoger zijn dan € 0.',
  offerTooHigh: 'Dit bedrag is te hoog.',
  counterRequired: 'Vul je tegenbod in.',
  counterHigher: 'Een tegenbod moet hoger zijn dan het bod.',
  commentsTooLong: 'Een toelichting mag maximaal 2.000 tekens lang zijn.',
  reservation: 'Kies ja of nee.',
  dateRequired: 'Kies een datum.',
  dateInvalid: 'Kies een geldige datum.',
  datePast: 'Kies een moment in de toekomst.',
  dateTooFar: 'Kies een datum binnen een jaar.',
  timeRequired: 'Kies een tijd.',
  timeInvalid: 'Kies een geldige tijd (uu:mm).',
  sameSlot: 'Stel een ander moment voor dan het huidige.',
  answerInvalid: 'Kies een antwoord uit de lijst.',
  counterAnswerInvalid:
    'Accepteer het tegenbod of wijs het af. Wil je een ander bedrag bieden? Breng dan een nieuw bod uit.',
} as const;
