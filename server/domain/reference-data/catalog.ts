import { PRODUCT } from '../../config.js';

// Reference data as data: the seed upserts it (seed-reference.ts), the domain reads it by `key`.
// Keys are stable snake_case identifiers that code may rely on; names are the Dutch labels users see
// and may be reworded freely. Database ids are not stable across environments, keys are.

export interface HouseTypeEntry {
  key: string;
  name: string;
  /** Houses with ground of their own vs. homes in a building; the demo seed sizes plots by it. */
  group: 'woonhuis' | 'appartement' | 'overig';
}

export const HOUSE_TYPES: readonly HouseTypeEntry[] = [
  { key: 'woonhuis', name: 'Eengezinswoning', group: 'woonhuis' },
  { key: 'tussenwoning', name: 'Tussenwoning', group: 'woonhuis' },
  { key: 'hoekwoning', name: 'Hoekwoning', group: 'woonhuis' },
  { key: 'twee_onder_een_kap', name: 'Twee-onder-een-kapwoning', group: 'woonhuis' },
  { key: 'geschakelde_woning', name: 'Geschakelde woning', group: 'woonhuis' },
  { key: 'vrijstaande_woning', name: 'Vrijstaande woning', group: 'woonhuis' },
  { key: 'bungalow', name: 'Bungalow', group: 'woonhuis' },
  { key: 'villa', name: 'Villa', group: 'woonhuis' },
  { key: 'herenhuis', name: 'Herenhuis', group: 'woonhuis' },
  { key: 'boerderij', name: 'Boerderij', group: 'woonhuis' },
  { key: 'woonboerderij', name: 'Woonboerderij', group: 'woonhuis' },
  { key: 'appartement', name: 'Appartement', group: 'appartement' },
  { key: 'benedenwoning', name: 'Benedenwoning', group: 'appartement' },
  { key: 'bovenwoning', name: 'Bovenwoning', group: 'appartement' },
  { key: 'portiekwoning', name: 'Portiekwoning', group: 'appartement' },
  { key: 'galerijflat', name: 'Galerijflat', group: 'appartement' },
  { key: 'maisonnette', name: 'Maisonnette', group: 'appartement' },
  { key: 'penthouse', name: 'Penthouse', group: 'appartement' },
  { key: 'woonboot', name: 'Woonboot', group: 'overig' },
];

export interface TagCategoryEntry {
  /** Fixed ids: the client and the spec (§3, §9) refer to 1 and 3. */
  id: number;
  key: string;
  name: string;
  tags: readonly { key: string; name: string }[];
}

export const TAG_CATEGORY_BUILDING_STYLE = 1;
export const TAG_CATEGORY_LOCATION = 3;

export const TAG_CATEGORIES: readonly TagCategoryEntry[] = [
  {
    id: TAG_CATEGORY_BUILDING_STYLE,
    key: 'building_style',
    name: 'Bouwstijl',
    tags: [
      { key: 'jaren_30', name: 'Jaren 30' },
      { key: 'jaren_50', name: 'Jaren 50' },
      { key: 'jaren_70', name: 'Jaren 70' },
      { key: 'modern', name: 'Modern' },
      { key: 'karakteristiek', name: 'Karakteristiek' },
      { key: 'nieuwbouw', name: 'Nieuwbouw' },
      { key: 'landelijk', name: 'Landelijk' },
      { key: 'rijksmonument', name: 'Rijksmonument' },
      { key: 'art_deco', name: 'Art deco' },
      { key: 'jugendstil', name: 'Jugendstil' },
      { key: 'industrieel', name: 'Industrieel' },
      { key: 'energieneutraal', name: 'Energieneutraal' },
    ],
  },
  {
    id: TAG_CATEGORY_LOCATION,
    key: 'location',
    name: 'Ligging',
    tags: [
      { key: 'in_het_centrum', name: 'In het centrum' },
      { key: 'aan_het_water', name: 'Aan het water' },
      { key: 'aan_een_park', name: 'Aan een park' },
      { key: 'in_een_woonwijk', name: 'In een woonwijk' },
      { key: 'vrij_uitzicht', name: 'Vrij uitzicht' },
      { key: 'landelijk_gelegen', name: 'Landelijk gelegen' },
      { key: 'aan_een_rustige_weg', name: 'Aan een rustige weg' },
      { key: 'nabij_school', name: 'Nabij school' },
      { key: 'nabij_openbaar_vervoer', name: 'Nabij openbaar vervoer' },
      { key: 'nabij_winkels', name: 'Nabij winkels' },
      { key: 'aan_de_bosrand', name: 'Aan de bosrand' },
    ],
  },
];

