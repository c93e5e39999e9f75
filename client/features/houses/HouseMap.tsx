import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { HouseMap_house$key } from '../../__generated__/HouseMap_house.graphql';
import { PinIcon } from '../../components/icons';
import { googleMapsKey, HOUSE_MAP_CIRCLE_M } from '../../config';
import { formatNumber } from '../../format';

// The Google Maps code is only downloaded when a key is configured.
const GoogleHouseMap = lazy(() => import('./GoogleHouseMap'));

const coordinate = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/**
 * House map (spec §9): Google Maps when the server configured a key (meta tag
 * `huiskans:google-maps-key`), otherwise a static box with the place and coordinates.
 * A rounded (not exact) location gets zoom 14 and a 1000 m circle instead of a marker.
 */
export function HouseMap({ house }: { house: HouseMap_house$key }) {
  const data = useFragment(
    graphql`
      fragment HouseMap_house on House {
        latitude
        longitude
        locationIsExact
        city
        formattedAddressLine
      }
    `,
    house,
  );
  if (data.latitude == null || data.longitude == null) return null;
  const apiKey = googleMapsKey();
  const position = { lat: data.latitude, lng: data.longitude };
  const fallback = (
    <StaticHouseMap
      place={data.locationIsExact ? data.formattedAddressLine : (data.city ?? data.formattedAddressLine)}
      latitude={data.latitude}
      longitude={data.longitude}
      exact={data.locationIsExact}
    />
  );
  if (!apiKey) return fallback;
  return (
    <Suspense fallback={<div className="house-map" />}>
      <GoogleHouseMap
        apiKey={apiKey}
        position={position}
        exact={data.locationIsExact}
        title={data.formattedAddressLine}
      />
    </Suspense>
  );
}

export function StaticHouseMap({
  place,
  latitude,
  longitude,
  exact,
}: {
  place: string;
  latitude: number;
  longitude: number;
  exact: boolean;
}) {
  return (
    <div className="house-map house-map--static" role="img" aria-label={`Locatie: ${place}`}>
      <div className="house-map__static-card">
        <PinIcon size={32} />
        <span className="house-map__place">{place}</span>
        <span className="house-map__coords">
          {coordinate.format(latitude)}° N, {coordinate.format(longitude)}° O
        </span>
        <span className="house-map__note">
          {exact
            ? 'Kaart niet beschikbaar'
            : `Kaart niet beschikbaar · locatie bij benadering (binnen ${formatNumber(HOUSE_MAP_CIRCLE_M)} m)`}
        </span>
      </div>
    </div>
  );
}
