import 'leaflet/dist/leaflet.css';
import { Form } from 'antd';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useShell } from '../../../app/ShellContext';

// Bundlers do not find Leaflet's default icon by its CSS path: the images are imported explicitly.
const icon = new L.Icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** Six decimals: about ten centimetres, more than a city needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Follows the form's point (typed in the fields) and keeps the form's zoom as the map's. */
function FollowForm({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  const form = Form.useFormInstance();
  useEffect(() => {
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  useMapEvents({ zoomend: () => form.setFieldValue('zoom', map.getZoom()) });
  return null;
}

/**
 * The city's point on a map: drag the marker and the latitude and longitude fields follow (spec §4).
 * Without a tile server (or offline) the map is a plain grid; the marker and the fields still work.
 */
export function CityMap() {
  const { t } = useTranslation();
  const { config } = useShell();
  const form = Form.useFormInstance();
  const lat = Form.useWatch('latitude', form) as number | undefined;
  const lng = Form.useWatch('longitude', form) as number | undefined;
  const zoom = (Form.useWatch('zoom', form) as number | undefined) ?? 12;
  const valid =
    typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const events = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const point = (event.target as L.Marker).getLatLng();
        form.setFieldsValue({ latitude: round(point.lat), longitude: round(point.lng) });
      },
    }),
    [form],
  );
  if (!valid) return <div className="city-map city-map--empty">{t('cities.mapNeedsPoint')}</div>;
  return (
    <section aria-label={t('cities.map')}>
      <MapContainer center={[lat, lng]} zoom={zoom} className="city-map">
        {config.mapTiles.url ? (
          <TileLayer
            url={config.mapTiles.url.replace('{key}', encodeURIComponent(config.mapsKey ?? ''))}
            attribution={config.mapTiles.attribution ?? undefined}
          />
        ) : null}
        <Marker
          position={[lat, lng]}
          draggable
          icon={icon}
          eventHandlers={events}
          title={t('cities.marker')}
          alt={t('cities.marker')}
        />
        <FollowForm lat={lat} lng={lng} />
      </MapContainer>
    </section>
  );
}
