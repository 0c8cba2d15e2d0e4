// What the wallet module offers other modules: the hourly expiry of refund credit (decision 044).
export { expireWalletCredits, scheduleWalletExpiry } from './expire-wallet-credits.ts';
