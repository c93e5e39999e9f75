import { z } from 'zod';
import { MATCH_ALERT_KEYS } from '../../domain/alerts/settings.js';
import { HOUSE_ENERGY_LABELS } from '../../domain/kernel/energy-labels.js';
import { MAIL_CATEGORY_KEYS } from '../../domain/notifications/mail/categories.js';

// The JSON that /api answers, as zod: what the OpenAPI document (document.ts) publishes and what
// tests/server/openapi.test.ts holds every real answer to. A `z.object` is exact (no field more or
// less: a field added to a serializer without adding it here fails the test); a `z.looseObject`
// names the fields a consumer may rely on and allows more.

const id = z.number().int().positive();
const time = z.iso.datetime();
const url = z.string();

// --- errors (errors.ts: Laravel's shapes) ----------------------------------------------------------

export const messageError = z.object({ message: z.string() }).meta({ id: 'Error' });
export const validationError = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).meta({ description: 'Dutch messages per snake_case field.' }),
  })
  .meta({ id: 'ValidationError' });
/** A plain `{message}` success answer (contact, password mail ...). */
export const messageAnswer = z.object({ message: z.string() }).meta({ id: 'Message' });

// --- paginators (laravel.ts, cursor-pages.ts) -----------------------------------------------------------

/** Laravel's LengthAwarePaginator: `?page=`; `total_is_exact` only on the house listing. */
export const lengthAwarePage = <T extends z.ZodType>(item: T) =>
  z.object({
    current_page: z.number().int().min(1),
    data: z.array(item),
    first_page_url: url,
    from: z.number().int().nullable(),
    last_page: z.number().int().min(1),
    last_page_url: url,
    next_page_url: url.nullable(),
    path: url,
    per_page: z.number().int(),
    prev_page_url: url.nullable(),
    to: z.number().int().nullable(),
    total: z.number().int().min(0),
    total_is_exact: z.boolean().optional(),
  });

/** Laravel's CursorPaginator over keyset pages: follow `next_page_url` (or `?cursor=next_cursor`). */
export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    path: url,
    per_page: z.number().int(),
    next_cursor: z.string().nullable(),
    next_page_url: url.nullable(),
    prev_cursor: z.null(),
    prev_page_url: z.null(),
  });

// --- reference data -----------------------------------------------------------------------------------------

export const referenceItem = z.object({ id, key: z.string(), name: z.string() }).meta({ id: 'ReferenceItem' });
export const tag = z.object({ id, tag_category_id: id, key: z.string(), name: z.string() }).meta({ id: 'Tag' });
export const tagCategory = z.object({ id, key: z.string(), name: z.string(), tags: z.array(tag) });
export const language = z.object({ id, code: z.string(), name: z.string() }).meta({ id: 'Language' });
export const certificate = z
  .object({ id, name: z.string(), expertises: z.array(referenceItem) })
  .meta({ id: 'Certificate' });

// --- places -------------------------------------------------------------------------------------------------------

export const place = z
  .object({
    id: z.string(),
    type: z.string(),
    weergavenaam: z.string(),
    code: z
      .string()
      .nullable()
      .meta({ description: 'CBS woonplaatscode or gemeentecode: the `code` of a listing filter.' }),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'Place' });

export const address = z
  .object({
    adres_id: z.string(),
    straatnaam: z.string(),
    huis_nlt: z.string(),
    postcode: z.string(),
    woonplaatsnaam: z.string(),
    woonplaatscode: z.string().nullable(),
    gemeentecode: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    weergavenaam: z.string(),
    type: z.literal('adres'),
    code: z.string().nullable(),
  })
  .meta({ id: 'Address' });

// --- houses (serializers.ts) -------------------------------------------------------------------------------------

