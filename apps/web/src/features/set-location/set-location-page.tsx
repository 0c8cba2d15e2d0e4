import type { AddressJson } from '@khabar/domain/contracts/account/address';
import type { OrderLocation } from '@khabar/domain/contracts/orders/cart-payload';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crosshair } from 'lucide-react';
import { lazy, useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { MapPlaceholder } from '../../components/map/map-placeholder.tsx';
import { PlaceSearch } from '../../components/place-search/place-search.tsx';
import { Button } from '../../components/ui/button.tsx';
import { OptionalPart } from '../../components/ui/optional-part.tsx';
import { readDeliveryPlace } from '../../lib/delivery-place.ts';
import { chooseGuestPlace } from '../../lib/delivery-point.ts';
import { ADDRESS_TAGS, type AddressTag } from '../../lib/guest-address.ts';
import { tagText } from '../../lib/i18n/domain-text.ts';
import { locateMe } from '../../lib/locate-me.ts';
import { Navigate, useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { useUser } from '../../lib/session-store.ts';
import { useAddresses } from '../../lib/use-account.ts';
import { useAppConfig, useCityCentre } from '../../lib/use-app-config.ts';
import { useCoordinateToAddress } from './api/coordinate-to-address.ts';
import { useSaveAddress } from './api/save-address.ts';
import css from './set-location.module.css';

// Leaflet is only downloaded on this screen, after the page itself has shown.
const PinPickerMap = lazy(async () => ({
  default: (await import('../../components/map/pin-picker-map.tsx')).PinPickerMap,
}));

/**
 * The pin's first place and the form's first values; `editId` when an address is being edited;
 * `chosen` when that place is one the customer chose (only a chosen place can be saved, decision 015).
 */
interface Start extends OrderLocation {
  editId: number | null;
  chosen: boolean;
}

/**
 * Where the pin starts: an address being edited, a place passed in, the place chosen while browsing,
 * or, with nothing chosen (a customer adding another address, a new visitor), the current place or
 * the city centre, to be searched, pinned or located first.
 */
function startingPoint(
  params: URLSearchParams,
  editing: AddressJson | null,
  cityCentre: { lat: number; lng: number },
): Start {
  if (editing) {
    const { latitude: lat, longitude: lng, address, house, landmark, tag, id } = editing;
    return { lat, lng, address, house, landmark, tag, editId: id, chosen: true };
  }
  const blank = { house: '', landmark: '', tag: 'HOME' as const, editId: null };
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (params.has('lat') && params.has('lng') && Number.isFinite(lat) && Number.isFinite(lng)) {
    return { ...blank, lat, lng, address: params.get('address') ?? '', chosen: true };
  }
  // A place chosen while browsing (not yet an address) may be saved as it is; a customer's saved
  // address only centres the map for a new one.
  const here = readDeliveryPlace();
  if (here && here.addressId === null) return { ...here, editId: null, chosen: true };
  const centre = here ?? cityCentre;
  return { ...blank, lat: centre.lat, lng: centre.lng, address: '', chosen: false };
}

/**
 * `/setLocation`: a pin on a map, the address it stands on, house and landmark, and a tag. A guest's
 * choice is kept on this device; a customer's is saved to the account (added, or edited with ?edit=id).
 */
export function SetLocationPage() {
  const [params] = useSearchParams();
  const editId = Number(params.get('edit'));
  const addresses = useAddresses();
  const user = useUser();
  const cityCentre = useCityCentre();
  // The map starts on the city centre from the server's configuration: wait for it.
  if (!cityCentre)
    return (
      <p className="page muted">
        <Trans>Loading the map…</Trans>
      </p>
    );
  if (params.has('edit')) {
    // Only a customer's saved address can be edited; a guest (or an ended session) sets a place anew.
    if (!user) return <Navigate to="/setLocation" replace />;
    if (addresses.isPending)
      return (
        <p className="page muted">
          <Trans>Loading the address…</Trans>
        </p>
      );
    const editing = addresses.data?.find((a) => a.id === editId) ?? null;
    if (!editing) return <Navigate to="/manageAddress" replace />;
    return <SetLocationForm start={startingPoint(params, editing, cityCentre)} />;
  }
  return <SetLocationForm start={startingPoint(params, null, cityCentre)} />;
}

function SetLocationForm({ start }: { start: Start }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const saveAddress = useSaveAddress();
  const user = useUser();
  const config = useAppConfig().data;
  const [point, setPoint] = useState({ lat: start.lat, lng: start.lng });
  const [chosen, setChosen] = useState(start.chosen);
  // A place picked from the search is exact for its own point; anywhere else the server describes the pin.
  const [named, setNamed] = useState(
    start.address ? { lat: start.lat, lng: start.lng, address: start.address } : null,
  );
  const [house, setHouse] = useState(start.house);
  const [landmark, setLandmark] = useState(start.landmark);
  const [tag, setTag] = useState<AddressTag>(start.tag);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const [locating, setLocating] = useState(false);
  const tagRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { t } = useLingui();

  const isNamed = named !== null && named.lat === point.lat && named.lng === point.lng;
  const reverse = useCoordinateToAddress(point, chosen && !isNamed);
  const address = !chosen ? '' : isNamed ? named.address : (reverse.data ?? '');
  const pin = (p: { lat: number; lng: number }) => {
    setPoint(p);
    setChosen(true);
  };

  const locate = async () => {
    setLocating(true);
    setProblem('');
    try {
      const here = await locateMe();
      setNamed(here);
      pin({ lat: here.lat, lng: here.lng });
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setLocating(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival with ?current=1
  useEffect(() => {
    if (params.get('current') === '1') void locate();
  }, []);

  const from = params.get('from');
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!address) {
      setProblem(t`Search for your area, use your current location, or move the pin first.`);
      return;
    }
    const chosenPlace = {
      address,
      house: house.trim(),
      landmark: landmark.trim(),
      tag,
      latitude: point.lat,
      longitude: point.lng,
    };
    if (user) {
      // A customer's place is an address on the account; the server makes a new one the default, and
      // the page follows the server (an edited address that is not the default moves nothing).
      setSaving(true);
      try {
        await saveAddress.mutateAsync({ place: chosenPlace, editId: start.editId });
      } catch (err) {
        setProblem((err as Error).message);
        setSaving(false);
        return;
      }
    } else {
      chooseGuestPlace({ ...chosenPlace, lat: point.lat, lng: point.lng });
    }
    navigate(from === 'cart' ? '/cart' : from === 'manage' ? '/manageAddress' : '/restaurants', {
      replace: true,
    });
  };

  const onTagKey = (e: React.KeyboardEvent, i: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const next = (i + step + ADDRESS_TAGS.length) % ADDRESS_TAGS.length;
    setTag(ADDRESS_TAGS[next] as AddressTag);
    tagRefs.current[next]?.focus();
  };

  return (
    <>
      <PageHeader title={start.editId ? t`Edit address` : t`Set delivery location`} />
      <main id="main" className={`page ${css.page}`}>
        <div className={css.map}>
          <div className={css.search}>
            <PlaceSearch
              label={t`Search for your area, street or landmark`}
              onPick={(p) => {
                setNamed({ lat: p.lat, lng: p.lng, address: p.description });
                pin({ lat: p.lat, lng: p.lng });
                setProblem('');
              }}
            />
            <Button variant="outline" onClick={locate} busy={locating}>
              <Crosshair aria-hidden size={16} /> {locating ? '...' : t`Use current location`}
            </Button>
          </div>
          <OptionalPart fallback={<MapPlaceholder kind="pin" />}>
            <PinPickerMap
              position={point}
              onMove={pin}
              tileUrl={config?.mapTileUrl ?? ''}
              attribution={config?.mapAttribution ?? ''}
            />
          </OptionalPart>
          <p className="muted small">
            <Trans>Drag the pin, or tap the map, to mark your gate.</Trans>
          </p>
        </div>
        <form className={css.form} onSubmit={(e) => void save(e)} noValidate>
          <label className="field">
            <span>
              <Trans>Location</Trans>
            </span>
            <textarea
              readOnly
              rows={2}
              data-testid="location-text"
              // The address is a name, as the map's data writes it.
              translate="no"
              placeholder={t`Search for your area, use current location or move the pin`}
              value={chosen && !isNamed && reverse.isFetching ? t`Finding the address…` : address}
            />
          </label>
          <label className="field">
            <span>
              <Trans>House / Flat / Floor No.</Trans>
            </span>
            <input
              value={house}
              onChange={(e) => setHouse(e.target.value)}
              maxLength={120}
              autoComplete="address-line1"
            />
          </label>
          <label className="field">
            <span>
              <Trans>Landmark</Trans>
            </span>
            <input
              value={landmark}
              onChange={(e) => setLandmark(e.target.value)}
              maxLength={120}
              autoComplete="address-line2"
            />
          </label>
          <div className="field">
            <span id="tag-label">
              <Trans>Save as</Trans>
            </span>
            <div className="segmented" role="radiogroup" aria-labelledby="tag-label">
              {ADDRESS_TAGS.map((option, i) => (
                // biome-ignore lint/a11y/useSemanticElements: a segmented control with the radio keyboard pattern
                <button
                  key={option}
                  ref={(el) => {
                    tagRefs.current[i] = el;
                  }}
                  type="button"
                  role="radio"
                  aria-checked={tag === option}
                  tabIndex={tag === option ? 0 : -1}
                  className={`segmented__option${tag === option ? ' is-active' : ''}`}
                  onClick={() => setTag(option)}
                  onKeyDown={(e) => onTagKey(e, i)}
                >
                  {tagText(option)}
                </button>
              ))}
            </div>
          </div>
          <p className="form-problem" role="alert">
            {problem || (reverse.isError ? reverse.error.message : '')}
          </p>
          <Button type="submit" block disabled={!address || saving}>
            {saving ? t`Please Wait...` : t`SAVE LOCATION`}
          </Button>
        </form>
      </main>
    </>
  );
}
