import type { AddressJson } from '@khabar/domain/contracts/account/address';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Crosshair, House, MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { PlaceSearch } from '../../components/place-search/place-search.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { tagText } from '../../lib/i18n/domain-text.ts';
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
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useUser();
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState('');
  const pendingTag = pending ? tagText(pending.address.tag) : '';
  const pendingPlace = pending?.address.address ?? '';

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
        label={t`Search for a new address`}
        onPick={(p) =>
          navigate(
            `/setLocation?${new URLSearchParams({ lat: String(p.lat), lng: String(p.lng), address: p.description, from: 'manage' })}`,
          )
        }
      />
      <Link className={css.addressEntry} to="/setLocation?current=1&from=manage">
        <Crosshair aria-hidden size={18} /> <Trans>Current Location</Trans>
      </Link>
      <p className="form-problem" role="alert">
        {problem}
      </p>
      {addresses.isPending ? (
        <SkeletonCard label={t`Loading your addresses`} widths={['40%', '100%']} />
      ) : addresses.isError ? (
        <p role="alert">
          <Trans>We could not load your addresses.</Trans> {addresses.error.message}
        </p>
      ) : addresses.data.length === 0 ? (
        <p className="muted">
          <Trans>No saved addresses yet. Add one to order faster.</Trans>
        </p>
      ) : (
        <ul className={css.addressList}>
          {addresses.data.map((a) => {
            const Icon = ICONS[a.tag];
            const isDefault = a.id === user?.default_address_id;
            const tag = tagText(a.tag);
            return (
              <li key={a.id} className={`card ${css.addressCard}`}>
                <h3 className="card__title">
                  <Icon aria-hidden size={18} /> {tag}
                  {isDefault && (
                    <span className="tag">
                      <Trans>Default</Trans>
                    </span>
                  )}
                </h3>
                <p translate="no">{[a.house, a.address].filter(Boolean).join(', ')}</p>
                {a.landmark && (
                  <p className="muted small" translate="no">
                    {a.landmark}
                  </p>
                )}
                <div className={css.addressActions}>
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => setPending({ kind: 'delete', address: a })}
                    aria-label={t`Delete ${tag} address`}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                  <ButtonLink
                    variant="ghost"
                    size="small"
                    to={`/setLocation?edit=${a.id}&from=manage`}
                    aria-label={t`Edit ${tag} address`}
                  >
                    <Trans>Edit</Trans>
                  </ButtonLink>
                  {!isDefault && (
                    <Button
                      variant="outline"
                      size="small"
                      onClick={() => setPending({ kind: 'replace', address: a })}
                      aria-label={t`Deliver to this ${tag} address`}
                    >
                      <Trans>Replace</Trans>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ButtonLink to="/setLocation?from=manage">
        <Plus aria-hidden size={18} /> <Trans>Add New Address</Trans>
      </ButtonLink>
      <ConfirmDialog
        open={pending !== null}
        title={t`Are You Sure !`}
        confirmLabel={t`Yes`}
        cancelLabel={t`No`}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending?.kind === 'delete' ? (
          <Trans>
            Delete the {pendingTag} address, <span translate="no">{pendingPlace}</span>?
          </Trans>
        ) : (
          <Trans>
            Deliver to <span translate="no">{pendingPlace}</span>?
          </Trans>
        )}
      </ConfirmDialog>
    </div>
  );
}