const photo = z.object({
  id,
  thumb_url: url,
  medium_url: url,
  medium2x_url: url,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
const avatar = z.object({ small_square_url: url, small_square2x_url: url });
const completionFlags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

export const house = z
  .object({
    id,
    slug: z.string(),
    route: z.string(),
    city: z.string().nullable(),
    city_code: z.string().nullable(),
    street: z.string().nullable(),
    street_number: z.string().nullable().meta({ description: 'Only for those who may see the exact address.' }),
    postal_code: z.string().nullable(),
    ngr_address_id: z.string().nullable(),
    formatted_address_line: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    location_is_exact: z.boolean(),
    number_rooms: z.number().int().nullable(),
    number_bedrooms: z.number().int().nullable(),
    number_bathrooms: z.number().int().nullable(),
    number_toilets: z.number().int().nullable(),
    number_stories: z.number().int().nullable(),
    construction_year: z.number().int().nullable(),
    living_m2: z.number().int().nullable(),
    plot_m2: z.number().int().nullable(),
    volume_m3: z.number().int().nullable(),
    price: z.number().int().nullable().meta({ description: 'Whole euros.' }),
    min_price: z.number().int().nullable(),
    max_price: z.number().int().nullable(),
    house_type: referenceItem.nullable(),
    house_status: z.string(),
    status_reason: z.string().nullable(),
    current_house_status: z.object({
      status: z.string(),
      label: z.string(),
      description_label: z.string().nullable(),
      updated_at: time.nullable(),
    }),
    moving_months: z.number().int().nullable(),
    house_facilities: z.array(referenceItem),
    tags: z.array(tag),
    house_assets: z.array(z.object({ id, position: z.number().int(), is_main: z.boolean(), asset: photo })),
    main_house_asset: z.object({ id, asset: photo }).nullable(),
    short_description: z.string().nullable(),
    factual_description: z.string().nullable(),
    personal_description: z.string().nullable(),
    is_owner: z.boolean().nullable(),
    viewer_is_owner: z.boolean(),
    moderation_status: z.string().optional().meta({ description: 'Owner only.' }),
    submitted_at: time.nullable().optional(),
    status_confirmed_at: time.nullable().optional(),
    sold_reported_at: time.nullable().optional(),
    completion: completionFlags([
      'address',
      'type',
      'characteristics',
      'measurements',
      'properties',
      'building_style',
      'location',
      'facilities',
      'photos',
      'description',
      'confirmation',
      'offer',
      'complete',
    ]),
    seller_user: z.object({ first_name: z.string(), route: z.string(), asset: avatar.nullable() }).nullable(),
    liking_users_count: z.number().int().min(0),
    energy_label: z.enum(HOUSE_ENERGY_LABELS).nullable(),
    price_recently_reduced: z.boolean().meta({ description: "'Vraagprijs verlaagd': lowered in the last 30 days." }),
    distance_km: z.number().optional().meta({ description: 'With a `latitude`/`longitude` search.' }),
    created_at: time,
    updated_at: time,
  })
  .meta({ id: 'House' });

/** One asking price of a house's history (serializers.ts priceHistoryJson), whole euros. */
const priceHistoryEntry = z.object({
  date: time,
  price: z.number().int().nullable(),
  min_price: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  change: z.number().int().nullable().meta({ description: 'Against the entry before (negative: lowered).' }),
  change_percent: z.number().nullable(),
});
/** GET /api/houses/{idOrSlug}: the house with its price history. */
export const houseWithHistory = house
  .extend({ price_history: z.array(priceHistoryEntry) })
  .meta({ id: 'HouseWithPriceHistory' });

/** `status_counts=1` on the listing: the houses per status, capped as the total is. */
export const statusCounts = z.array(
  z.object({ status: z.string(), label: z.string(), count: z.number().int().min(0), is_exact: z.boolean() }),
);

export const likes = z.looseObject({ likes: z.number().int().min(0) });
export const liker = z.object({
  id,
  slug: z.string(),
  first_name: z.string(),
  route: z.string(),
  asset: avatar.nullable(),
  liked_at: time,
});

// --- users and accounts -------------------------------------------------------------------------------------------

const userAvatar = z.object({ id, ...avatar.shape }).nullable();
export const userCard = z
  .object({
    id,
    slug: z.string(),
    first_name: z.string(),
    route: z.string(),
    asset_id: id.nullable(),
    asset: userAvatar,
    bio: z.string().nullable(),
    blocked: z.boolean(),
    blocked_by: z.boolean(),
  })
  .meta({ id: 'UserCard' });

/** A notification (messaging-json.ts): its `data` depends on its `type`. */
export const notification = z
  .looseObject({ id, type: z.string(), data: z.unknown(), created_at: time, read_at: time.nullable() })
  .meta({ id: 'Notification' });

export const account = z
  .looseObject({
    id,
    slug: z.string(),
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    asset_id: id.nullable(),
    asset: userAvatar,
    bio: z.string().nullable(),
    user_type: z.string().nullable(),
    route: z.string(),
    unread_count: z.number().int().min(0),
    last_notification: notification.nullable(),
    has_password: z.boolean(),
    email_verified: z.boolean(),
    created_at: time,
    updated_at: time,
  })
  .meta({ id: 'Account' });

export const apiKey = z
  .object({
    id,
    name: z.string(),
    scope: z.enum(['read', 'act']),
    prefix: z.string(),
    created_at: time,
    last_used_at: time.nullable(),
    revoked_at: time.nullable(),
  })
  .meta({ id: 'ApiKey' });
export const createdApiKey = apiKey
  .extend({ secret: z.string().meta({ description: 'Shown only in this answer.' }) })
  .meta({ id: 'CreatedApiKey' });

// --- advisors (advisor-json.ts) -------------------------------------------------------------------------------------

export const office = z.object({
  id,
  name: z.string(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  city_code: z.string().nullable(),
  ngr_address_id: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  organisation: z.object({ id, name: z.string() }),
});

export const advisor = z
  .object({
    id,
    user: z.object({
      id,
      slug: z.string(),
      first_name: z.string(),
      full_name: z.string(),
      route: z.string(),
      asset_id: id.nullable(),
      asset: userAvatar,
      bio: z.string().nullable(),
    }),
    organisation_office: office.nullable(),
    expertises: z.array(referenceItem),
    certificates: z.array(certificate),
    languages: z.array(language),
    is_available_officehours: z.boolean(),
    is_available_evenings: z.boolean(),
    is_available_weekends: z.boolean(),
    range: z.number().int(),
    accept_terms: z.boolean(),
    created_at: time,
    updated_at: time,
  })
  .meta({ id: 'Advisor' });

// --- the rest: the fields a consumer relies on ------------------------------------------------------------------

const int = z.number().int();
export const searchProfile = z
  .object({
    id,
    slug: z.string(),
    query: z.string().nullable(),
    query_type: z.string().nullable(),
    query_code: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    range: int.meta({ description: 'Kilometres.' }),
    number_bedrooms_min: int,
    house_types: z.array(referenceItem),
    house_facilities: z.array(referenceItem),
    tags: z.array(tag),
    price_min: int.nullable(),
    price_max: int.nullable(),
    living_m2_min: int.nullable(),
    moving_months: int.nullable(),
    max_mortgage: int.nullable().meta({ description: 'Whole euros.' }),
    completion: completionFlags(['location', 'characteristics', 'budget', 'facilities', 'tags', 'complete']),
    created_at: time,
    updated_at: time,
    confirmed_at: time,
  })
  .meta({ id: 'SearchProfile' });
export const viewing = z
  .looseObject({ id, house_id: id, status: z.string(), is_own: z.boolean(), can_answer: z.boolean() })
  .meta({ id: 'Viewing' });
export const offer = z
  .looseObject({ id, house_id: id, offer: z.number().int(), status: z.string(), is_own: z.boolean() })
  .meta({ id: 'Offer' });
export const thread = z.looseObject({ ...userCard.shape, thread_id: id.nullable(), unread_count: z.number().int() });
export const review = z.looseObject({ id, rating: z.number().int() });
export const settings = z.object({
  match_alerts: z.enum(MATCH_ALERT_KEYS),
  /** Whether each kind of e-mail is sent (docs/email.md). */
  mail: z.record(z.enum(MAIL_CATEGORY_KEYS), z.boolean()),
});

// --- subscriptions (subscriptions.ts) -----------------------------------------------------------------------

const euros = z.string().meta({ description: 'The amount as shown: "€ 9,95".' });
export const plan = z
  .object({
    key: z.string(),
    name: z.string(),
    amount_cents: z.number().int(),
    amount: euros,
    interval_months: z.number().int(),
    interval_text: z.string(),
    expires_text: z.string(),
    first_payment_period: z.string(),
    included: z.array(z.string()),
    rules: z.array(z.string()),
  })
  .meta({ id: 'Plan' });
export const payment = z
  .object({
    id,
    provider_payment_id: z.string(),
    status: z.string(),
    purpose: z.string(),
    plan: z.string().nullable(),
    amount_cents: z.number().int(),
    amount: euros,
    description: z.string(),
    checkout_url: z.string().nullable(),
    period_start: time.nullable(),
    period_end: time.nullable(),
    paid_at: time.nullable(),
    created_at: time,
  })
  .meta({ id: 'Payment' });
const subscriptionRow = z.object({
  id,
  plan,
  status: z.string(),
  end_reason: z.string().nullable(),
  current_period_start: time.nullable(),
  current_period_end: time.nullable(),
  ends_at: time.nullable(),
  can_resume: z.boolean(),
  next_payment: z.object({ date: time, amount_cents: z.number().int(), amount: euros }).nullable(),
  created_at: time,
});
/** The account's subscription state; a subscribe or swap adds what it did (`status`, `checkout_url`, `changed`, `payment`). */
export const subscription = z
  .looseObject({
    subscription: subscriptionRow.nullable(),
    last_checkout: payment.nullable(),
    can_do_subscriber_actions: z.boolean(),
  })
  .meta({ id: 'SubscriptionState' });
export const knowledgebaseStep = z.looseObject({ id, key: z.string(), completed: z.boolean() });
export const matchItem = z.looseObject({});
