import { DELIVERY_TYPE, ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { useLingui } from '@lingui/react/macro';

/**
 * An order's status and type in the screen's language, from their ids: the server's status_label and
 * the domain's orderTypeLabel are English (the back office's words).
 */
export function useOrderWords() {
  const { t } = useLingui();
  const status = (statusId: number): string => {
    switch (statusId) {
      case ORDER_STATUS.awaitingPayment:
        return t`Awaiting payment`;
      case ORDER_STATUS.preparing:
        return t`Preparing Food`;
      case ORDER_STATUS.agentAssigned:
        return t`Delivery Agent Assigned`;
      case ORDER_STATUS.onTheWay:
        return t`Food is on the way`;
      case ORDER_STATUS.delivered:
        return t`Delivered`;
      case ORDER_STATUS.cancelled:
        return t`Cancelled`;
      case ORDER_STATUS.readyForPickup:
        return t`Food is ready for pickup`;
      default:
        return t`Order Placed`;
    }
  };
  const orderType = (deliveryType: number): string =>
    deliveryType === DELIVERY_TYPE.delivery ? t`Delivery` : t`Self Pickup`;
  return { status, orderType };
}
