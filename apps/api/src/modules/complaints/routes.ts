// Complaints (contracts: packages/domain contracts/complaints/): the customer's report on their order
// (multipart with an optional photo, read only after the login is checked) and its complaints; support
// and admins' list, refund, rejection and the private photo. Each service checks who asks.
import fastifyMultipart from '@fastify/multipart';
import {
  approveComplaintRefundBody,
  approveComplaintRefundResponse,
  complaintIdParam,
  getOrderComplaintsBody,
  getOrderComplaintsResponse,
  idParam,
  listComplaintsBody,
  listComplaintsResponse,
  rejectComplaintBody,
  rejectComplaintResponse,
  reportProblemFields,
  reportProblemResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer, multipartForm } from '../../plugins/openapi.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { PHOTO_FORM_LIMITS } from '../images/index.ts';
import { approveComplaintRefund } from './approve-complaint-refund.ts';
import { getComplaintPhoto } from './get-complaint-photo.ts';
import { getOrderComplaints } from './get-order-complaints.ts';
import { listComplaints } from './list-complaints.ts';
import { complaintFormOf, readComplaintForm } from './read-complaint-form.ts';
import { rejectComplaint } from './reject-complaint.ts';
import { reportProblem } from './report-problem.ts';

/** The report's form: one photo, its four text fields (and the spec clients' token, user_id). */
const FORM_LIMITS = { ...PHOTO_FORM_LIMITS, fields: 6, parts: 7, fieldSize: 4096 };

export async function complaintRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: FORM_LIMITS });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.post(
    '/orders/:id/complaint',
    {
      preHandler: [requireUser, readComplaintForm],
      schema: { params: idParam, response: { 200: reportProblemResponse } },
      config: {
        openapi: multipartForm(reportProblemFields, {
          photo: 'optional',
          example: {
            kind: 'not_delivered',
            comment: 'The rider marked it delivered but nothing came.',
            refund_to: 'wallet',
          },
        }),
      },
    },
    async (req) =>
      ok(
        await reportProblem({
          db: app.db,
          events: app.events,
          now: app.now,
          dataDir: app.config.dataDir,
          userId: userOf(req).id,
          orderId: req.params.id,
          ...complaintFormOf(req),
        }),
      ),
  );
  r.post(
    '/orders/:id/complaints',
    {
      preHandler: requireUser,
      schema: {
        params: idParam,
        body: getOrderComplaintsBody,
        response: { 200: getOrderComplaintsResponse },
      },
    },
    async (req) =>
      ok(
        await getOrderComplaints({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          orderId: req.params.id,
        }),
      ),
  );
  r.post(
    '/admin/complaints',
    {
      preHandler: requireUser,
      schema: { body: listComplaintsBody, response: { 200: listComplaintsResponse } },
    },
    async (req) =>
      ok(
        await listComplaints({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          status: req.body.status ?? null,
        }),
      ),
  );
  r.post(
    '/admin/complaints/:id/refund',
    {
      preHandler: requireUser,
      schema: {
        params: complaintIdParam,
        body: approveComplaintRefundBody,
        response: { 200: approveComplaintRefundResponse },
      },
    },
    async (req) =>
      ok(
        await approveComplaintRefund({
          db: app.db,
          events: app.events,
          now: app.now,
          userId: userOf(req).id,
          complaintId: req.params.id,
          amountPaise: req.body.amount,
          lines: req.body.lines,
          to: req.body.to,
          note: req.body.note,
        }),
      ),
  );
  r.post(
    '/admin/complaints/:id/reject',
    {
      preHandler: requireUser,
      schema: {
        params: complaintIdParam,
        body: rejectComplaintBody,
        response: { 200: rejectComplaintResponse },
      },
    },
    async (req) =>
      ok(
        await rejectComplaint({
          db: app.db,
          events: app.events,
          now: app.now,
          userId: userOf(req).id,
          complaintId: req.params.id,
          reason: req.body.reason,
        }),
      ),
  );
  // The photo is private: never cached by a shared cache, never listed; the Bearer header carries the login.
  r.get(
    '/admin/complaints/:id/photo',
    {
      preHandler: requireUser,
      schema: { params: complaintIdParam },
      config: { openapi: { response: { 200: fileAnswer('image/jpeg', "The complaint's photo, as JPEG.") } } },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type('image/jpeg')
        .send(
          await getComplaintPhoto({
            db: app.db,
            dataDir: app.config.dataDir,
            userId: userOf(req).id,
            complaintId: req.params.id,
          }),
        ),
  );
}
