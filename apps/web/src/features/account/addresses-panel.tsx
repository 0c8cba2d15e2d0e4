import type { AddressJson } from '@khabar/domain/contracts/account/address';
import { Briefcase, Crosshair, House, MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { PlaceSearch } from '../../components/place-search/place-search.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { Link, useNavigate } from '../../lib/router/router.tsx';
import { useUser } from '../../lib/session-store.ts';
import { useAddresses } from '../../lib/use-account.ts';
import css from './account.module.css';
import { useDeleteAddress } from './api/delete-address.ts';
import { useSetDefaultAddress } from './api/set-default-address.ts';

const ICONS = { HOME: House, OFFICE: Briefcase, OTHER: MapPin } as const;
type Pending = { kind: 'delete' | 'replace'; address: AddressJson } | null;

/** Saved addresses: search or locate to add one, and Delete / Edit / Replace on each card. */
export function AddressesPanel({ onReplaced }: { onReplaced?: () => void }) {
  const navigate = useNavigate();
  const user = useUser();
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState('');

  const confirm = async () => {
    if (!pending || !user) return;
    const { kind, address } = pending;
    setPending(null);
    setProblem('');
    try {
      // Replace makes this the account's default on the server: the one place the list, the menu and
      // the cart use (decision 015). Both answers list the addresses, the default first.
      await (kind === 'replace' ? setDefault : remove).mutateAsync(address.id);
      if (kind === 'replace') onReplaced?.();
    } catch (err) {
      setProblem((err as Error).message);
    }
  };

  return (
    <div className={css.addresses}>
      <PlaceSearch
        label="Search for a new address"
        onPick={(p) =>
          navigate(
            `/setLocation?${new URLSearchParams({ lat: String(p.lat), lng: String(p.lng), address: p.description, from: 'manage' })}`,
          )
        }
      />
      <Link className={css.addressEntry} to="/setLocation?current=1&from=manage">
        <Crosshair aria-hidden size={18} /> Current Location
      </Link>
      <p className="form-problem" role="alert">
        {problem}
      </p>
      {addresses.isPending ? (
        <SkeletonCard label="Loading your addresses" widths={['40%', '100%']} />
      ) : addresses.isError ? (
        <p role="alert">We could not load your addresses. {addresses.error.message}</p>
      ) : addresses.data.length === 0 ? (
        <p className="muted">No saved addresses yet. Add one to order faster.</p>
      ) : (
        <ul className={css.addressList}>
          {addresses.data.map((a) => {
            const Icon = ICONS[a.tag];
            const isDefault = a.id === user?.default_address_id;
            return (
              <li key={a.id} className={`card ${css.addressCard}`}>
                <h3 className="card__title">
                  <Icon aria-hidden size={18} /> {a.tag}
                  {isDefault && <span className="tag">Default</span>}
                </h3>
                <p>{[a.house, a.address].filter(Boolean).join(', ')}</p>
                {a.landmark && <p className="muted small">{a.landmark}</p>}
                <div className={css.addressActions}>
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => setPending({ kind: 'delete', address: a })}
                    aria-label={`Delete ${a.tag} address`}
                  >
                    Delete
                  </Button>
                  <ButtonLink
                    variant="ghost"
                    size="small"
                    to={`/setLocation?edit=${a.id}&from=manage`}
                    aria-label={`Edit ${a.tag} address`}
                  >
                    Edit
                  </ButtonLink>
                  {!isDefault && (
                    <Button
                      variant="outline"
                      size="small"
                      onClick={() => setPending({ kind: 'replace', address: a })}
                      aria-label={`Deliver to this ${a.tag} address`}
                    >
                      Replace
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ButtonLink to="/setLocation?from=manage">
        <Plus aria-hidden size={18} /> Add New Address
      </ButtonLink>
      <ConfirmDialog
        open={pending !== null}
        title="Are You Sure !"
        confirmLabel="Yes"
        cancelLabel="No"
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending?.kind === 'delete'
          ? `Delete the ${pending.address.tag} address, ${pending.address.address}?`
          : `Deliver to ${pending?.address.address}?`}
      </ConfirmDialog>
    </div>
  );
}
