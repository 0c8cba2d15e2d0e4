// Work that waits for the screen: one job after each paint, in the order they were queued, so a long
// list comes in parts with a frame between them instead of one long task (issue 29; Later in
// components/ui/later.tsx). The app renders with Preact (decision 056), whose `useDeferredValue` and
// `startTransition` render at once: the parts are made here.

type Job = () => void;

// A Set keeps the order jobs were queued in, and lets an unmounted part leave the line.
const jobs = new Set<Job>();
let waiting = false;

/** A hidden tab paints no frames: the next job then comes after this long anyway. */
export const NO_FRAME_MS = 100;

/** `run` after the next paint: in a task of its own after the next animation frame. */
function afterNextPaint(run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(go, NO_FRAME_MS);
  requestAnimationFrame(() => setTimeout(go, 0));
}

function wake(): void {
  if (waiting || jobs.size === 0) return;
  waiting = true;
  afterNextPaint(() => {
    waiting = false;
    const [job] = jobs;
    if (job) {
      jobs.delete(job);
      job();
    }
    wake();
  });
}

/** Queues `job` for after a paint; the answer takes it out of the line if it has not run yet. */
export function queueAfterPaint(job: Job): () => void {
  jobs.add(job);
  wake();
  return () => {
    jobs.delete(job);
  };
}
