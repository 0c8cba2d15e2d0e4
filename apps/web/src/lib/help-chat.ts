/**
 * The support chat (SUPPORT_CHAT_URL), opened with a message already written; null when no chat is
 * configured. The toll-free support number is never turned into a chat link: it is not a WhatsApp
 * number, and a chat to it would reach a stranger.
 */
export function helpChatUrl(chatUrl: string | null | undefined, message: string): string | null {
  if (!chatUrl) return null;
  try {
    const url = new URL(chatUrl);
    if (url.protocol !== 'https:') return null;
    url.searchParams.set('text', message);
    return url.toString();
  } catch {
    return null;
  }
}

/** The support phone as a tel: link (works on every phone, and on desktops with a calling app). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
