import { NotFoundError } from '../../domain/errors.js';
import { getPlace, suggestPlaces } from '../../domain/places/search.js';
import type { PlaceSuggestion as Place } from '../../domain/ports/geocoder.js';
import { builder } from '../builder.js';

const PlaceSuggestion = builder.objectRef<Place>('PlaceSuggestion').implement({
  description: 'A place (woonplaats, gemeente ...) from the place lookup, with its CBS code.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    weergavenaam: t.exposeString('weergavenaam'),
    code: t.exposeString('code', { nullable: true }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
  }),
});

builder.queryFields((t) => ({
  placeSuggestions: t.field({
    type: [PlaceSuggestion],
    description: 'Home search bar lookup; at least 3 characters.',
    // InputError: the query; ServiceUnavailableError: the lookup is down (spec §8 network-error text).
    errors: { dataField: { name: 'data' } },
    args: {
      query: t.arg.string({ required: true }),
      types: t.arg.stringList({ description: 'woonplaats, gemeente, adres, postcode, weg; default places' }),
      first: t.arg.int({ defaultValue: 10 }),
    },
    resolve: (_root, args, ctx) => suggestPlaces(ctx.geocoder, args.query, { types: args.types, limit: args.first }),
  }),
  place: t.field({
    type: PlaceSuggestion,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    // Unknown: null. PDOK down: the domain's 503 message (not a masked error).
    resolve: (_root, args, ctx) =>
      getPlace(ctx.geocoder, String(args.id)).catch((err) => {
        if (err instanceof NotFoundError) return null;
        throw err;
      }),
  }),
}));
