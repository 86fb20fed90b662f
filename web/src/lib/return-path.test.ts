// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReturnPath, keepReturnPath, keptReturnPath, returnPathOf, safeNext } from './return-path.ts';

describe('safeNext', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNext('/credits/abc?country=NL')).toBe('/credits/abc?country=NL');
    expect(safeNext('/chats')).toBe('/chats');
  });

  it('drops another site, a blank or backslash trick, the login and signup pages and nothing', () => {
    const refused = ['//evil.test', '/\\evil.test', 'https://evil.test', 'evil', '/\n/evil.test', '/login', '/signup'];
    for (const value of [...refused, '/signup?step=0', '']) expect(safeNext(value), value).toBeUndefined();
    expect(safeNext(null)).toBeUndefined();
  });
});

describe('returnPathOf', () => {
  it('is the page without the signup modal, none from the home page', () => {
    expect(returnPathOf('/members/abc', '?signup=1&x=2')).toBe('/members/abc?x=2');
    expect(returnPathOf('/credits/abc', '?signup=1')).toBe('/credits/abc');
    expect(returnPathOf('/', '?signup=1')).toBeUndefined();
    expect(returnPathOf('/signup', '')).toBeUndefined();
  });
});

describe('the path kept through signup', () => {
  beforeEach(() => forgetReturnPath());

  it('is kept for a day, then forgotten', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    keepReturnPath('/credits/abc', now);
    expect(keptReturnPath(now + 23 * 3600_000)).toBe('/credits/abc');
    expect(keptReturnPath(now + 25 * 3600_000)).toBeUndefined();
  });

  it('is forgotten once used, and never leads off the site even when the storage was written by hand', () => {
    keepReturnPath('/likes');
    forgetReturnPath();
    expect(keptReturnPath()).toBeUndefined();
    localStorage.setItem('return-after-signup', JSON.stringify({ path: '//evil.test', at: Date.now() }));
    expect(keptReturnPath()).toBeUndefined();
    localStorage.setItem('return-after-signup', '{not json');
    expect(keptReturnPath()).toBeUndefined();
  });
});
