// A captain in the back office's words, and the onboarding form checked with the server's own rules.
import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import { mobileDigits } from './invite-input.ts';

type CaptainState = 'suspended' | 'on' | 'off';
export const CAPTAIN_STATE_LABEL: Record<CaptainState, string> = {
  suspended: 'Suspended',
  on: 'On duty',
  off: 'Off duty',
};

/** Suspended outranks the duty switch (a suspended captain is off duty anyway). */
export const captainState = (c: Pick<AdminCaptain, 'suspended_at' | 'is_on_duty'>): CaptainState =>
  c.suspended_at !== null ? 'suspended' : c.is_on_duty ? 'on' : 'off';

/** A registration plate as painted: "wb 02  an 1041" -> "WB 02 AN 1041". */
export const plateOf = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

export type OnboardField = 'phone' | 'name' | 'vehicle';

type Checked =
  | { ok: true; phone: string; name: string; vehicle_number: string }
  | { ok: false; field: OnboardField; message: string };

export function readOnboard(values: { phone: string; name: string; vehicle: string }): Checked {
  const phone = mobileDigits(values.phone);
  if (!phone) return { ok: false, field: 'phone', message: 'Enter a 10-digit mobile number.' };
  const name = values.name.trim();
  if (name.length < 2 || name.length > 60) {
    return { ok: false, field: 'name', message: 'Enter a name of 2 to 60 characters.' };
  }
  const plate = plateOf(values.vehicle);
  if (!/^[A-Z0-9 ]{4,15}$/.test(plate)) {
    return {
      ok: false,
      field: 'vehicle',
      message: 'Enter the vehicle number as 4 to 15 letters, digits and spaces, like WB 02 AN 1041.',
    };
  }
  return { ok: true, phone, name, vehicle_number: plate };
}

/** A suspension's reason as the server takes it (3 to 200 characters), or null. */
export function readReason(text: string): string | null {
  const reason = text.trim();
  return reason.length >= 3 && reason.length <= 200 ? reason : null;
}

/** "just now", "12 min ago", "3 h ago", else the date and time: when a position was last heard. */
export function agoText(iso: string, now: number, dateTime: (iso: string) => string): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return dateTime(iso);
}
