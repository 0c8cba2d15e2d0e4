import { schema } from '@khabar/db';
import { loginBody, phoneParam, registerBody } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { sendOtp, verifyOtp } from './otp-service.ts';
import { createSession, revokeSession } from './session-service.ts';
import { loadUserJson } from './user-json.ts';

export async function authRoutes(app: FastifyInstance, opts: { sms: SmsProvider }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: app.db,
    sms: opts.sms,
    secret: app.config.otpSecret,
    brand: app.config.brand.name,
    now: app.now,
  });
  const findUser = async (phone: string) =>
    (await app.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.phone, phone)))[0];

  // The login flow needs to know whether a number has an account (it then offers sign-up), so this
  // answer says so; it says nothing else.
  r.get('/send-login-otp/:phone', { schema: { params: phoneParam } }, async (req) => {
    const { phone } = req.params;
    if (!(await findUser(phone))) return { success: false, message: 'No account with this number. Sign up.' };
    await sendOtp(deps(), phone, 'login', req.ip);
    return { success: true, message: 'OTP sent to your mobile no.' };
  });

  r.get('/send-registration-otp/:phone', { schema: { params: phoneParam } }, async (req) => {
    const { phone } = req.params;
    if (await findUser(phone))
      return { success: false, message: 'This number already has an account. Log in.' };
    await sendOtp(deps(), phone, 'register', req.ip);
    return { success: true, message: 'OTP sent to your mobile no.' };
  });

  r.post('/login-using-otp', { schema: { body: loginBody } }, async (req) => {
    const { phone, otp } = req.body;
    const user = await findUser(phone);
    if (!user) throw new AppError('UNAUTHORIZED', 'No account with this number. Sign up.');
    await verifyOtp(deps(), phone, 'login', otp, req.ip);
    const token = await createSession(app.db, user.id, app.now(), app.config.sessionTtlDays);
    return {
      success: true,
      message: 'Logged In successfully!',
      data: { ...(await loadUserJson(app.db, user.id)), auth_token: token },
    };
  });

  r.post('/register', { schema: { body: registerBody } }, async (req) => {
    const { phone, otp, name, email } = req.body;
    if (await findUser(phone)) throw new AppError('CONFLICT', 'This number already has an account. Log in.');
    await verifyOtp(deps(), phone, 'register', otp, req.ip);
    const inserted = await app.db
      .insert(schema.users)
      .values({ phone, name, email, createdAt: app.now(), updatedAt: app.now() })
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    const id = inserted[0]?.id;
    if (!id) throw new AppError('CONFLICT', 'This number already has an account. Log in.');
    const token = await createSession(app.db, id, app.now(), app.config.sessionTtlDays);
    return {
      success: true,
      message: 'Account created.',
      data: { ...(await loadUserJson(app.db, id)), auth_token: token },
    };
  });

  r.post('/logout', { preHandler: requireUser }, async (req) => {
    await revokeSession(app.db, userOf(req).sessionId, app.now());
    return { success: true, message: 'You have successfully logged out!' };
  });

  // The development outbox: how a developer (and the browser tests) read a code. Absent in production.
  r.get(
    '/dev/sms',
    { schema: { querystring: z.object({ phone: z.string().regex(/^\d{10}$/, 'phone must be 10 digits') }) } },
    async (req) => {
      const sms = opts.sms as SmsProvider & { outbox?: (p: string) => unknown[] };
      if (app.config.production || !sms.outbox) throw notFound();
      return { success: true, data: sms.outbox(req.query.phone) };
    },
  );
}
