import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { coachIdsOf } from '../../domain/advisors/coaching.js';
import {
  type AppointmentRequest,
  CALLBACK_PROMISE,
  MY_ADVISORS_ORDER,
  myAdvisorsPage,
  removeMyAdvisor,
  requestAdvisorAppointment,
} from '../../domain/advisors/contact.js';
import { RateLimitedError } from '../../domain/errors.js';
import { parsePageArgs } from '../../domain/pagination.js';
import { builder } from '../builder.js';
import { countedConnection, toConnection } from '../connection.js';
import { rowKeyOf } from '../global-ids.js';
import { Advisor } from './advisors.js';
import { Expertise } from './reference-data.js';
import { User } from './users.js';

// Contacting advisors and the viewer's advisors (server/domain/advisors/contact.ts): the
// twins of POST /api/advisors/{id}/appointment_requests, GET and DELETE /api/user/advisors.

const AdvisorAppointmentRequest = builder.objectRef<AppointmentRequest>('AdvisorAppointmentRequest').implement({
  description: 'A request for contact with an advisor about one of their expertises.',
  fields: (t) => ({
    advisor: t.prismaField({
      type: Advisor,
      resolve: (query, r, _a, ctx) => ctx.prisma.advisor.findUniqueOrThrow({ ...query, where: { id: r.advisorId } }),
    }),
    expertise: t.prismaField({
      type: Expertise,
      resolve: (query, r, _a, ctx) =>
        ctx.prisma.expertise.findUniqueOrThrow({ ...query, where: { id: r.expertiseId } }),
    }),
    promise: t.string({
      description: "What the user is told: 'De adviseur belt je binnen 1-5 werkdagen.' (spec §9).",
      resolve: () => CALLBACK_PROMISE,
    }),
    created: t.exposeBoolean('created', {
      description: 'False when the viewer had already asked this advisor for this expertise (nothing sent again).',
    }),
  }),
});

const RequestAdvisorAppointmentInput = builder.inputType('RequestAdvisorAppointmentInput', {
  fields: (t) => ({
    advisorId: t.id({ required: true, description: 'Global id of the Advisor.' }),
    expertiseId: t.id({ required: true, description: 'Global id of one of the advisor’s expertises.' }),
    email: t.string({ description: "Where the advisor reaches the user; the account's when left out." }),
    phoneNumber: t.string({ description: "10 digits; the account's when left out." }),
    message: t.string({ description: 'Optional words for the advisor (at most 2000 characters).' }),
  }),
});

builder.mutationField('requestAdvisorAppointment', (t) =>
  t.field({
    type: AdvisorAppointmentRequest,
    description:
      'Asks an advisor for contact (AdvisorRequestAppointment to the advisor, live and in their inbox); the advisor joins viewer.advisors. Asking again is a no-op. Visitor: UnauthenticatedError; unknown advisor: NotFoundError; oneself or blocked: ForbiddenError; InputError per field (Dutch); RateLimitedError.',
    args: { input: t.arg({ type: RequestAdvisorAppointmentInput, required: true }) },
    errors: {
      types: [RateLimitedError],
      result: { name: 'RequestAdvisorAppointmentPayload' },
      union: { name: 'RequestAdvisorAppointmentResult' },
      dataField: { name: 'request' },
    },
    resolve: (_root, { input }, ctx) => {
      const { advisorId, expertiseId, ...fields } = input;
      return requestAdvisorAppointment(ctx, rowKeyOf(advisorId, 'Advisor'), {
        ...fields,
        expertiseId: rowKeyOf(expertiseId, 'Expertise'),
      });
    },
  }),
);

const RemoveMyAdvisorInput = builder.inputType('RemoveMyAdvisorInput', {
  fields: (t) => ({
    advisorId: t.id({ required: true, description: 'Global id of the Advisor.' }),
    expertiseId: t.id({ description: 'Only this expertise; every expertise of the advisor when left out.' }),
  }),
});

builder.mutationField('removeMyAdvisor', (t) =>
  t.id({
    description:
      "Removes an advisor from the viewer's advisors. Visitor: UnauthenticatedError; not theirs: NotFoundError.",
    args: { input: t.arg({ type: RemoveMyAdvisorInput, required: true }) },
    errors: {
      result: { name: 'RemoveMyAdvisorPayload' },
      union: { name: 'RemoveMyAdvisorResult' },
      dataField: { name: 'removedAdvisorId', description: 'Global id of the advisor.' },
    },
    resolve: async (_root, { input }, ctx) =>
      encodeGlobalID(
        'Advisor',
        await removeMyAdvisor(
          ctx,
          rowKeyOf(input.advisorId, 'Advisor'),
          input.expertiseId == null ? null : rowKeyOf(input.expertiseId, 'Expertise'),
        ),
      ),
  }),
);

builder.prismaObjectFields(User, (t) => ({
  advisors: t.connection(
    {
      type: Advisor,
      nullable: true,
      description:
        "The viewer's advisors (one edge per advisor and expertise), newest first (GET /api/user/advisors); null for other users.",
      resolve: async (u, args, ctx, info) => {
        if (ctx.viewer.user?.id !== u.id) return null;
        const request = parsePageArgs(MY_ADVISORS_ORDER, args, { defaultSize: 20, maxSize: 100 });
        const advisorQuery = queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: 'Advisor' });
        const { page, totalCount } = await myAdvisorsPage(ctx, request, advisorQuery);
        const coaches = await coachIdsOf(
          ctx.prisma,
          u.id,
          page.rows.map((row) => row.advisorId),
        );
        return toConnection(page, {
          node: (row) => row.advisor,
          edge: (row) => ({ expertise: row.expertise, isCoach: coaches.has(row.advisorId) }),
          totalCount,
        });
      },
    },
    countedConnection('MyAdvisorConnection'),
    {
      name: 'MyAdvisorEdge',
      fields: (e) => ({
        expertise: e.field({
          type: Expertise,
          description: 'What the viewer asked this advisor about.',
          resolve: (edge) => edge.expertise,
        }),
        isCoach: e.boolean({
          description: "The advisor coaches the viewer (the 'Mijn adviseurs' card marks them).",
          resolve: (edge) => edge.isCoach,
        }),
      }),
    },
  ),
}));
