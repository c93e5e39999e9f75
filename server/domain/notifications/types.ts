import { z } from 'zod';
import { PRODUCT } from '../../config.js';
import { line, multiLine } from '../text.js';

// The notification types of spec §9 and the `data` each carries (spec §3), one zod schema per type.
// Every notification is made through a builder below, so a stored `data` always has exactly its
// type's shape (strict objects: no stray keys); readers parse with the same schemas and treat a row
// that does not parse as an unknown type ('Onbekend bericht' in the client). Keys are snake_case as
// in the REST JSON; GraphQL exposes the same object as `data` plus typed fields.

export const MESSAGE_MAX_LENGTH = 5000;

// Texts in notifications are texts from people (a message, a name): the one rule of text.ts.
const text = multiLine().min(1);
const optionalText = multiLine().nullable();

const houseRef = z.object({ route: text, formatted_address_line: text }).strict();
const fullNameRef = z.object({ full_name: text }).strict();
const advisorRef = z
  .object({
    user: fullNameRef,
    organisation_office: z
      .object({ organisation: z.object({ name: text }).strict() })
      .strict()
      .nullable(),
  })
  .strict();
const expertiseRef = z.object({ name: text }).strict();
const change = <T extends z.ZodType>(value: T) => z.object({ old: value, new: value }).strict();
const money = z.number().int().nonnegative().nullable();

/** What an offer's or a viewing's notification may say happened (server/domain/deals). */
export const OFFER_NOTIFICATION_STATUSES = [
  'accepted',
  'rejected',
  'countered',
  'counter_accepted',
  'counter_rejected',
  'expired',
  'sold_under_reservation',
] as const;
export const VIEWING_NOTIFICATION_STATUSES = ['requested', 'proposed', 'accepted', 'declined'] as const;

/** The product's own plain message type: HuiskansMessage (spec §9 "{product}Message"). */
export const PRODUCT_MESSAGE = `${PRODUCT.name}Message` as const;

export const NOTIFICATION_SCHEMAS = {
  [PRODUCT_MESSAGE]: z.object({ message: text }).strict(),
  UserMessage: z.object({ message: text }).strict(),
  HouseMessage: z.object({ message: text, house: houseRef }).strict(),
  AdvisorMessage: z.object({ message: text, advisor: advisorRef }).strict(),
  HouseOffer: z
    .object({
      house: houseRef,
      house_offer: z
        .object({
          comments: optionalText,
          offer: z.number().int().positive(),
          finance_reservation: z.boolean(),
          structural_inspection_reservation: z.boolean(),
        })
        .strict(),
      // Our addition to §3: the answer this notification carries (absent: a new offer). On `countered`
      // house_offer.offer is the owner's counter-offer.
      status: z.enum(OFFER_NOTIFICATION_STATUSES).optional(),
    })
    .strict(),
  HouseViewing: z
    .object({
      house: houseRef,
      date: line().regex(/^\d{4}-\d{2}-\d{2}$/),
      time: line().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
      // Our addition to §3: the answer this notification carries (absent: a new request); on
      // `proposed` (or a requester's new `requested`) date and time are the newly proposed slot.
      status: z.enum(VIEWING_NOTIFICATION_STATUSES).optional(),
    })
    .strict(),
  HouseLiked: z.object({ house: houseRef }).strict(),
  LikedHouseUpdated: z
    .object({
      house: houseRef,
      changes: z
        .object({
          price: change(money),
          min_price: change(money),
          max_price: change(money),
          factual_description: change(optionalText),
        })
        .partial()
        .strict()
        .refine((c) => Object.keys(c).length > 0, 'Er is niets gewijzigd.'),
    })
    .strict(),
  LikedHouseStatusUpdated: z
    .object({
      house: houseRef,
      new_status: z.object({ status: text, label: text, description: optionalText }).strict(),
    })
    .strict(),
  // Our addition to spec §9: a newly listed house fits one of the recipient's search
  // profiles exactly (server/domain/alerts). `search_query.route` is the profile's page.
  SearchQueryMatch: z
    .object({
      house: houseRef,
      search_query: z.object({ slug: text, route: text, query: optionalText }).strict(),
    })
    .strict(),
  CoachAdded: z.object({ advisor: advisorRef, expertise: expertiseRef }).strict(),
  // `message`: our addition to §3, the user's optional words from the contact modal.
  AdvisorRequestAppointment: z
    .object({
      user: fullNameRef,
      advisor: advisorRef,
      expertise: expertiseRef,
      email: text,
      phone_number: optionalText,
      message: optionalText.optional(),
    })
    .strict(),
  ReviewAdded: z
    .object({ review: z.object({ rating: z.number().int().min(1).max(5), comments: optionalText }).strict() })
    .strict(),
  WelcomeByCoach: z.object({ message: text, advisor: advisorRef }).strict(),
} as const;

export type NotificationType = keyof typeof NOTIFICATION_SCHEMAS;
export type NotificationData<T extends NotificationType = NotificationType> = z.infer<(typeof NOTIFICATION_SCHEMAS)[T]>;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_SCHEMAS) as NotificationType[];

/**
 * Events Huiskans itself tells a user: no sender, so no thread; they live in the notifications list.
 * Every other type is sent by a user and belongs to the thread between sender and recipient.
 */
export const SYSTEM_TYPES: ReadonlySet<NotificationType> = new Set([
  PRODUCT_MESSAGE,
  'LikedHouseUpdated',
  'LikedHouseStatusUpdated',
  'SearchQueryMatch',
]);

/**
 * What the sender wrote to the recipient opens the chat for the recipient's reply (chat_enabled).
 * A like is not a conversation: it lets nobody reply without subscriber rights.
 */
export function opensChat(type: NotificationType): boolean {
  return !SYSTEM_TYPES.has(type) && type !== 'HouseLiked';
}

/** Types whose `data.message` a user typed: the ones scam warnings look at. */
export const USER_WRITTEN_TYPES: ReadonlySet<NotificationType> = new Set([
  'UserMessage',
  'HouseMessage',
  'AdvisorMessage',
  'WelcomeByCoach',
]);

export interface NotificationContent<T extends NotificationType = NotificationType> {
  type: T;
  data: NotificationData<T>;
}

/** The content of one type, its data checked against the type's schema (a bad shape is a programming error). */
export function notificationContent<T extends NotificationType>(
  type: T,
  data: NotificationData<T>,
): NotificationContent<T> {
  return { type, data: NOTIFICATION_SCHEMAS[type].parse(data) as NotificationData<T> };
}

/** A stored row's type and data, or null for a type this version does not know or a data that does not fit. */
export function readNotificationContent(type: string, data: unknown): NotificationContent | null {
  if (!(type in NOTIFICATION_SCHEMAS)) return null;
  const parsed = NOTIFICATION_SCHEMAS[type as NotificationType].safeParse(data);
  return parsed.success ? { type: type as NotificationType, data: parsed.data } : null;
}

export type HouseRef = z.infer<typeof houseRef>;
export type AdvisorRef = z.infer<typeof advisorRef>;
