import { CONTACT_SENT, sendContactMessage } from '../../domain/contact/messages.js';
import { RateLimitedError } from '../../domain/errors.js';
import { builder } from '../builder.js';

// The contact form's GraphQL twin of POST /api/send_message (spec §7 Contact): same domain
// function, so the same validation, Dutch messages and rate limit.

const SendContactMessagePayload = builder.objectRef<{ message: string }>('SendContactMessagePayload').implement({
  description: 'The message was stored and mailed to support.',
  fields: (t) => ({ message: t.exposeString('message', { description: 'Dutch confirmation to show.' }) }),
});

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    type: SendContactMessagePayload,
    description: 'The contact form (visitors too): name, e-mail and message each longer than 2 characters.',
    errors: { types: [RateLimitedError], directResult: true, union: { name: 'SendContactMessageResult' } },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SendContactMessageInput', {
          fields: (f) => ({
            name: f.string({ required: true }),
            email: f.string({ required: true }),
            message: f.string({ required: true }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      await sendContactMessage(ctx, input);
      return { message: CONTACT_SENT };
    },
  }),
}));
