// What the captain module offers other modules (they import this file, never its internals).
export { captainProfileJson } from './captain-profile-json.ts';
export { dispatchOrder, freeCaptains } from './dispatch-order.ts';
export { expireOffer, withdrawOpenOffers } from './expire-offer.ts';
export { prunePositionTrail, schedulePositionTrailPruning } from './prune-position-trail.ts';
export { recordCaptainPosition } from './record-captain-position.ts';
