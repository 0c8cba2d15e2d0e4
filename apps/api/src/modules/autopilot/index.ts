// What the demo autopilot offers other modules (the job runner calls its steps).

export { resumeAutopilot } from './resume-autopilot.ts';
export { runAutopilotStep } from './run-autopilot-step.ts';
