// What the addresses module offers other modules (they import this file, never its internals).
export { toAddressJson } from './to-address-json.ts';
