// POST /api/get-delivery-restaurants and POST /api/get-selfpickup-restaurants
import { z } from 'zod';
import { latitude, longitude } from '../common/envelope.ts';
import { restaurant } from './restaurant.ts';

export const getRestaurantsNearBody = z.object({ latitude, longitude });
export type GetRestaurantsNearBody = z.infer<typeof getRestaurantsNearBody>;

/** Open restaurants first, then by distance. The body is the bare array, as the spec reads it. */
export const getRestaurantsNearResponse = z.array(restaurant);
