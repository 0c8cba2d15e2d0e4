// One guard in front of every route, so that no handler (and no database) ever sees input it cannot
// hold: JSON bodies are parsed here with a nesting limit and checked for NUL characters, half surrogate
// pairs, numbers beyond exact integers and prototype keys; parameters and query strings get the same
// text checks. Anything refused answers 400 before validation, and nothing runs.
import { textProblem } from '@khabar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** Deeper than any payload we read (the Razorpay webhook's is 5). */
const MAX_JSON_DEPTH = 32;
const MAX_PARAM_LENGTH = 1_000;

const refuse = (where: string, problem: string) => new AppError('BAD_REQUEST', `${where} ${problem}`);

/** Nesting depth of a JSON text, counted without parsing it (stops early past the limit). */
function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Walks a parsed value; returns the first problem with its path, or null. */
function findProblem(value: unknown, path: string): string | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? `${path || 'body'} ${problem}` : null;
  }
  if (typeof value === 'number') {
    return Math.abs(value) > Number.MAX_SAFE_INTEGER ? `${path || 'body'} is too large a number` : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findProblem(value[i], path ? `${path}.${i}` : String(i));
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
        return `${path || 'body'} has a key that is not allowed`;
      }
      const keyProblem = textProblem(key);
      if (keyProblem) return `a key of ${path || 'body'} ${keyProblem}`;
      const problem = findProblem(v, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * JSON.parse with the guard's rules; an AppError (400) for anything refused. Also used by routes that
 * must read the raw text first (the payment webhook checks the signature of the exact bytes).
 */
export function parseJsonSafely(text: string): unknown {
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new AppError('BAD_REQUEST', `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'Request body is not valid JSON');
  }
  const problem = findProblem(value, '');
  if (problem) throw new AppError('BAD_REQUEST', problem);
  return value;
}

function checkStrings(values: unknown, where: string): void {
  if (!values || typeof values !== 'object') return;
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v !== 'string') continue;
      if (v.length > MAX_PARAM_LENGTH) throw refuse(`${where} ${key}`, 'is too long');
      const problem = textProblem(v);
      if (problem) throw refuse(`${where} ${key}`, problem);
    }
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // An empty body is "no body" (the spec's calls without payload send none).
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, parseJsonSafely(text));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    checkStrings(req.params, 'parameter');
    checkStrings(req.query, 'query');
  });
}
