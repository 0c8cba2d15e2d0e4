import type { PartnerRestaurant } from '@khabar/domain/contracts/partner/get-partner-me';
import { Power } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ToggleSwitch } from '../../components/ui/toggle-switch.tsx';
import { useSetRestaurantOpen } from './api/set-restaurant-open.ts';
import css from './partner.module.css';

/** Open or close the restaurant for new orders; closing asks first (customers cannot order until reopened). */
export function RestaurantOpenSwitch({ restaurant }: { restaurant: PartnerRestaurant }) {
  const set = useSetRestaurantOpen(restaurant.id);
  const [asking, setAsking] = useState(false);
  const open = restaurant.is_accepting_orders;
  return (
    <div className={css.openSwitch}>
      <ToggleSwitch
        checked={open}
        disabled={set.isPending}
        onChange={(on) => (on ? set.mutate(true) : setAsking(true))}
      >
        <Power aria-hidden size={16} /> {open ? 'Open for orders' : 'Closed for orders'}
      </ToggleSwitch>
      {set.isError && (
        <p className="form-problem small" role="alert">
          Not changed: {set.error.message}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Stop taking orders?"
        confirmLabel="Close now"
        cancelLabel="Keep open"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          set.mutate(false);
        }}
      >
        <p>
          Customers will see {restaurant.name} as closed until you open it again. Orders already placed stay
          here.
        </p>
      </ConfirmDialog>
    </div>
  );
}
