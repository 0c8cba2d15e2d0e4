// Why a problem report is refused (support/complaint-rules.ts decides), and the words the API answers
// with and the page shows. The API sends each with a status from ERROR_CODES: not delivered 409, too
// late 422, the rest 400.

export type ComplaintRefusal =
  | 'not_delivered'
  | 'too_late'
  | 'photo_too_late'
  | 'photo_required'
  | 'lines_required'
  | 'lines_not_allowed';

/** Each refusal in plain words (the API's message, the page's too). */
export const COMPLAINT_REFUSAL_MESSAGES: Record<ComplaintRefusal, string> = {
  not_delivered: 'A problem can be reported once the order is delivered.',
  too_late:
    'Problems can be reported within 4 hours of delivery; this order was delivered earlier than that.',
  photo_too_late: 'Photos can be sent within 1 hour of delivery; send the report without the photo.',
  photo_required:
    'A photo is needed for food quality or spillage, and photos can be sent only within 1 hour of delivery.',
  lines_required: 'Choose the items and how many of each the problem is about.',
  lines_not_allowed: 'Items are chosen only for a missing or wrong item.',
};

export const COMPLAINT_OPEN_MESSAGE =
  'This order already has a problem report waiting for support. You will hear from us soon.';
