import { z } from 'zod';
import { apiKeyInputSchema } from '../../domain/accounts/api-keys/keys.js';
import {
  acceptedField,
  emailField,
  givenPasswordField,
  newPasswordField,
  optionalText,
  phoneField,
  profileMovingMonthsField,
  registrationMovingMonthsField,
  requiredText,
  userTypeField,
} from '../../domain/accounts/validation.js';
import { coacheeCommand } from '../../domain/advisors/coaching.js';
import { advisorInputSchema } from '../../domain/advisors/command.js';
import { appointmentSchema } from '../../domain/advisors/contact.js';
import { advisorFilterSchema } from '../../domain/advisors/finding.js';
import { reviewCommand } from '../../domain/advisors/reviews.js';
import { suggestionSchema } from '../../domain/advisors/suggestions.js';
import { settingsCommand } from '../../domain/alerts/settings.js';
import { contactSchema } from '../../domain/contact/messages.js';
import { slotSchema } from '../../domain/deals/input.js';
import { counterAnswerSchema, answerSchema as offerAnswer, offerSchema } from '../../domain/deals/offers.js';
import { answerSchema as viewingAnswer } from '../../domain/deals/viewings.js';
import { houseInputSchema } from '../../domain/houses/house-input.js';
import { listingFilterSchema } from '../../domain/houses/listing.js';
import { messageSchema } from '../../domain/messaging/sending.js';
import { searchProfileInputSchema } from '../../domain/search-profiles/command.js';
import { subscribeSchema, swapSchema } from '../../domain/subscriptions/commands.js';
import { PROFILE_FIELDS } from '../../domain/users/profile.js';
import { wireOf } from '../wire.js';
import * as r from './responses.js';

// Every /api route as the OpenAPI document describes it. Request bodies and query parameters are
// the domain's own zod schemas (the ones that validate them), renamed to REST's snake_case by
// wire.ts's rule; answers are responses.ts. tests/server/openapi.test.ts checks that this list and
// the router's routes are the same set.

/**
 * 401 no login or a bad key, 403 not allowed (or a `read` key writing), 404, 409, 413, 422. Every
 * write may also answer 403 for a cookie without `X-Requested-With` (document.ts adds it).
 */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 422;

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The router's path (Hono syntax: `:id`, `:id{[0-9]+}`). */
  path: string;
  tag: string;
  summary: string;
  query?: z.ZodObject;
  /** JSON or form body (Laravel takes both); `multipart` for uploads. */
  body?: z.ZodType;
  multipart?: boolean;
  /** The success status and its JSON (none: no body). */
  status: 200 | 201 | 202 | 204 | 302;
  response?: z.ZodType;
  errors: ErrorStatus[];
}

/** A domain command (camelCase) as REST takes it: the same field schemas under snake_case names. */
function wire(schema: z.ZodObject): z.ZodObject {
  return z.object(Object.fromEntries(Object.entries(schema.shape).map(([field, s]) => [wireOf(field), s])));
}

/** The fields of an object schema, each optional (refined objects have no `.partial()`). */
const optional = (schema: z.ZodObject) =>
  Object.fromEntries(Object.entries(schema.shape).map(([field, s]) => [field, s.optional()]));

const paging = z.object({ page: z.coerce.number().int().min(1).optional() });
const cursor = z.object({
  cursor: z.string().optional().meta({ description: 'The `next_cursor` of the previous page.' }),
  per_page: z.coerce.number().int().min(1).optional(),
});
const USER: ErrorStatus[] = [401, 403];
const USER_ITEM: ErrorStatus[] = [401, 403, 404];
const USER_WRITE: ErrorStatus[] = [401, 403, 404, 422];

const op = (
  method: Operation['method'],
  path: string,
  tag: string,
  summary: string,
  rest: Omit<Operation, 'method' | 'path' | 'tag' | 'summary'>,
): Operation => ({ method, path, tag, summary, ...rest });

const json200 = (response: z.ZodType, errors: ErrorStatus[], more: Partial<Operation> = {}) => ({
  status: 200 as const,
  response,
  errors,
  ...more,
});
const created = (response: z.ZodType, errors: ErrorStatus[], more: Partial<Operation> = {}) => ({
  status: 201 as const,
  response,
  errors,
  ...more,
});
const empty = (errors: ErrorStatus[], more: Partial<Operation> = {}) => ({ status: 204 as const, errors, ...more });

