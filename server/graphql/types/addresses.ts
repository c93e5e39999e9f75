import { findAddresses, getAddress } from '../../domain/places/addresses.js';
import type { AddressResult } from '../../domain/ports/geocoder.js';
import { builder } from '../builder.js';

const Address = builder.objectRef<AddressResult>('Address').implement({
  description:
    'One address from the house address lookup (spec §3 "Address lookup result"; PDOK adres document). Pass `id` as ngrAddressId when saving a house.',
  fields: (t) => ({
    id: t.exposeID('adres_id', { description: 'adres_id' }),
    street: t.exposeString('straatnaam', { description: 'straatnaam' }),
    houseNumber: t.exposeString('huis_nlt', { description: 'huis_nlt: number with letter/addition, e.g. 93A or 93-1' }),
    postalCode: t.exposeString('postcode', { description: 'postcode, without a space' }),
    city: t.exposeString('woonplaatsnaam', { description: 'woonplaatsnaam' }),
    cityCode: t.exposeString('woonplaatscode', { nullable: true, description: 'woonplaatscode' }),
    municipalityCode: t.exposeString('gemeentecode', { nullable: true }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    weergavenaam: t.exposeString('weergavenaam', { description: 'Display form: "Europalaan 93, 3526KP Utrecht"' }),
    type: t.exposeString('type'),
    code: t.exposeString('code', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  addressLookup: t.field({
    type: [Address],
    description:
      'House address lookup by postcode + house number: one address, or several (letters/additions: choose one). Not found → NotFoundError with the Dutch text; bad input → InputError; lookup down → ServiceUnavailableError.',
    args: {
      postalCode: t.arg.string({ required: true }),
      streetNumber: t.arg.string({ required: true }),
    },
    errors: {
      result: { name: 'AddressLookupSuccess' },
      union: { name: 'AddressLookupResult' },
      dataField: { name: 'addresses' },
    },
    resolve: (_root, args, ctx) => findAddresses(ctx.geocoder, args),
  }),
  address: t.field({
    type: Address,
    description: 'One whole address by its id (after choosing one of several).',
    args: { id: t.arg.id({ required: true }) },
    errors: {
      result: { name: 'AddressSuccess' },
      union: { name: 'AddressResult' },
      dataField: { name: 'address' },
    },
    resolve: (_root, args, ctx) => getAddress(ctx.geocoder, String(args.id)),
  }),
}));
