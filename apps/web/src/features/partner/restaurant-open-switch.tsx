import type { PartnerRestaurant } from '@khabar/domain/contracts/partner/get-partner-me';
import { Trans, useLingui } from '@lingui/react/macro';
import { Power } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ToggleSwitch } from '../../components/ui/toggle-switch.tsx';
import { useSetRestaurantOpen } from './api/set-restaurant-open.ts';
import css from './partner.module.css';

/** Open or close the restaurant for new orders; closing asks first (customers cannot order until reopened). */
export function RestaurantOpenSwitch({ restaurant }: { restaurant: PartnerRestaurant }) {
  const { t } = useLingui();
  const set = useSetRestaurantOpen(restaurant.id);
  const name = restaurant.name;
  const [asking, setAsking] = useState(false);
  const open = restaurant.is_accepting_orders;
  const reason = set.error?.message;
  return (
    <div className={css.openSwitch}>
      <ToggleSwitch
        checked={open}
        disabled={set.isPending}
        onChange={(on) => (on ? set.mutate(true) : setAsking(true))}
      >
        <Power aria-hidden size={16} /> {open ? t`Open for orders` : t`Closed for orders`}
      </ToggleSwitch>
      {set.isError && (
        <p className="form-problem small" role="alert">
          <Trans>Not changed: {reason}</Trans>
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t`Stop taking orders?`}
        confirmLabel={t`Close now`}
        cancelLabel={t`Keep open`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          set.mutate(false);
        }}
      >
        <p>
          <Trans>
            Customers will see <span translate="no">{name}</span> as closed until you open it again. Orders
            already placed stay here.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
