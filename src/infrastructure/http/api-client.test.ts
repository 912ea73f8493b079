// SPEC §7 "Challenge-guarded calls … add recasign to the body (or to the params for GET)". Every guarded call of
// the contract today is a POST (api.contract.test.ts sends them all); this pins the client's GET branch with a
// guarded GET endpoint the test adds to the contract's table, answered by a fetch that records what was sent.
import { Cause, Effect, Exit, Schema } from 'effect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChallengePort } from '../../application/ports/challenge.port.ts';
import { ENDPOINTS, type EndpointName, type EndpointSpec } from '../contract/api.contract.ts';
import { ApiClient } from './api-client.ts';

const GUARDED_GET = 'guardedLookupForTest' as EndpointName;
const table = ENDPOINTS as unknown as Record<string, EndpointSpec>;

const guardedGet = (challenge: 'v2' | 'v3'): EndpointSpec => ({
  method: 'GET',
  path: '/api/mms/account/v1/web/lookup',
  challenge,
  auth: false,
  request: Schema.Struct({ email: Schema.String, recasign: Schema.String }),
  response: Schema.Struct({ found: Schema.Boolean }),
});

let sent: Request[];
let v3Token: string | undefined;
const challenge = { executeV3: vi.fn(async () => v3Token), mountV2: async () => undefined } satisfies ChallengePort;

const client = () =>
  new ApiClient({
    apiBase: 'https://api.example.test',
    token: () => undefined,
    challenge,
    retryWaitLimitMs: 20,
    fetch: async (input, init) => {
      sent.push(new Request(input, init));
      return Response.json({ code: 200, msg: 'ok', value: { found: true } });
    },
  });

const call = (options: { challengeToken?: string } = {}) => Effect.runPromiseExit(client().call(GUARDED_GET, { email: 'ada@example.com' } as never, options));

beforeEach(() => {
  sent = [];
  v3Token = 'v3-token';
  challenge.executeV3.mockClear();
});
afterEach(() => {
  delete table[GUARDED_GET];
});

describe('a challenge-guarded GET (SPEC §7)', () => {
  it('goes to /ws/mm/reca/r3/ with the v3 token as the recasign param beside its own, and sends no body', async () => {
    table[GUARDED_GET] = guardedGet('v3');
    const exit = await call();
    expect(Exit.isSuccess(exit) && exit.value).toEqual({ found: true });
    expect(challenge.executeV3).toHaveBeenCalledWith(GUARDED_GET);
    expect(sent).toHaveLength(1);
    const [request] = sent as [Request];
    const url = new URL(request.url);
    expect(request.method).toBe('GET');
    expect(url.origin + url.pathname).toBe('https://api.example.test/ws/mm/reca/r3/account/v1/web/lookup');
    expect(Object.fromEntries(url.searchParams)).toEqual({ email: 'ada@example.com', recasign: 'v3-token' });
    expect(request.body).toBeNull();
  });

  it("goes to /ws/mm/reca/r2/ with the visitor's ticked v2 token as the recasign param", async () => {
    table[GUARDED_GET] = guardedGet('v2');
    const exit = await call({ challengeToken: 'ticked-v2-token' });
    expect(Exit.isSuccess(exit)).toBe(true);
    expect(challenge.executeV3).not.toHaveBeenCalled();
    const url = new URL((sent as [Request])[0].url);
    expect(url.pathname).toBe('/ws/mm/reca/r2/account/v1/web/lookup');
    expect(url.searchParams.getAll('recasign')).toEqual(['ticked-v2-token']);
  });

  it("is refused before it is sent when there is no token: 'recaptcha token is empty'", async () => {
    table[GUARDED_GET] = guardedGet('v3');
    v3Token = undefined;
    const exit = await call();
    expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toMatchObject({ _tag: 'ChallengeMissing', message: 'recaptcha token is empty' });
    expect(sent).toEqual([]);
  });
});

describe('a call whose signal is aborted (issue 16: leaving a state cancels its request)', () => {
  /** A client whose API never answers, until the request's own signal aborts the fetch. */
  function hangingClient(onError: (error: unknown) => void) {
    let seen: AbortSignal | undefined;
    const api = new ApiClient({
      apiBase: 'https://api.example.test',
      token: () => undefined,
      challenge,
      onError,
      fetch: (input, init) =>
        new Promise<Response>((_, reject) => {
          seen = init?.signal ?? (input instanceof Request ? input.signal : undefined);
          seen?.addEventListener('abort', () => reject(seen?.reason), { once: true });
        }),
    });
    return { api, seen: () => seen };
  }

  it('cancels the fetch and ends without an error outcome reaching onError (the session hears nothing)', async () => {
    const onError = vi.fn();
    const { api, seen } = hangingClient(onError);
    const controller = new AbortController();
    // As the adapters run it: the signal in the call's options, the program run without one of its own.
    const pending = Effect.runPromiseExit(api.call('plans', {}, { signal: controller.signal }));
    await vi.waitFor(() => expect(seen()).toBeDefined());
    controller.abort();
    const exit = await pending;
    expect(seen()?.aborted).toBe(true);
    expect(Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not even send a call whose signal is already aborted', async () => {
    const onError = vi.fn();
    const { api, seen } = hangingClient(onError);
    const exit = await Effect.runPromiseExit(api.call('plans', {}, { signal: AbortSignal.abort() }));
    expect(Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)).toBe(true);
    expect(seen()).toBeUndefined();
    expect(onError).not.toHaveBeenCalled();
  });
});
