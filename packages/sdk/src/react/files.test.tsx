// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, token } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import { useFileLink } from './files';

const link = {
  Url: '/api2/files/signed/abc.def/CK%206-1-1%20manual.pdf',
  Name: 'CK 6-1-1 manual.pdf',
  ExpiresAt: '2026-11-26T12:05:00.000Z',
};

describe('useFileLink (signed links that open a stored file in a tab)', () => {
  it('given a path, asks POST /api2/files/link with the token and resolves to the signed link', async () => {
    const { result, server } = renderHookWithSdk(() => useFileLink(), {
      handler: () => json(link),
      token: token('a'),
    });
    let answer: unknown;
    await act(async () => {
      answer = await result.current('documents/ck 6 & co.pdf');
    });
    expect(answer).toEqual(link);
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api2/files/link',
      authorization: 'Bearer access-a',
    });
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ RelativePath: 'documents/ck 6 & co.pdf' });
  });

  it('given a 403, rejects with the server message', async () => {
    const { result } = renderHookWithSdk(() => useFileLink(), {
      handler: () => json({ Message: 'Unauthorized' }, 403),
      token: token('a'),
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current('documents/x.pdf').catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ status: 403, message: 'Unauthorized' });
  });
});
