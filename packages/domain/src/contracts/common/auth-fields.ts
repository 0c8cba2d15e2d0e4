// What every logged-in call may carry in its body: the spec's clients send token and user_id (the web
// app sends the Bearer header instead). Either may be null.
import { z } from 'zod';
import { optionalBody } from './envelope.ts';

export const authFields = {
  token: z.string().max(200).nullish(),
  user_id: z.union([z.number().int(), z.string().max(20)]).nullish(),
};

/** The body of a call that needs nothing but the caller (get-addresses, get-orders...). */
export const authOnlyBody = optionalBody(z.object(authFields)).meta({ examples: [{}] });
