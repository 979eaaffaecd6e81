// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, token } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import { useMachineResources } from './resources';

const tree = { Name: 'Resources', Files: [], Folders: [], InheritedFromType: null, InheritedFromName: null };

describe('useMachineResources (spec §7 GET api2/customer/documents/resources/{machineId})', () => {
  it('given a token and a machine id, loads the tree of that machine with the bearer token', async () => {
    const { result, server } = renderHookWithSdk(() => useMachineResources(7), {
      handler: () => json(tree),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.data).toEqual(tree));
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({
      method: 'GET',
      path: '/api2/customer/documents/resources/7',
      authorization: 'Bearer access-a',
    });
  });

  it('given no machine id yet, or no token, makes no call', async () => {
    const withoutId = renderHookWithSdk(() => useMachineResources(undefined), {
      handler: () => json(tree),
      token: token('a'),
    });
    const withoutToken = renderHookWithSdk(() => useMachineResources(7), { handler: () => json(tree) });
    await act(async () => {});
    expect(withoutId.server.seen).toEqual([]);
    expect(withoutToken.server.seen).toEqual([]);
  });

  it('given a failing call, exposes the server message as the error', async () => {
    const { result } = renderHookWithSdk(() => useMachineResources(7), {
      handler: () => json({ Message: 'No such machine: 7' }, 404),
      token: token('a'),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('No such machine: 7'));
    expect(result.current.error?.status).toBe(404);
  });
});
