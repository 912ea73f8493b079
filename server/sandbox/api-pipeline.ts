import { Result, Schema, SchemaIssue } from 'effect';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  ENDPOINTS,
  challengedPath,
  pathParameters,
  successEnvelope,
  type EndpointName,
  type EndpointSpec,
  type RequestOf,
  type ResponseOf,
} from '../../src/infrastructure/contract/api.contract.ts';
import { ApiFailure, ERROR_CODES, badRequest, errorToResponse, failureResponse } from './api-failure.ts';
import type { ChallengeTokens } from './challenge.ts';
import type { FaultQueue } from './faults.ts';
import type { Visitor } from './geo.ts';
import { RATE_LIMIT, STRICT_RATE_LIMIT, enforceLimit, type SlidingWindowLimiter } from './rate-limit.ts';
import type { Sessions, SignedIn } from './sessions.ts';

/** SPEC §7: every call says it comes from this site. */
export const APP_TYPE = '501';
/** Tests get their own rate-limit bucket with a distinct value (sandbox test servers only: issue 16). */
export const SANDBOX_CLIENT_HEADER = 'X-Sandbox-Client';
/** The API's path prefixes: anything under them answers JSON, never the site's HTML. */
export const API_PREFIXES = ['/api', '/ws', '/l10n'] as const;
const MAX_BODY_BYTES = 64 * 1024;

/** What a handler knows about the call besides its decoded request. */
export type CallContext = {
  readonly c: Context;
  readonly now: number;
  readonly visitor: Visitor;
  /** The site's canonical origin (configured, never the request's Host): links back to it, such as a hosted checkout. */
  readonly origin: string;
  /** SPEC §7 X-From (CJ for partner visitors). */
  readonly xFrom: string | undefined;
  /** Set on `auth: true` endpoints. */
  readonly signedIn: SignedIn | undefined;
};

export type EndpointHandler<N extends EndpointName> = (request: RequestOf<N>, call: CallContext) => ResponseOf<N> | Promise<ResponseOf<N>>;
export type EndpointHandlers = { readonly [N in EndpointName]: EndpointHandler<N> };

export type PipelineDeps = {
  readonly now: () => number;
  readonly visitor: (c: Context) => Visitor;
  readonly sessions: Sessions;
  readonly limiter: SlidingWindowLimiter;
  /** Multiplies every limit: the end-to-end suite runs many sign-ups from one loopback address. */
  readonly rateLimitScale: number;
  /** Issue 16: X-Sandbox-Client names a bucket only on a test server; anywhere else a client could rotate it past every limit. */
  readonly testControls: boolean;
  readonly challenges: ChallengeTokens;
  readonly faults: FaultQueue;
  /** The site's canonical origin (the first configured site origin). */
  readonly siteOrigin: string;
};

/** Issue 4: verification mail and contact-us are the tightest (they send or store messages). */
const STRICT_LIMITS: readonly EndpointName[] = ['verificationRequest', 'contactUs'];

const issueFormatter = SchemaIssue.makeFormatterStandardSchemaV1();

function describePath(path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined): string {
  return (path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
}

/** 'Invalid request: email: Expected string' — every problem, each naming its field. */
export function describeIssue(issue: SchemaIssue.Issue): string {
  const problems = issueFormatter(issue).issues.map((problem) => {
    const field = describePath(problem.path);
    return field === '' ? problem.message : `${field}: ${problem.message}`;
  });
  return `Invalid request: ${problems.join('; ')}`;
}

/** The declared fields of a Struct schema. */
function declaredFields(schema: Schema.Top): readonly string[] | undefined {
  const fields = (schema as { readonly fields?: unknown }).fields;
  return typeof fields === 'object' && fields !== null ? Object.keys(fields) : undefined;
}

/** Decodes `input` with a schema, or throws 400 naming the fields that break it; `strict` also refuses undeclared keys. */
export function decodeOrFail<T>(schema: Schema.Top, input: unknown, strict = false): T {
  // Effect lets an empty Struct accept any object, so undeclared keys are checked here as well.
  const declared = strict ? declaredFields(schema) : undefined;
  if (declared !== undefined && typeof input === 'object' && input !== null) {
    const unexpected = Object.keys(input).filter((key) => !declared.includes(key));
    if (unexpected.length > 0) throw badRequest(`Invalid request: ${unexpected.map((key) => `${key}: Unexpected parameter`).join('; ')}`);
  }
  const result = Schema.decodeUnknownResult(schema as Schema.Codec<unknown>, { errors: 'all', onExcessProperty: strict ? 'error' : 'ignore' })(input);
  if (Result.isFailure(result)) throw badRequest(describeIssue(result.failure.issue));
  return result.success as T;
}

const tooLarge = () => new ApiFailure(413, 413, 'The request body is too large.');
const notJson = () => new ApiFailure(415, 415, 'Send the request body as application/json.');
/** application/json with any parameters (charset); not application/jsonp or application/json-seq. */
const JSON_MEDIA_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * The body's text, counted while it streams: past MAX_BODY_BYTES it answers 413 without reading on, so a chunked body
 * with no Content-Length costs at most the limit. A body must say it is JSON (a cross-site form cannot); a request
 * without a body may leave Content-Type out (SPEC §7 sends geo_info with an empty body).
 */
async function readBodyText(c: Context): Promise<string> {
  const type = c.req.header('Content-Type');
  if (type !== undefined && !JSON_MEDIA_TYPE.test(type.trim())) throw notJson();
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const body = c.req.raw.body;
  if (body === null) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) throw tooLarge();
      chunks.push(value);
    }
  } finally {
    // Released, not cancelled: cancelling destroys the socket before the 413 is written; the server drains the rest.
    reader.releaseLock();
  }
  if (size > 0 && type === undefined) throw notJson();
  return Buffer.concat(chunks, size).toString('utf8');
}