// The account commands validate field by field (accounts/validation.ts `validateFields`, the map
// inside each function): their bodies here are made of the same field schemas.
const newPassword = { password: newPasswordField, passwordConfirmation: z.string() };
const accountBodies = {
  register: wire(
    z.object({
      firstName: requiredText(100),
      lastName: requiredText(100),
      email: emailField,
      phoneNumber: phoneField,
      ...newPassword,
      terms: acceptedField,
      userType: userTypeField.optional(),
      movingMonths: registrationMovingMonthsField.optional(),
      houseSlug: optionalText,
      searchQuerySlug: optionalText,
      recaptchaResponse: optionalText,
    }),
  ),
  email: z.object({ email: emailField }),
  reset: wire(z.object({ email: emailField, token: z.string(), ...newPassword })),
  verify: z.object({ email: emailField, token: z.string() }),
  token: z.object({ token: z.string() }),
  password: wire(z.object({ currentPassword: givenPasswordField.optional(), ...newPassword })),
  confirmPassword: z.object({ password: givenPasswordField.optional() }),
  movingWish: wire(z.object({ movingMonths: profileMovingMonthsField.optional() })),
};

const houseWrite = wire(houseInputSchema);
const profileWrite = wire(searchProfileInputSchema);
const advisorWrite = wire(advisorInputSchema);
const fuzzy = z.enum(['0', '1', 'false', 'true']).optional().meta({ description: 'Fuzzy matches too (default yes).' });
/** `?limit` → the first matches and their total; `?page` → Laravel's paginator (matching.ts). */
const firstMatches = {
  ...json200(z.object({ data: z.array(r.matchItem), total: z.number().int().min(0) }), [...USER_ITEM, 422]),
  query: z.object({ limit: z.coerce.number().int().min(0).max(50).optional(), fuzzy }),
};
const pagedMatches = {
  ...json200(r.lengthAwarePage(r.matchItem), [...USER_ITEM, 422]),
  query: paging.extend({ fuzzy }),
};