export const FACILITIES: readonly { key: string; name: string }[] = [
  { key: 'tuin', name: 'Tuin' },
  { key: 'balkon', name: 'Balkon' },
  { key: 'dakterras', name: 'Dakterras' },
  { key: 'garage', name: 'Garage' },
  { key: 'parkeerplaats', name: 'Eigen parkeerplaats' },
  { key: 'lift', name: 'Lift' },
  { key: 'zonnepanelen', name: 'Zonnepanelen' },
  { key: 'warmtepomp', name: 'Warmtepomp' },
  { key: 'laadpaal', name: 'Laadpaal' },
  { key: 'open_haard', name: 'Open haard' },
  { key: 'berging', name: 'Berging' },
  { key: 'zolder', name: 'Zolder' },
  { key: 'kelder', name: 'Kelder' },
  { key: 'serre', name: 'Serre' },
  { key: 'vloerverwarming', name: 'Vloerverwarming' },
  { key: 'airconditioning', name: 'Airconditioning' },
  { key: 'zwembad', name: 'Zwembad' },
  { key: 'sauna', name: 'Sauna' },
];

export const EXPERTISES: readonly { key: string; name: string }[] = [
  { key: 'makelaar_aankoop', name: 'Aankoopmakelaar' },
  { key: 'makelaar_verkoop', name: 'Verkoopmakelaar' },
  { key: 'hypotheekadvies', name: 'Hypotheekadvies' },
  { key: 'bouwkundige_keuring', name: 'Bouwkundige keuring' },
  { key: 'taxatie', name: 'Taxatie' },
  { key: 'notaris', name: 'Notaris' },
];

/** Professional registrations; each vouches for one or more expertises (by key). */
export const CERTIFICATES: readonly { name: string; expertises: readonly string[] }[] = [
  { name: 'NVM', expertises: ['makelaar_aankoop', 'makelaar_verkoop', 'taxatie'] },
  { name: 'VBO', expertises: ['makelaar_aankoop', 'makelaar_verkoop', 'taxatie'] },
  { name: 'Vastgoedpro', expertises: ['makelaar_aankoop', 'makelaar_verkoop', 'taxatie'] },
  { name: 'Register Taxateur (NRVT)', expertises: ['taxatie'] },
  { name: 'Erkend Hypotheekadviseur', expertises: ['hypotheekadvies'] },
  { name: 'SEH', expertises: ['hypotheekadvies'] },
  { name: 'Wft Hypothecair Krediet', expertises: ['hypotheekadvies'] },
  { name: 'Vereniging Eigen Huis bouwkundig keurder', expertises: ['bouwkundige_keuring'] },
  { name: 'KNB', expertises: ['notaris'] },
];

export const LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'nl', name: 'Nederlands' },
  { code: 'en', name: 'Engels' },
  { code: 'de', name: 'Duits' },
  { code: 'fr', name: 'Frans' },
  { code: 'fy', name: 'Fries' },
  { code: 'tr', name: 'Turks' },
  { code: 'ar', name: 'Arabisch' },
  { code: 'pl', name: 'Pools' },
  { code: 'es', name: 'Spaans' },
];

export interface KnowledgebaseStepEntry {
  key: string;
  userType: 'searcher' | 'seller' | 'all';
  title: string;
  body: string;
  url: string | null;
}

const dashboard = `/mijn-${PRODUCT.slug}`;