/** A JSON object body; an empty body is `{}` (SPEC §7 sends some calls with an empty body). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await readBodyText(c);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('Invalid request: the body must be a JSON object.');
  return parsed as Record<string, unknown>;
}

/** A GET query as an object: a repeated parameter becomes a list (which no field accepts). */
function queryObject(c: Context): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) query[key] = values.length === 1 ? (values[0] ?? '') : values;
  return query;
}

/** The caller's own rate-limit bucket besides its address: X-Sandbox-Client, on a test server only. */
export function clientBucket(c: Context, testControls: boolean): string {
  return testControls ? (c.req.header(SANDBOX_CLIENT_HEADER) ?? '') : '';
}

function rateLimit(deps: PipelineDeps, name: EndpointName, c: Context, visitor: Visitor, now: number): void {
  const limit = (STRICT_LIMITS.includes(name) ? STRICT_RATE_LIMIT : RATE_LIMIT) * deps.rateLimitScale;
  const key = `${name}|${visitor.ip}|${clientBucket(c, deps.testControls)}`;
  enforceLimit(deps.limiter, key, limit, now);
}

/**
 * One call, in the order a real API gateway would check it: app type, rate limit, token, body,
 * challenge token present, request schema, challenge token valid; then the handler, whose answer
 * is encoded by the endpoint's response schema (inside the SPEC §8 envelope unless `bare`).
 */
async function answer<N extends EndpointName>(name: N, c: Context, deps: PipelineDeps, handler: EndpointHandler<N>): Promise<Response> {
  const spec: EndpointSpec = ENDPOINTS[name];
  try {
    if (c.req.header('X-App-Type') !== APP_TYPE) throw badRequest('Missing or wrong X-App-Type header.');
    const now = deps.now();
    const visitor = deps.visitor(c);
    if (spec.rateLimited === true) rateLimit(deps, name, c, visitor, now);
    const signedIn = spec.auth ? deps.sessions.authenticate(c.req.header('Authorization'), now) : undefined;
    // A path parameter (`{order_id}`) is a field of the request like any other, read from where the path put it.
    const raw = { ...(spec.method === 'GET' ? queryObject(c) : await readJsonObject(c)), ...c.req.param() };
    if (spec.challenge !== undefined) {
      const sign = raw['recasign'];
      if (sign === undefined || sign === null || sign === '') throw badRequest('recaptcha token is empty', ERROR_CODES.challengeEmpty);
    }
    // A query carries nothing but the endpoint's fields, so a stray one is an error; JSON bodies may carry more (SPEC §7 "caller data").
    const request = decodeOrFail<RequestOf<N>>(spec.request, raw, spec.method === 'GET');
    if (spec.challenge !== undefined) {
      const sign = (request as { recasign: string }).recasign;
      if (!deps.challenges.verify(sign, spec.challenge, now)) throw badRequest('The challenge could not be verified.', ERROR_CODES.challengeInvalid);
    }
    const xFrom = c.req.header('X-From')?.trim();
    const call: CallContext = { c, now, visitor, origin: deps.siteOrigin, xFrom: xFrom === '' ? undefined : xFrom, signedIn };
    const value = await handler(request, call);
    const schema = (spec.bare === true ? spec.response : successEnvelope(spec.response)) as Schema.Codec<unknown>;
    const body = Schema.encodeSync(schema)(spec.bare === true ? value : { code: 200, msg: 'ok', value });
    c.header('Cache-Control', 'no-store');
    return c.json(body as object);
  } catch (error) {
    return errorToResponse(error, `${spec.method} ${c.req.path}`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sandbox control: a queued fault answers instead of the endpoint (after its delay). */
function faultInjection(deps: PipelineDeps): MiddlewareHandler {
  return async (c, next) => {
    const fault = deps.faults.take(c.req.path, /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1]);
    if (fault === undefined) return next();
    if (fault.delay_ms !== undefined && fault.delay_ms > 0) await sleep(fault.delay_ms);
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
    if (fault.status === 429) headers['Retry-After'] = String(fault.retry_after ?? 1);
    if (fault.raw_body !== undefined) return new Response(fault.raw_body, { status: fault.status ?? 200, headers });
    // A delay alone (a slow answer, for timeouts) lets the real endpoint answer afterwards.
    if (fault.status === undefined) return next();
    return failureResponse(new ApiFailure(fault.status, fault.code ?? fault.status, fault.msg ?? 'Injected fault', headers));
  };
}

/** The contract's `{field}` path parameters as Hono's `:field` segments. */
function honoPath(path: string): string {
  return pathParameters(path).reduce((mounted, name) => mounted.replace(`{${name}}`, `:${name}`), path);
}

/** Mounts every endpoint of the contract at its (challenge-rewritten) path, and JSON 404/405 around them. */
export function mountEndpoints(app: Hono, deps: PipelineDeps, handlers: EndpointHandlers): void {
  for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, faultInjection(deps));
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const spec: EndpointSpec = ENDPOINTS[name];
    const path = honoPath(challengedPath(spec.path, spec.challenge));
    app.on(spec.method, path, (c) => answer(name, c, deps, handlers[name] as EndpointHandler<typeof name>));
    app.all(path, () =>
      failureResponse(new ApiFailure(405, 405, `Use ${spec.method} for this endpoint.`, { Allow: spec.method === 'GET' ? 'GET, HEAD' : spec.method })),
    );
  }
  for (const prefix of API_PREFIXES) {
    const unknown = (c: Context) => failureResponse(new ApiFailure(404, 404, `There is no API endpoint at ${c.req.path}.`));
    app.all(prefix, unknown);
    app.all(`${prefix}/*`, unknown);
  }
}
