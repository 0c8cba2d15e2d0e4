import { describe, expect, it } from 'vitest';
import { helpChatUrl, telHref } from './help-chat.ts';

describe('the help chat link', () => {
  it('is none when no chat is configured: the support phone is never turned into one', () => {
    expect(helpChatUrl(null, 'Hi')).toBeNull();
    expect(helpChatUrl(undefined, 'Hi')).toBeNull();
    expect(helpChatUrl('', 'Hi')).toBeNull();
  });

  it('opens only an https chat, with the message written', () => {
    expect(helpChatUrl('http://wa.me/919830012345', 'Hi')).toBeNull();
    expect(helpChatUrl('javascript:alert(1)', 'Hi')).toBeNull();
    expect(helpChatUrl('not a url', 'Hi')).toBeNull();
    const url = new URL(helpChatUrl('https://wa.me/919830012345', 'Order #KHB-1 & more') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/919830012345');
    expect(url.searchParams.get('text')).toBe('Order #KHB-1 & more');
    expect(new URL(helpChatUrl('https://chat.example.in/s?team=care', 'Hi') ?? '').search).toBe(
      '?team=care&text=Hi',
    );
  });

  it('calls the support number with digits only', () => {
    expect(telHref('1800-123-4567')).toBe('tel:18001234567');
    expect(telHref('+91 98300 12345')).toBe('tel:+919830012345');
  });
});
