import {
  devSmsQuery,
  devSmsResponse,
  loginBody,
  loginResponse,
  logoutBody,
  logoutResponse,
  registerBody,
  registerResponse,
  sendOtpParams,
  sendOtpResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { logInWithOtp } from './log-in-with-otp.ts';
import { logOut } from './log-out.ts';
import { readSmsOutbox } from './read-sms-outbox.ts';
import { registerCustomer } from './register-customer.ts';
import { sendOtp } from './send-otp.ts';

export async function authRoutes(app: FastifyInstance, opts: { sms: SmsProvider }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sms } = opts;
  const otp = () => ({ db: app.db, secret: app.config.otpSecret, now: app.now() });
  const session = () => ({ ...otp(), sessionTtlDays: app.config.sessionTtlDays });

  for (const [path, purpose] of [
    ['/send-login-otp/:phone', 'login'],
    ['/send-registration-otp/:phone', 'register'],
  ] as const) {
    r.get(path, { schema: { params: sendOtpParams, response: { 200: sendOtpResponse } } }, async (req) =>
      sendOtp({
        ...otp(),
        sms,
        brand: app.config.brand.name,
        phone: req.params.phone,
        purpose,
        ip: req.ip,
        hourlyCap: app.config.sms.hourlyCap,
      }),
    );
  }

  r.post('/login-using-otp', { schema: { body: loginBody, response: { 200: loginResponse } } }, async (req) =>
    logInWithOtp({ ...session(), phone: req.body.phone, otp: req.body.otp, ip: req.ip }),
  );

  r.post(
    '/register',
    { schema: { body: registerBody, response: { 200: registerResponse } } },
    async (req) => {
      const { phone, otp: code, name, email } = req.body;
      return registerCustomer({ ...session(), phone, otp: code, name, email, ip: req.ip });
    },
  );

  r.post(
    '/logout',
    { preHandler: requireUser, schema: { body: logoutBody, response: { 200: logoutResponse } } },
    async (req) => logOut({ db: app.db, sessionId: userOf(req).sessionId, now: app.now() }),
  );

  r.get(
    '/dev/sms',
    { schema: { querystring: devSmsQuery, response: { 200: devSmsResponse } } },
    async (req) => readSmsOutbox({ sms, production: app.config.production, phone: req.query.phone }),
  );
}
