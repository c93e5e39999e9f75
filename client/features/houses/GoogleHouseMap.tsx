import { APIProvider, Circle, Map as GoogleMap, Marker } from '@vis.gl/react-google-maps';
import { HOUSE_MAP_CIRCLE_M, HOUSE_MAP_HEIGHT_PX, HOUSE_MAP_ZOOM } from '../../config';

const EXACT_ZOOM = 16;

interface GoogleHouseMapProps {
  apiKey: string;
  position: { lat: number; lng: number };
  exact: boolean;
  title: string;
}

/** Google Maps with a marker (exact location) or a 1000 m circle at zoom 14 (rounded location). */
export default function GoogleHouseMap({ apiKey, position, exact, title }: GoogleHouseMapProps) {
  return (
    <div className="house-map">
      <APIProvider apiKey={apiKey} language="nl" region="NL">
        <GoogleMap
          style={{ width: '100%', height: HOUSE_MAP_HEIGHT_PX }}
          defaultCenter={position}
          defaultZoom={exact ? EXACT_ZOOM : HOUSE_MAP_ZOOM}
          gestureHandling="cooperative"
          disableDefaultUI={false}
          streetViewControl={false}
          mapTypeControl={false}
        >
          {exact ? (
            <Marker position={position} title={title} />
          ) : (
            <Circle
              center={position}
              radius={HOUSE_MAP_CIRCLE_M}
              strokeColor="#0e7c66"
              strokeOpacity={0.9}
              strokeWeight={2}
              fillColor="#0e7c66"
              fillOpacity={0.15}
            />
          )}
        </GoogleMap>
      </APIProvider>
    </div>
  );
}
