// The invite form's fields as typed, checked with the server's own rules so a typo is named at once.

export type InviteField = 'phone' | 'name';

/** "+91 98765 43210" or "098765-43210" -> "9876543210": the 10 digits the login takes, or null. */
export function mobileDigits(text: string): string | null {
  const digits = text.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

type Checked = { ok: true; phone: string; name: string } | { ok: false; field: InviteField; message: string };

export function readInvite(values: { phone: string; name: string }): Checked {
  const phone = mobileDigits(values.phone);
  if (!phone) return { ok: false, field: 'phone', message: 'Enter a 10-digit mobile number.' };
  const name = values.name.trim();
  if (name.length < 2 || name.length > 60) {
    return { ok: false, field: 'name', message: 'Enter a name of 2 to 60 characters.' };
  }
  return { ok: true, phone, name };
}

/** Which field of the invite form a refusal of the server is about, when it names one. */
export function inviteProblemField(message: string): InviteField | null {
  const m = message.toLowerCase();
  if (/mobile|phone|number/.test(m)) return 'phone';
  if (/\bname\b/.test(m)) return 'name';
  return null;
}
