// What the settings module offers other modules: the business settings in force on this process.
export { createSettingsStore, type SettingsStore } from './settings-store.ts';
