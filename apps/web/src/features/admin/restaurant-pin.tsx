import { lazy, useRef } from 'react';
import { MapPlaceholder } from '../../components/map/map-placeholder.tsx';
import { OptionalPart } from '../../components/ui/optional-part.tsx';
import { useAppConfig, useCityCentre } from '../../lib/use-app-config.ts';
import css from './admin.module.css';
import { type RestaurantFormValues, typedPoint } from './restaurant-form-values.ts';

// Leaflet comes with the map, after the form's fields are on screen, and only in the back office's
// chunk: the customer's first screens never carry it (the 90 KB budget).
const PinPickerMap = lazy(async () => ({
  default: (await import('../../components/map/pin-picker-map.tsx')).PinPickerMap,
}));

/**
 * The restaurant's pin on the map, beside its typed latitude and longitude: dragging the pin or
 * clicking the map fills both fields, and typing a full coordinate moves the pin. The fields stay
 * the way in for the keyboard; the map is for the eye and the mouse.
 */
export function RestaurantPin({
  values,
  onMove,
}: {
  values: Pick<RestaurantFormValues, 'latitude' | 'longitude'>;
  onMove: (point: { lat: number; lng: number }) => void;
}) {
  const config = useAppConfig().data;
  const centre = useCityCentre();
  const typed = typedPoint(values);
  // A half-typed coordinate leaves the pin where the last whole one put it; a new form starts at the
  // city centre.
  const kept = useRef(typed);
  if (typed) kept.current = typed;
  const position = kept.current ?? centre ?? null;
  return (
    <div className={`field ${css.wide}`}>
      {config && position ? (
        <OptionalPart fallback={<MapPlaceholder kind="pin" />}>
          <PinPickerMap
            position={position}
            onMove={onMove}
            tileUrl={config.mapTileUrl}
            attribution={config.mapAttribution}
            pinName="The restaurant"
            label="Map of the restaurant’s place. Drag the pin, or click the map, to set its latitude and longitude."
          />
        </OptionalPart>
      ) : (
        <MapPlaceholder kind="pin" />
      )}
      <span className={css.hint}>
        {typed
          ? 'Drag the pin, or click the map, to move the restaurant; or type its latitude and longitude.'
          : 'Click the map where the restaurant is, or type its latitude and longitude.'}
      </span>
    </div>
  );
}
