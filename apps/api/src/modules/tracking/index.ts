// What the tracking module offers other modules: the rider of an order (the spec's tracking call).
export { getDeliveryDetails } from './get-delivery-details.ts';
