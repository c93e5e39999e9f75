import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InputError,
  NotFoundError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthenticatedError,
} from '../../domain/errors.js';
import { builder } from '../builder.js';

// Business failures as types (the Pothos errors plugin): every field with `errors` answers a union
// of its payload and these types (builder.ts lists the ones every such field carries; a field adds
// its own, e.g. RateLimitedError). Clients select `... on Error { message }` and branch on
// `__typename`, never on a code.

export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description: 'A business failure; `message` is the Dutch text to show.',
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldError = builder.objectRef<{ field: string; messages: string[] }>('FieldError').implement({
  description:
    "Messages for one input field. `field` names the field of the mutation's `input` (camelCase, e.g. `postalCode`), or the argument of a query without `input`.",
  fields: (t) => ({
    field: t.exposeString('field'),
    messages: t.exposeStringList('messages'),
  }),
});

builder.objectType(InputError, {
  name: 'InputError',
  description: 'The input was not accepted: the messages per field (show them under the fields).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.string({
      nullable: true,
      description: 'The first field with an error.',
      resolve: (e) => Object.keys(e.fields)[0] ?? null,
    }),
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (e) => Object.entries(e.fields).map(([field, messages]) => ({ field, messages })),
    }),
  }),
});

/** An error type whose only data is its message. */
// biome-ignore lint/suspicious/noExplicitAny: error classes take different constructor arguments
const messageOnly = (cls: new (...args: any[]) => DomainError, name: string, description: string) =>
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface], fields: () => ({}) });

messageOnly(UnauthenticatedError, 'UnauthenticatedError', 'Nobody is logged in: log in and try again.');
messageOnly(ForbiddenError, 'ForbiddenError', 'The viewer may not do this.');
messageOnly(NotFoundError, 'NotFoundError', 'The thing does not exist (or the viewer may not see it).');
messageOnly(ConflictError, 'ConflictError', 'The request clashes with the current state (e.g. already claimed).');
messageOnly(ServiceUnavailableError, 'ServiceUnavailableError', 'An outside service is down; try again later.');

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description: 'Too many attempts; try again after `retryAfterSeconds`.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

/** `extensions.code` of a domain failure that reaches the top-level `errors` (a field without a union). */
const TOP_LEVEL_CODES: [abstract new (...args: never[]) => DomainError, string][] = [
  [InputError, 'BAD_USER_INPUT'],
  [UnauthenticatedError, 'UNAUTHENTICATED'],
  [ForbiddenError, 'FORBIDDEN'],
  [NotFoundError, 'NOT_FOUND'],
  [ConflictError, 'CONFLICT'],
  [RateLimitedError, 'RATE_LIMITED'],
  [ServiceUnavailableError, 'SERVICE_UNAVAILABLE'],
];

export function topLevelCodeOf(err: DomainError): string {
  return TOP_LEVEL_CODES.find(([cls]) => err instanceof cls)?.[1] ?? 'DOMAIN_ERROR';
}
