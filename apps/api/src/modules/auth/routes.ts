import {
  acceptedLanguage,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { logInWithOtp } from './log-in-with-otp.ts';
import { logOut } from './log-out.ts';
import { newOtpClient, otpClientCookie, readOtpClient } from './otp-client.ts';
import { readSmsOutbox } from './read-sms-outbox.ts';
import { registerCustomer } from './register-customer.ts';
import { sendOtp } from './send-otp.ts';
import type { SmsBudgetWatch } from './sms-budget.ts';

export async function authRoutes(
  app: FastifyInstance,
  opts: { sms: SmsProvider; budget: SmsBudgetWatch },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sms, budget } = opts;
  const { production } = app.config;
  const otp = () => ({ db: app.db, secret: app.config.otpSecret, now: app.now() });
  const session = () => ({ ...otp(), sessionTtlDays: app.config.sessionTtlDays });
  /** The device the request comes from: the id its cookie carries (decision 025). */
  const deviceOf = (req: FastifyRequest) => readOtpClient({ cookieHeader: req.headers.cookie, production });

  for (const [path, purpose] of [
    ['/send-login-otp/:phone', 'login'],
    ['/send-registration-otp/:phone', 'register'],
  ] as const) {
    r.get(
      path,
      { schema: { params: sendOtpParams, response: { 200: sendOtpResponse } } },
      async (req, reply) => {
        // A device without an id gets one now; one with an id keeps it for another year.
        const client = deviceOf(req) ?? newOtpClient();
        reply.header('set-cookie', otpClientCookie({ id: client, production }));
        return sendOtp({
          ...otp(),
          sms,
          brand: app.config.brand.name,
          phone: req.params.phone,
          purpose,
          ip: req.ip,
          client,
          hourlyCap: app.config.sms.hourlyCap,
          budget,
          language: acceptedLanguage(req.headers['accept-language']),
        });
      },
    );
  }

  r.post('/login-using-otp', { schema: { body: loginBody, response: { 200: loginResponse } } }, async (req) =>
    logInWithOtp({
      ...session(),
      phone: req.body.phone,
      otp: req.body.otp,
      ip: req.ip,
      client: deviceOf(req),
    }),
  );

  r.post(
    '/register',
    { schema: { body: registerBody, response: { 200: registerResponse } } },
    async (req) => {
      const { phone, otp: code, name, email } = req.body;
      return registerCustomer({
        ...session(),
        phone,
        otp: code,
        name,
        email,
        ip: req.ip,
        client: deviceOf(req),
      });
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