/** Step-by-step guidance on the dashboard; `position` in the database follows this order per user type. */
export const KNOWLEDGEBASE_STEPS: readonly KnowledgebaseStepEntry[] = [
  {
    key: 'zoeker_budget',
    userType: 'searcher',
    title: 'Bepaal je budget',
    body:
      'Begin bij wat je maandelijks wilt en kunt betalen, niet bij het maximale bedrag dat een bank leent. ' +
      'Houd rekening met de kosten koper (overdrachtsbelasting, notaris, taxatie, advies): reken op 3 tot 6 procent ' +
      'van de koopprijs, die je meestal uit eigen geld betaalt. Zet een buffer opzij voor onverwachte reparaties.',
    url: null,
  },
  {
    key: 'zoeker_zoekprofiel',
    userType: 'searcher',
    title: 'Maak een zoekprofiel',
    body:
      'Kies de plaats waar je wilt wonen, hoe ver je daaromheen wilt zoeken, het type woning en je budget. ' +
      'Huiskans laat je dan kansen zien: woningen die te koop staan, maar ook huizen waarvan de eigenaar openstaat ' +
      'voor een goed bod. Hoe completer je profiel, hoe beter de kansen passen.',
    url: `${dashboard}/zoekprofielen/toevoegen`,
  },
  {
    key: 'zoeker_hypotheek',
    userType: 'searcher',
    title: 'Laat je adviseren over je hypotheek',
    body:
      'Een oriënterend gesprek met een hypotheekadviseur is vaak gratis en geeft duidelijkheid over je maximale ' +
      'lening en je maandlasten. Neem je loonstroken, een werkgeversverklaring en een overzicht van je schulden mee. ' +
      'Met een financieringsindicatie op zak kun je sneller bieden als je droomhuis voorbijkomt.',
    url: null,
  },
  {
    key: 'zoeker_bezichtigen',
    userType: 'searcher',
    title: 'Bezichtig goed voorbereid',
    body:
      'Maak vooraf een lijstje met vragen: waarom verkoopt de eigenaar, wat is het energielabel, wanneer zijn dak ' +
      'en kozijnen voor het laatst onderhouden? Let op vochtplekken, scheuren en de staat van de cv-ketel. ' +
      'Ga bij een appartement na hoe gezond de VvE is en hoe groot het onderhoudsfonds.',
    url: null,
  },
  {
    key: 'zoeker_bieden',
    userType: 'searcher',
    title: 'Breng een doordacht bod uit',
    body:
      'Bied op basis van vergelijkbare verkopen in de buurt en neem ontbindende voorwaarden op, zoals ' +
      'financiering en een bouwkundige keuring. Een koop is pas definitief als de koopovereenkomst is getekend; ' +
      'daarna heb je als koper nog drie dagen bedenktijd.',
    url: null,
  },
  {
    key: 'verkoper_waarde',
    userType: 'seller',
    title: 'Ontdek wat je woning waard is',
    body:
      'Bekijk recente verkoopprijzen van vergelijkbare woningen in je buurt en je WOZ-waarde. Een taxateur of ' +
      'makelaar kan een onderbouwde waardebepaling geven. Een realistische vraagprijs trekt meer serieuze ' +
      'kopers dan een te hoge prijs die je later moet verlagen.',
    url: null,
  },
  {
    key: 'verkoper_woning_plaatsen',
    userType: 'seller',
    title: 'Zet je woning op Huiskans',
    body:
      'Vul het adres, het type woning, de afmetingen en de voorzieningen in, en vertel in je eigen woorden wat je ' +
      'huis bijzonder maakt. Ook als je nog niet direct wilt verkopen kun je aangeven dat je openstaat voor een goed ' +
      'bod: zoekers met een passend profiel zien je woning dan als kans.',
    url: `${dashboard}/woningen/toevoegen`,
  },
  {
    key: 'verkoper_fotos',
    userType: 'seller',
    title: "Maak sterke foto's",
    body:
      "Fotografeer bij daglicht, ruim op en zet de lampen aan. Neem foto's liggend en op ooghoogte, en kies als " +
      'hoofdfoto een heldere foto van de voorgevel of de woonkamer. Je hebt minimaal vijf foto’s nodig om je ' +
      'woning compleet te maken.',
    url: null,
  },
  {
    key: 'verkoper_energielabel',
    userType: 'seller',
    title: 'Regel je energielabel op tijd',
    body:
      'Bij de verkoop van een woning is een geldig energielabel verplicht. Een erkend energieadviseur neemt de ' +
      'woning op; reken op een paar weken doorlooptijd. Een goed label is bovendien een sterk verkoopargument.',
    url: null,
  },
  {
    key: 'verkoper_onderhandelen',
    userType: 'seller',
    title: 'Onderhandel en leg afspraken vast',
    body:
      'Reageer op een bod met een tegenbod, of neem het aan. Spreek de opleverdatum, de roerende zaken en de ' +
      'ontbindende voorwaarden duidelijk af. Laat de koopovereenkomst opstellen door een makelaar of notaris; ' +
      'de notaris regelt daarna de overdracht en de betaling.',
    url: null,
  },
];

/** Utrecht as the place lookup answers it (gazetteer woonplaats; the listing filters on its code). */
const UTRECHT = {
  placeType: 'woonplaats',
  placeCode: '0344-utrecht',
  placeName: 'Utrecht, Utrecht, Utrecht',
  placeLatitude: 52.09083,
  placeLongitude: 5.12222,
};

/** Amsterdam, likewise. */
const AMSTERDAM = {
  placeType: 'woonplaats',
  placeCode: '0363-amsterdam',
  placeName: 'Amsterdam, Amsterdam, Noord-Holland',
  placeLatitude: 52.37403,
  placeLongitude: 4.88969,
};

/** Landing pages /l/{uid} (server/domain/landing): the funnel each leads into and a highlighted place. */
export const LANDING_PAGES: readonly {
  uid: string;
  title: string;
  intro: string;
  funnelType: 'verkoper' | 'zoeker';
  heroImageUrl: string;
  heroImageAlt: string;
  placeType: string;
  placeCode: string;
  placeName: string;
  placeLatitude: number;
  placeLongitude: number;
}[] = [
  {
    uid: 'verkopen',
    funnelType: 'verkoper',
    title: 'Ontdek wie jouw huis zoekt',
    intro:
      'Zet je woning gratis op Huiskans en zie hoeveel zoekers precies zo’n huis willen. Ook als je nog niet ' +
      'meteen wilt verkopen: geef aan wanneer je openstaat voor een bod en laat de kansen naar je toe komen.',
    heroImageUrl: '/landing/verkopen.svg',
    heroImageAlt: 'Een rij grachtenpanden met een bordje ‘Te koop’',
    ...UTRECHT,
  },
  {
    uid: 'zoeken',
    funnelType: 'zoeker',
    title: 'Vind je huis voordat het te koop staat',
    intro:
      'Maak een zoekprofiel en zie niet alleen het gewone aanbod, maar ook woningen van eigenaren die openstaan ' +
      'voor een goed bod. Zo ben je andere zoekers een stap voor.',
    heroImageUrl: '/landing/zoeken.svg',
    heroImageAlt: 'Een vergrootglas boven een straat met huizen',
    ...AMSTERDAM,
  },
];
