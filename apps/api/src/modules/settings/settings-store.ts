// The business settings in force on this process (decision 031): read from the settings row at
// start-up, and again whenever an admin's change is announced on the bus's `settings` channel (every
// process, through Redis) or the copy is older than a minute (a message a bus lost). Pricing takes one
// snapshot per request, so a quote never mixes a tax from before a change with a minimum from after.
import type { Db } from '@khabar/db';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { AppConfig } from '../../config/load-config.ts';
import { readSettingsRow } from './read-settings-row.ts';
import { type SettingDefaults, type SettingsInForce, settingsInForce, UNSAVED_ROW } from './settings-json.ts';

const MAX_AGE_MS = 60_000;

export interface SettingsStore {
  readonly defaults: SettingDefaults;
  /** What is in force on this process now. */
  current(): SettingsInForce;
  /** Pricing's settings (tax, COD limit, minimum order), as one snapshot. */
  business(): AppConfig['business'];
  /** The lifecycle's settings with the acceptance window in force. */
  lifecycle(): AppConfig['lifecycle'];
  /** Reads the row again (start-up; tests). */
  load(): Promise<void>;
  /** After a change committed here: this process reads it now, the others when they hear of it. */
  announceChange(): Promise<void>;
  /** A read if the copy is older than a minute (called on requests; cheap when it is fresh). */
  reloadIfStale(): void;
  /** Resolves when no read is running (tests wait on it). */
  settled(): Promise<void>;
  stop(): void;
}

/** The defaults the environment gives (config/load-config.ts), in the stored units. */
const settingDefaultsOf = (config: AppConfig): SettingDefaults => ({
  ...config.business,
  acceptWindowSeconds: config.lifecycle.acceptWindowSeconds,
  supportPhone: config.brand.supportPhone,
  supportEmail: config.brand.supportEmail,
  supportChatUrl: config.brand.supportChatUrl ?? null,
  goodwillDailyCapPaise: config.support.goodwillDailyCapPaise,
});

export function createSettingsStore({
  db,
  events,
  config,
  origin,
  onError,
}: {
  db: Db;
  events: EventBus;
  config: AppConfig;
  /** This process's id: its own announcement was read before it was sent. */
  origin: string;
  onError: (err: unknown) => void;
}): SettingsStore {
  const defaults = settingDefaultsOf(config);
  let inForce = settingsInForce({ row: UNSAVED_ROW, d: defaults });
  let loadedAt = 0;
  let running: Promise<void> | null = null;
  let again = false;

  const read = async () => {
    inForce = settingsInForce({ row: await readSettingsRow({ db }), d: defaults });
    loadedAt = Date.now();
  };
  // A burst of announcements costs one read in flight and at most one more after it.
  const reload = () => {
    if (running) {
      again = true;
      return;
    }
    running = read()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          reload();
        }
      });
  };
  const unsubscribe = events.subscribe('settings', (message) => {
    if (message.payload.origin !== origin) reload();
  });

  return {
    defaults,
    current: () => inForce,
    business: () => ({
      taxBp: inForce.taxBp,
      codMaxPaise: inForce.codMaxPaise,
      minOrderPaise: inForce.minOrderPaise,
    }),
    lifecycle: () => ({ ...config.lifecycle, acceptWindowSeconds: inForce.acceptWindowSeconds }),
    load: read,
    async announceChange() {
      await read();
      await events
        .publish('settings', {
          eventId: null,
          type: 'settings_changed',
          orderId: null,
          statusId: null,
          payload: { origin, version: inForce.version },
          at: new Date().toISOString(),
        })
        .catch(onError);
    },
    reloadIfStale() {
      if (!running && Date.now() - loadedAt > MAX_AGE_MS) reload();
    },
    async settled() {
      while (running) await running;
    },
    stop: unsubscribe,
  };
}
