// Dates as a Kolkata customer reads them: the city's own time zone, whatever the phone is set to,
// because restaurant hours and delivery promises are Kolkata times.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '23 Nov 2026, 4:24 pm' */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** '23 Nov 2026' */
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

const timeOnly = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** '5:04 pm': for a promise made today, like an expected delivery time. */
export const formatTime = (iso: string) => timeOnly.format(new Date(iso));
