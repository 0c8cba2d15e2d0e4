// POST /api/get-restaurant-info/:slug -> the restaurant object (distance null).
import { restaurant } from './restaurant.ts';

export const getRestaurantInfoResponse = restaurant;