export const OPERATIONS: Operation[] = [
  // The contract itself.
  op(
    'get',
    '/openapi.json',
    'Contract',
    'This OpenAPI 3.1 document',
    json200(z.looseObject({ openapi: z.string() }), []),
  ),
  op('get', '/docs', 'Contract', 'The readable list of these paths (HTML)', { status: 200, errors: [] }),

  // Reference data.
  op('get', '/house_types', 'Reference data', 'House types', json200(z.array(r.referenceItem), [])),
  op('get', '/tag_categories', 'Reference data', 'Tag categories with their tags', json200(z.array(r.tagCategory), [])),
  op('get', '/house_facilities', 'Reference data', 'Facilities', json200(z.array(r.referenceItem), [])),
  op('get', '/expertises', 'Reference data', 'Advisor expertises', json200(z.array(r.referenceItem), [])),
  op('get', '/certificates', 'Reference data', 'Advisor certificates', json200(z.array(r.certificate), [])),
  op('get', '/advisors/languages', 'Reference data', 'Languages advisors speak', json200(z.array(r.language), [])),
  op('get', '/plans', 'Reference data', 'Subscription plans', json200(z.array(r.plan), [])),

  // Places and addresses.
  op('get', '/ngr/find', 'Places', 'Place suggestions (404: none)', {
    ...json200(z.array(r.place), [404, 422]),
    query: z.object({ query: z.string(), type: z.string().optional().meta({ description: 'woonplaats,gemeente' }) }),
  }),
  op('get', '/ngr/get', 'Places', 'One place by its id', {
    ...json200(r.place, [404, 422]),
    query: z.object({ item_id: z.string() }),
  }),
  op('get', '/ngr/addresses/find', 'Places', 'Addresses of a postcode and number (one object, or an array)', {
    ...json200(z.union([r.address, z.array(r.address)]), [404, 422]),
    query: z.object({ postal_code: z.string(), street_number: z.string() }),
  }),
  op('get', '/ngr/addresses/get', 'Places', 'One address by its id', {
    ...json200(r.address, [404, 422]),
    query: z.object({ address_id: z.string() }),
  }),

  // Houses.
  op('get', '/houses', 'Houses', 'The listing: filters, 24 per page', {
    ...json200(r.lengthAwarePage(r.house).extend({ status_counts: r.statusCounts.optional() }), [422]),
    query: wire(listingFilterSchema)
      .extend(paging.shape)
      .extend({ status_counts: z.literal('1').optional().meta({ description: 'Add the houses per status.' }) }),
  }),
  op('get', '/houses/:idOrSlug', 'Houses', 'One listed house (or your own)', json200(r.houseWithHistory, [404])),
  op('post', '/houses', 'Houses', 'Start a house (wizard)', created(r.house, [401, 403, 422], { body: houseWrite })),
  op('put', '/houses/:id', 'Houses', 'Change your house', json200(r.house, USER_WRITE, { body: houseWrite })),
  op('post', '/houses/:id/submit', 'Houses', 'Submit your house for review', json200(r.house, USER_WRITE)),
  op(
    'delete',
    '/houses/:id',
    'Houses',
    'Delete your house (409 when people showed interest: repeat with `force`)',
    empty([401, 403, 404, 409, 422], {
      query: z.object({ force: z.literal('1').optional() }),
    }),
  ),
  op(
    'post',
    '/houses/:id/assign_user',
    'Houses',
    'Claim a house made before registering',
    json200(r.house, USER_WRITE),
  ),
  op('post', '/houses/:id/photos', 'Houses', 'Upload photos (multipart `photos[]`)', {
    ...json200(r.house, [401, 403, 404, 413, 422]),
    multipart: true,
  }),
  op(
    'put',
    '/houses/:id/photos',
    'Houses',
    'Reorder the photos',
    json200(r.house, USER_WRITE, {
      body: z.object({
        photo_ids: z
          .array(z.union([z.number().int(), z.string()]))
          .meta({ description: 'Every photo of the house, in the new order.' }),
      }),
    }),
  ),
  op('post', '/houses/:id/photos/:photoId/main', 'Houses', 'Make a photo the main one', json200(r.house, USER_WRITE)),
  op('delete', '/houses/:id/photos/:photoId', 'Houses', 'Delete a photo', json200(r.house, USER_WRITE)),
  op('get', '/houses/:id/likes', 'Likes', 'Like count and your like', json200(r.likes, [404])),
  op('post', '/houses/:id/like', 'Likes', 'Like a house', json200(r.likes, USER_ITEM)),
  op('post', '/houses/:id/unlike', 'Likes', 'Unlike a house', json200(r.likes, USER_ITEM)),
  op('get', '/houses/:id/liked_by', 'Likes', 'Who liked your house', {
    ...json200(r.lengthAwarePage(r.liker), [...USER_ITEM, 422]),
    query: paging,
  }),
  op('get', '/user/liked_houses', 'Likes', 'Houses you liked', {
    ...json200(r.lengthAwarePage(r.house), [401, 422]),
    query: paging,
  }),
  op('post', '/houses/:id/confirm_status', 'Status', "Confirm your house's status", empty(USER_WRITE)),
  op('post', '/houses/:id/report_sold', 'Status', "Report 'Dit huis is al verkocht'", empty(USER_WRITE)),
  op(
    'post',
    '/user/confirm_status',
    'Status',
    'Confirm your moving wish',
    json200(r.account, [401, 422], { body: accountBodies.movingWish }),
  ),
  op('post', '/search_queries/:id/confirm', 'Status', 'Confirm your search profile', empty(USER_WRITE)),

  // Viewings and offers.
  op(
    'post',
    '/houses/:id/viewings',
    'Deals',
    'Ask to view a house',
    created(r.viewing, USER_WRITE, { body: slotSchema() }),
  ),
  op('get', '/houses/:id/viewings', 'Deals', 'Viewing requests of a house', {
    ...json200(r.cursorPage(r.viewing), [...USER_ITEM, 422]),
    query: cursor,
  }),
  op(
    'post',
    '/viewings/:id/answer',
    'Deals',
    'Answer a viewing request',
    json200(r.viewing, USER_WRITE, {
      // A proposal ('propose') brings a new slot.
      body: z.object({ ...viewingAnswer.shape, ...optional(slotSchema()) }),
    }),
  ),
  op(
    'post',
    '/houses/:id/offers',
    'Deals',
    'Make an offer',
    created(r.offer, [...USER_WRITE, 409], { body: wire(offerSchema) }),
  ),
  op(
    'post',
    '/offers/:id/answer',
    'Deals',
    'Answer an offer or a counter-offer',
    json200(r.offer, [...USER_WRITE, 409], {
      body: z.union([wire(offerAnswer), counterAnswerSchema]),
    }),
  ),
  op(
    'post',
    '/offers/:id/sold',
    'Deals',
    "Mark the house of an agreed offer 'verkocht onder voorbehoud' (its owner)",
    json200(r.offer, [...USER_WRITE, 409]),
  ),
  op('get', '/houses/:id/bids', 'Deals', 'The bid log of a house', {
    ...json200(r.cursorPage(r.offer), USER_WRITE),
    query: cursor,
  }),

  // Search profiles and matches.
  op('get', '/search_queries', 'Search profiles', 'Your search profiles', {
    ...json200(r.lengthAwarePage(r.searchProfile), [401, 422]),
    query: paging,
  }),
  op(
    'post',
    '/search_queries',
    'Search profiles',
    'Make a search profile',
    created(r.searchProfile, [403, 422], { body: profileWrite }),
  ),
  op('get', '/search_queries/:id', 'Search profiles', 'One search profile', json200(r.searchProfile, USER_ITEM)),
  op(
    'put',
    '/search_queries/:id',
    'Search profiles',
    'Change a search profile',
    json200(r.searchProfile, USER_WRITE, { body: profileWrite }),
  ),
  op('delete', '/search_queries/:id', 'Search profiles', 'Delete a search profile', empty(USER_ITEM)),
  op(
    'post',
    '/search_queries/:id/assign_user',
    'Search profiles',
    'Claim a profile made before registering',
    json200(r.searchProfile, USER_WRITE),
  ),
  op('get', '/search_queries/:id/opportunities', 'Matching', 'Houses for a profile (kansen)', firstMatches),
  op('get', '/search_queries/:id/match-suggestions', 'Matching', 'Houses for a profile, paginated', pagedMatches),
  op('get', '/houses/:id/opportunities', 'Matching', 'Searchers for your house', firstMatches),
  op('get', '/houses/:id/match-suggestions', 'Matching', 'Searchers for your house, paginated', pagedMatches),

  // Accounts.
  op(
    'post',
    '/auth/user-exists',
    'Accounts',
    'Is there an account for this e-mail?',
    json200(
      z.object({
        is_deleted: z.boolean(),
        has_password: z.boolean(),
      }),
      [404, 422],
      { body: accountBodies.email },
    ),
  ),
  op(
    'post',
    '/auth/login',
    'Accounts',
    'Log in (session cookie)',
    empty([401, 422], { body: z.object({ email: emailField, password: givenPasswordField }) }),
  ),
  op(
    'post',
    '/auth/register',
    'Accounts',
    'Register',
    created(r.account, [403, 422], { body: accountBodies.register }),
  ),
  op('post', '/auth/logout', 'Accounts', 'Log out', empty([])),
  op(
    'post',
    '/auth/password/email',
    'Accounts',
    'Mail a password reset link',
    json200(r.messageAnswer, [422], { body: accountBodies.email }),
  ),
  op(
    'post',
    '/auth/password/reset',
    'Accounts',
    'Set a new password with the link',
    empty([422], { body: accountBodies.reset }),
  ),
  op(
    'post',
    '/auth/email/verify',
    'Accounts',
    'Verify the e-mail address',
    empty([401, 422], { body: accountBodies.verify }),
  ),
  op('post', '/auth/email/resend', 'Accounts', 'Mail the verification link again', {
    status: 202,
    response: r.messageAnswer,
    errors: [401, 422],
  }),
  op(
    'post',
    '/auth/email/change/confirm',
    'Accounts',
    'Confirm a new e-mail address',
    json200(r.messageAnswer, [422], { body: accountBodies.token }),
  ),
  op(
    'post',
    '/auth/email/change/undo',
    'Accounts',
    'Undo an e-mail change',
    json200(r.messageAnswer, [422], { body: accountBodies.token }),
  ),
  op('get', '/user', 'Accounts', 'Your account', json200(r.account, [401])),
  op(
    'delete',
    '/user',
    'Accounts',
    'Delete your account (session only; `password` when it has one)',
    empty([401, 403, 422], { body: accountBodies.confirmPassword }),
  ),
  op(
    'put',
    '/users/:id',
    'Accounts',
    'Change your profile: the fields sent (a new `email` also needs `current_password`)',
    json200(r.account, USER_WRITE, {
      body: wire(z.object({ ...optional(z.object(PROFILE_FIELDS)), currentPassword: givenPasswordField.optional() })),
    }),
  ),
  op('get', '/user/settings', 'Accounts', 'Your alert settings', json200(r.settings, [401])),
  op(
    'put',
    '/user/settings',
    'Accounts',
    'Change your alert settings',
    json200(r.settings, [401, 403, 422], { body: wire(settingsCommand) }),
  ),
  op(
    'put',
    '/user/password',
    'Accounts',
    'Change your password (session only)',
    empty([401, 403, 422], { body: accountBodies.password }),
  ),
  op('post', '/user/avatar', 'Accounts', 'Upload a profile photo (multipart `file`)', {
    ...json200(r.account, [401, 403, 413, 422]),
    multipart: true,
  }),
  op('delete', '/user/avatar', 'Accounts', 'Remove your profile photo', json200(r.account, USER)),
  op('get', '/knowledgebase_steps', 'Accounts', 'Knowledge base steps', json200(z.array(r.knowledgebaseStep), [])),
  op(
    'post',
    '/knowledgebase_steps/:id/done',
    'Accounts',
    'Mark a step done',
    json200(z.array(r.knowledgebaseStep), USER_ITEM),
  ),
  op(
    'delete',
    '/knowledgebase_steps/:id/done',
    'Accounts',
    'Mark a step not done',
    json200(z.array(r.knowledgebaseStep), USER_ITEM),
  ),
  op('get', '/user/blocked_users', 'Accounts', 'Users you blocked', json200(z.array(r.userCard), [401])),
  op('post', '/user/blocked_users/:id', 'Accounts', 'Block a user', json200(z.array(r.userCard), USER_WRITE)),
  op('delete', '/user/blocked_users/:id', 'Accounts', 'Unblock a user', json200(z.array(r.userCard), USER_ITEM)),
  op('get', '/user/api_keys', 'API keys', 'Your API keys (session only)', {
    ...json200(r.cursorPage(r.apiKey), [401, 403, 422]),
    query: cursor,
  }),
  op(
    'post',
    '/user/api_keys',
    'API keys',
    'Make a key: the secret is in this answer only',
    created(r.createdApiKey, [401, 403, 422], {
      body: apiKeyInputSchema,
    }),
  ),
  op('delete', '/user/api_keys/:id', 'API keys', 'Revoke a key', json200(r.apiKey, USER_ITEM)),

  // Messages.
  op('get', '/user/notifications/threads', 'Messages', 'Your threads', {
    ...json200(r.cursorPage(r.thread), [401, 422]),
    query: cursor,
  }),
  op('get', '/user/notifications/threads/:slug', 'Messages', 'A thread, newest first (marks it read)', {
    ...json200(r.cursorPage(r.notification).extend({ marked_as_read_count: z.number().int(), thread: r.thread }), [
      ...USER_ITEM,
      422,
    ]),
    query: cursor,
  }),
  op(
    'post',
    '/user/notifications/threads/:slug',
    'Messages',
    'Send a message',
    created(r.notification, USER_WRITE, { body: messageSchema }),
  ),
  op(
    'post',
    '/user/notifications/:id/read',
    'Messages',
    'Mark a notification read',
    json200(r.notification, USER_ITEM),
  ),
  op('post', '/send_message', 'Messages', 'The contact form', json200(r.messageAnswer, [422], { body: contactSchema })),

  // Subscriptions.
  op('get', '/user/subscription', 'Subscriptions', 'Your subscription', json200(r.subscription, [401])),
  op(
    'post',
    '/user/subscription',
    'Subscriptions',
    'Subscribe (checkout)',
    json200(r.subscription, [401, 403, 409, 422], { body: wire(subscribeSchema) }),
  ),
  op(
    'post',
    '/user/subscription/swap',
    'Subscriptions',
    'Change plan',
    json200(r.subscription, [401, 403, 409, 422], { body: swapSchema }),
  ),
  op('delete', '/user/subscription', 'Subscriptions', 'Cancel', json200(r.subscription, [401, 403, 409])),
  op(
    'post',
    '/user/subscription/resume',
    'Subscriptions',
    'Resume a cancelled subscription',
    json200(r.subscription, [401, 403, 409]),
  ),
  op('get', '/user/subscription/payments', 'Subscriptions', 'Your payments', {
    ...json200(r.cursorPage(r.payment), [401, 422]),
    query: cursor,
  }),
  op(
    'post',
    '/user/subscription/payments/:id/refresh',
    'Subscriptions',
    'Ask the provider about a payment now',
    json200(r.payment, USER_ITEM),
  ),

  // Advisors.
  op('get', '/advisors', 'Advisors', 'Find advisors', {
    ...json200(r.lengthAwarePage(r.advisor), [422]),
    query: wire(advisorFilterSchema).extend(paging.shape),
  }),
  op('get', '/advisors/suggest', 'Advisors', 'Advisors suggested for you', {
    ...json200(z.object({ results: z.array(r.advisor), seed: z.string(), next_cursor: z.string().nullable() }), [422]),
    query: wire(suggestionSchema),
  }),
  op(
    'post',
    '/advisors',
    'Advisors',
    'Become an advisor',
    created(r.advisor, [401, 403, 409, 422], { body: advisorWrite }),
  ),
  op('get', '/advisors/:id{[0-9]+}', 'Advisors', 'One advisor', json200(r.advisor, [404])),
  op(
    'put',
    '/advisors/:id',
    'Advisors',
    'Change your advisor profile',
    json200(r.advisor, USER_WRITE, { body: advisorWrite }),
  ),
  op('delete', '/advisors/:id', 'Advisors', 'Delete your advisor profile', empty(USER_ITEM)),
  op(
    'get',
    '/advisors/:id/organisation_offices',
    'Advisors',
    "Offices of the advisor's organisation",
    json200(z.array(r.office), [404]),
  ),
  op('get', '/advisors/:id/reviews', 'Advisors', 'Reviews, rating and response time', {
    ...json200(
      r.cursorPage(r.review).extend({ rating: z.looseObject({}), response_time: z.unknown(), can_review: z.boolean() }),
      [404, 422],
    ),
    query: cursor,
  }),
  op(
    'post',
    '/advisors/:id/reviews',
    'Advisors',
    'Review an advisor',
    created(r.review, [...USER_WRITE, 409], { body: wire(reviewCommand) }),
  ),
  op(
    'post',
    '/advisors/:id/appointment_requests',
    'Advisors',
    'Ask an advisor to call back',
    created(
      z.object({ message: z.string(), advisor_id: z.number().int(), expertise_id: z.number().int().nullable() }),
      USER_WRITE,
      { body: wire(appointmentSchema) },
    ),
  ),
  op(
    'get',
    '/user/advisors',
    'Advisors',
    'Your advisors',
    json200(
      z.array(
        z.object({
          advisor: r.advisor,
          expertise: r.referenceItem,
          is_coach: z.boolean(),
          created_at: z.iso.datetime(),
        }),
      ),
      [401],
    ),
  ),
  op(
    'delete',
    '/user/advisors/:id',
    'Advisors',
    'Remove an advisor (or one expertise of it)',
    empty(USER_ITEM, {
      query: z.object({ expertise_id: z.string().optional() }),
    }),
  ),
  op(
    'post',
    '/advisors/:id/coachees',
    'Advisors',
    'Coach a user',
    created(z.object({ advisor_id: z.number().int(), user_id: z.number().int() }), USER_WRITE, {
      body: wire(coacheeCommand),
    }),
  ),
  op('delete', '/advisors/:id/coachees/:userId', 'Advisors', 'Stop coaching a user', empty(USER_ITEM)),
  op('delete', '/user/coaches/:id', 'Advisors', 'Leave a coach', empty(USER_ITEM)),
  op(
    'get',
    '/advisors/:id/subscription_offers/:offer/subscribe',
    'Advisors',
    "Take an advisor's offer: a redirect to login or checkout",
    {
      status: 302,
      errors: [404, 422],
    },
  ),
];
