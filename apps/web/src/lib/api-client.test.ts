// A request body is typed by its route's contract (issue 30). The type checks are in a function that
// never runs: `npm run typecheck` fails when a `@ts-expect-error` below stops being an error, that is
// when an untyped or wrong body would compile again.
import type { setLanguageBody } from '@khabar/domain/contracts/account/set-language';
import type { photoFormFields } from '@khabar/domain/contracts/images/photo-form';
import { describe, expect, it } from 'vitest';
import { apiRequest } from './api-client.ts';
import { formBody } from './form-body.ts';

export function bodiesThatDoNotCompile() {
  // @ts-expect-error a JSON body without its route's schema
  void apiRequest('set-language', { body: { language: 'bn' } });
  // @ts-expect-error a field the contract does not have
  void apiRequest<unknown, typeof setLanguageBody>('set-language', { body: { lang: 'bn' } });
  // @ts-expect-error a value the contract refuses
  void apiRequest<unknown, typeof setLanguageBody>('set-language', { body: { language: 'fr' } });
  // @ts-expect-error a multipart form built by hand: its fields are not checked
  void apiRequest<unknown, typeof photoFormFields>('x/photo', { body: new FormData() });
  // @ts-expect-error a form's fields that are not its schema's
  void apiRequest<unknown, typeof photoFormFields>('x/photo', { body: formBody({ versions: 3 }) });
  // Typed: these compile.
  void apiRequest<unknown, typeof setLanguageBody>('set-language', { body: { language: 'bn' } });
  void apiRequest<unknown, typeof photoFormFields>('x/photo', { body: formBody({ version: 3 }) });
  void apiRequest('config', { method: 'GET' });
}

describe('formBody', () => {
  it('sends each field as text and each file given, leaving out what is absent', async () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    const form = formBody<typeof photoFormFields>({ version: 3, token: null }, { photo, other: null });
    expect([...form.keys()]).toEqual(['version', 'photo']);
    expect(form.get('version')).toBe('3');
    expect(await (form.get('photo') as Blob).text()).toBe('jpeg');
  });
});
