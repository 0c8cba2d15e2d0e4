// What the promises module offers (decision 044): the late-delivery credit the job grants, and what the
// tracking screen says about it.
export { grantLateCredit } from './grant-late-credit.ts';
export { readLatePromise } from './read-late-promise.ts';
