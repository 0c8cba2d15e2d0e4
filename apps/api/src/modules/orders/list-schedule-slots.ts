// The checkout's slots for an order for later (decision 048): made from the catalog's copy of the
// restaurant's hours by scheduleSlots, the function place-order's check (slotProblem) agrees with.
import { type ScheduleSlotJson, type ServerLanguage, scheduleSlots, slotTimesSaid } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogReadModel } from '../catalog/index.ts';

export function listScheduleSlots(input: {
  catalog: CatalogReadModel;
  now: Date;
  restaurantId: number;
  /** The labels' language (issue 28). */
  language: ServerLanguage;
}): {
  slots: ScheduleSlotJson[];
} {
  const entry = input.catalog.byId(input.restaurantId);
  // An inactive restaurant takes no orders at all, later or now.
  if (!entry?.data.is_active) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return {
    slots: scheduleSlots({ windows: entry.hours, now: input.now }).map((s) => ({
      start: s.start.toISOString(),
      end: s.end.toISOString(),
      day: s.day,
      label: slotTimesSaid(s.start)[input.language],
    })),
  };
}
