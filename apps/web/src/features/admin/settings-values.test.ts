import type { PlatformSettings } from '@khabar/domain/contracts/admin/settings/settings-fields';
import { updatePlatformSettingsBody } from '@khabar/domain/contracts/admin/settings/update-platform-settings';
import { describe, expect, it } from 'vitest';
import { readSettingsForm, settingsFormValues } from './settings-values.ts';

const defaults = {
  tax_percent: 5,
  cod_max: 400,
  min_order: 99,
  accept_window_seconds: 120,
  support_phone: '1800-123-4567',
  support_email: 'support@khabar.example',
  support_chat_url: null,
  goodwill_daily_cap: 500,
};
const inForce: PlatformSettings = { ...defaults, defaults, chosen: [], version: 3, updated_at: null };

describe('the settings form', () => {
  it('sends only what changed, read as the API takes it', () => {
    const typed = {
      ...settingsFormValues(inForce),
      tax: '12.5 %',
      codMax: '₹1,000',
      chat: 'https://wa.me/91',
      goodwillCap: '₹1,500',
    };
    expect(readSettingsForm(typed, inForce)).toEqual({
      ok: true,
      changes: {
        tax_percent: 12.5,
        cod_max: 1000,
        support_chat_url: 'https://wa.me/91',
        goodwill_daily_cap: 1500,
      },
    });
    expect(readSettingsForm(settingsFormValues(inForce), inForce)).toEqual({ ok: true, changes: {} });
  });

  it.each([
    ['tax', '29'],
    ['tax', '5.125'],
    ['codMax', '100001'],
    ['codMax', '1.5'],
    ['minOrder', '-1'],
    ['window', '4'],
    ['window', '3601'],
    ['phone', 'call us'],
    ['email', 'not-mail'],
    ['chat', 'http://wa.me/91'],
    ['chat', 'javascript:alert(1)'],
    ['goodwillCap', '10001'],
    ['goodwillCap', '-5'],
    ['goodwillCap', '2.5'],
  ] as const)('refuses %s = %j, naming the field', (field, text) => {
    const read = readSettingsForm({ ...settingsFormValues(inForce), [field]: text }, inForce);
    expect(read).toMatchObject({ ok: false, field });
  });

  it('an emptied chat link is sent as "no chat link"', () => {
    const withChat = { ...inForce, support_chat_url: 'https://wa.me/91' };
    expect(readSettingsForm({ ...settingsFormValues(withChat), chat: '' }, withChat)).toEqual({
      ok: true,
      changes: { support_chat_url: '' },
    });
  });

  it('sends what the update contract takes: percent, whole rupees, seconds and text, read by it as stored', () => {
    const typed = {
      tax: '12.5',
      codMax: '450',
      minOrder: '149',
      window: '180',
      phone: '+91 33 4000 1234',
      email: 'help@khabar.example',
      chat: 'https://wa.me/919800000000',
      goodwillCap: '600',
    };
    const read = readSettingsForm(typed, inForce);
    if (!read.ok) throw new Error(read.message);
    expect(updatePlatformSettingsBody.parse({ version: inForce.version, ...read.changes })).toEqual({
      version: 3,
      tax_percent: 1250,
      cod_max: 45_000,
      min_order: 14_900,
      accept_window_seconds: 180,
      support_phone: '+91 33 4000 1234',
      support_email: 'help@khabar.example',
      support_chat_url: 'https://wa.me/919800000000',
      goodwill_daily_cap: 60_000,
    });
  });
});
