// The report form (multipart: text fields and an optional photo), read after the login is checked and
// its fields parsed with the contract: a bad field is a 400 naming it, before anything is stored.
import { type ReportProblemFields, reportProblemFields } from '@khabar/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { readUploadForm } from '../images/index.ts';

interface ComplaintForm {
  fields: ReportProblemFields;
  photo: Buffer | null;
}

const forms = new WeakMap<FastifyRequest, ComplaintForm>();

/** A preHandler: reads the form for complaintFormOf. */
export async function readComplaintForm(req: FastifyRequest): Promise<void> {
  const { fields, photo } = await readUploadForm(req);
  const parsed = reportProblemFields.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'The form is not valid.');
  }
  forms.set(req, { fields: parsed.data, photo });
}

export function complaintFormOf(req: FastifyRequest): ComplaintForm {
  const form = forms.get(req);
  if (!form) throw new AppError('BAD_REQUEST', 'The form could not be read. Please try again.');
  return form;
}
