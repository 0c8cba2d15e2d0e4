import { isDatabaseUnavailable } from '@khabar/db';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeErrorSafely } from '../../src/plugins/log-serializers.ts';

describe('errors in the log', () => {
  it('keep the SQL and the SQLSTATE but never the parameters', () => {
    const cause = Object.assign(new Error('value too long for type character varying(10)'), {
      code: '22001',
      detail: 'Key (phone)=(9876543210) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "addresses" ("address", "house") values ($1, $2)',
      ['12 Lake Road, Ballygunge', 'Flat 4B, Anita Sen'],
      cause,
    );
    const logged = JSON.stringify(serializeErrorSafely(err));
    expect(logged).toContain('insert into \\"addresses\\"');
    expect(logged).toContain('22001');
    expect(logged).not.toContain('Lake Road');
    expect(logged).not.toContain('Anita Sen');
    expect(logged).not.toContain('9876543210');
  });

  it('hide the input a data exception quotes', () => {
    const err = Object.assign(new Error('invalid input syntax for type integer: "Anita Sen"'), {
      code: '22P02',
    });
    expect(JSON.stringify(serializeErrorSafely(err))).not.toContain('Anita');
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows a dropped or refused connection from a bad query', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], terminated))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
