import { Hono } from 'hono';
import { html } from 'hono/html';
import { PRODUCT } from '../config.js';
import { page } from './layout.js';

export const legalPages = new Hono()
  .get('/voorwaarden', (c) =>
    c.html(
      page(
        'Algemene voorwaarden',
        html`<h1>Algemene voorwaarden</h1>
<p>Deze voorwaarden gelden voor iedereen die ${PRODUCT.name} gebruikt: zoekers, verkopers en adviseurs.</p>
<h2>1. Wat ${PRODUCT.name} doet</h2>
<p>${PRODUCT.name} brengt mensen die een huis zoeken in contact met eigenaren die hun huis willen verkopen, en met makelaars en hypotheekadviseurs. Wij zijn zelf geen partij bij de koop van een woning.</p>
<h2>2. Je account</h2>
<p>Je geeft bij het aanmelden juiste gegevens op en houdt je wachtwoord geheim. Je bent verantwoordelijk voor wat er met je account gebeurt.</p>
<h2>3. Woningen en berichten</h2>
<p>Wie een woning plaatst, verklaart de eigenaar te zijn of namens de eigenaar te handelen. Berichten zijn respectvol; misbruik kan leiden tot blokkering van je account.</p>
<h2>4. Abonnementen</h2>
<p>Premium kost € 9,95 per maand en is maandelijks opzegbaar. Extended kost € 119,95 per jaar: het eerste jaar betaal je vooraf en je geeft toestemming voor een jaarlijkse incasso; opzeggen kan per jaar.</p>
<h2>5. Contact</h2>
<p>Vragen? Mail ons via <a href="mailto:${PRODUCT.supportEmail}">${PRODUCT.supportEmail}</a>.</p>`,
      ),
    ),
  )
  .get('/privacy', (c) =>
    c.html(
      page(
        'Privacyverklaring',
        html`<h1>Privacyverklaring</h1>
<p>${PRODUCT.name} gaat zorgvuldig om met je persoonsgegevens en houdt zich aan de Algemene verordening gegevensbescherming (AVG).</p>
<h2>Welke gegevens</h2>
<p>Je naam, e-mailadres en telefoonnummer, je zoekprofielen, de woningen die je plaatst, je berichten en je betalingen.</p>
<h2>Waarvoor</h2>
<p>Om je kansen te tonen, berichten te bezorgen, je abonnement te regelen en je te helpen bij het kopen of verkopen van een huis. We verkopen je gegevens nooit door.</p>
<h2>Huisnummer en postcode</h2>
<p>Het exacte adres van een woning tonen we alleen aan de eigenaar en aan abonnees. Anderen zien de straat, de plaats en een locatie bij benadering.</p>
<h2>Je rechten</h2>
<p>Je kunt je gegevens inzien, laten aanpassen of je account laten verwijderen. Mail ons via <a href="mailto:${PRODUCT.supportEmail}">${PRODUCT.supportEmail}</a>.</p>`,
      ),
    ),
  );
