import { DomainError, InputError, RateLimitedError } from '../../domain/errors.js';
import { builder } from '../builder.js';

const FieldError = builder.objectRef<{ field: string; messages: string[] }>('FieldError').implement({
  description: 'Messages for one input field (snake_case name, as in the REST 422 errors map).',
  fields: (t) => ({
    field: t.exposeString('field'),
    messages: t.exposeStringList('messages'),
  }),
});

builder.objectType(InputError, {
  name: 'InputError',
  description: 'The input was not accepted; `message` is the Dutch text to show.',
  fields: (t) => ({
    message: t.exposeString('message'),
    field: t.string({ nullable: true, resolve: (e) => Object.keys(e.fields)[0] ?? null }),
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (e) => Object.entries(e.fields).map(([field, messages]) => ({ field, messages })),
    }),
  }),
});

builder.objectType(DomainError, {
  name: 'DomainError',
  description: 'A business rule refused the request (not found, forbidden, rate limited ...).',
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.int({ resolve: (e) => e.status }),
  }),
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description: 'Too many attempts; try again after `retryAfterSeconds`. `message` is the Dutch text to show.',
  fields: (t) => ({
    message: t.exposeString('message'),
    retryAfterSeconds: t.exposeInt('retryAfterSeconds'),
  }),
});
