/** The support chat (WhatsApp on the support number), opened with a message already written. */
export function helpChatUrl(supportPhone: string | undefined, message: string): string {
  const digits = (supportPhone ?? '').replace(/\D/g, '').slice(-10);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(message)}`;
}
