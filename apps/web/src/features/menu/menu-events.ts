// The restaurant's menu stream as the menu follows it (follow-menu.ts): its path and what changes it.
import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';

/** A restaurant's menu stream, under /api/ (public: following a menu needs no login). */
export const menuEventsPath = (slug: string) => `restaurants/${encodeURIComponent(slug)}/menu-events`;

/** Whether an event of the menu's stream says the restaurant's answers have changed. */
export const changesMenu = (event: StreamEvent) => event.type === 'menu_changed';
