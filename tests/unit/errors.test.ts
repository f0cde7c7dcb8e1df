/**
 * The one error model (src/errors): the registry is consistent, every code renders as the
 * registry documents it in each format (problem details, RFC 6749, RFC 8935, JSON-RPC), jose's
 * failures map to the right assertion reason by their codes, and anything that is not an
 * AppError (or is an internal one) renders as a logged 500 that tells nothing.
 */
import { generateKeyPair, exportJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../src/auth/config.ts';
import { OAuthError } from '../../src/auth/oauth-error.ts';
import { InvalidToken } from '../../src/auth/tokens.ts';
import { AssertionError, createTrustStore } from '../../src/auth/trust.ts';
import { contentDir, loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { JOSE_REASONS, joseReason } from '../../src/errors/jose.ts';
import { ERROR_CODES, ERRORS, JSON_RPC, OAUTH_CODES, OAUTH_ERRORS, PROBLEM_TYPES, type ErrorCode, type OAuthErrorCode } from '../../src/errors/registry.ts';
import { jsonRpcCode, renderError, renderJsonRpc, type ErrorFormat } from '../../src/http/render-error.ts';
import { ApiError, Problem } from '../../src/http/problem.ts';
import { handleApi } from '../../src/http/router.ts';

const urls = createUrls('https://example.test');
const INSTANCE = '/v1/somewhere';
const render = (err: unknown, format: ErrorFormat, extra: { oauthBodyError?: OAuthErrorCode; headers?: Record<string, string> } = {}) => {
  const result = renderError(err, format, { urls, instance: INSTANCE, ...extra });
  return { ...result, json: JSON.parse(result.body!) as Record<string, unknown> };
};
const sent = ERROR_CODES.filter((c) => !ERRORS[c].internal);
const internal = ERROR_CODES.filter((c) => ERRORS[c].internal);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the registry', () => {
  it('gives every code a status, a type with its anchor, a title and a description', () => {
    for (const code of ERROR_CODES) {
      const spec = ERRORS[code];
      expect(spec.code).toBe(code);
      expect(code).toMatch(/^[A-Z][A-Z_]*$/);
      expect(spec.status, code).toBeGreaterThanOrEqual(400);
      expect(spec.status, code).toBeLessThan(600);
      const type = Object.hasOwn(PROBLEM_TYPES, spec.type) ? PROBLEM_TYPES[spec.type as keyof typeof PROBLEM_TYPES] : OAUTH_ERRORS[spec.type as OAuthErrorCode];
      expect(type, code).toBeDefined();
      expect(spec.title).toBe(type.title);
      expect(spec.status, code).toBe(type.status);
      expect(spec.description.length, code).toBeGreaterThan(10);
    }
  });

  it('has problem type slugs that are URL fragments, and a sendable code for every type', () => {
    for (const slug of Object.keys(PROBLEM_TYPES)) {
      expect(slug).toMatch(/^[a-z-]+$/);
      expect(
        sent.some((c) => ERRORS[c].type === slug),
        slug,
      ).toBe(true);
    }
    for (const error of Object.keys(OAUTH_ERRORS) as OAuthErrorCode[]) {
      expect(error).toMatch(/^[a-z_]+$/);
      const spec = ERRORS[OAUTH_CODES[error]];
      expect(spec.type).toBe(error);
      expect(spec.oauth).toBe(error);
    }
  });

  it('keeps internal codes to internal-error and gives them no protocol value', () => {
    expect(internal.length).toBeGreaterThan(0);
    for (const code of internal) {
      expect(ERRORS[code]).toMatchObject({ type: 'internal-error', status: 500 });
      expect(ERRORS[code].oauth).toBeUndefined();
      expect(ERRORS[code].set).toBeUndefined();
    }
  });
});

describe('every code renders as the registry documents it', () => {
  it.each(sent)('%s as problem details (RFC 9457)', (code) => {
    const spec = ERRORS[code];
    const r = render(new AppError(code, 'what went wrong', { fields: { param: 'x' }, headers: { 'X-Test': '1' } }), 'problem', { headers: { RateLimit: 'r' } });
    expect(r.status).toBe(spec.status);
    expect(r.headers['Content-Type']).toBe('application/problem+json; charset=utf-8');
    expect(r.headers['Cache-Control']).toBe('no-store');
    expect(r.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(r.headers).toMatchObject({ 'X-Test': '1', RateLimit: 'r' });
    expect(r.json).toEqual({
      type: `https://example.test/errors#${spec.type}`,
      title: spec.title,
      status: spec.status,
      detail: 'what went wrong',
      code,
      instance: INSTANCE,
      param: 'x',
    });
    expect(Problem.safeParse(r.json).success).toBe(true);
  });

  it.each(sent)('%s on an OAuth endpoint (RFC 6749, or problem details)', (code) => {
    const spec = ERRORS[code];
    const r = render(new AppError(code, 'bad "value" \\ here\n'), 'oauth', { headers: { RateLimit: 'r' } });
    if (!spec.oauth) {
      expect(r.headers['Content-Type']).toBe('application/problem+json; charset=utf-8');
      expect(r.json.code).toBe(code);
      return;
    }
    const error = spec.oauth === 'malformed' ? 'invalid_request' : spec.oauth;
    const status = spec.type === error ? spec.status : (spec.oauthStatus ?? OAUTH_ERRORS[error].status);
    expect(r.status).toBe(status);
    expect(r.headers).toMatchObject({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Pragma: 'no-cache', RateLimit: 'r' });
    // RFC 6749 §5.2: error_description without `"`, `\` or control characters.
    const text = "bad 'value' ' here'";
    expect(r.json).toEqual({
      error,
      error_description: text,
      type: `https://example.test/errors#${error}`,
      title: OAUTH_ERRORS[error].title,
      status,
      detail: text,
    });
  });

  it.each(sent)('%s on the security events endpoint (RFC 8935, or problem details)', (code) => {
    const spec = ERRORS[code];
    const r = render(new AppError(code, 'what went wrong'), 'set');
    if (!spec.set) {
      expect(r.status).toBe(spec.status);
      expect(r.json.code).toBe(code);
      return;
    }
    expect(r.status).toBe(400);
    expect(r.headers).toMatchObject({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    expect(r.json).toEqual({ err: spec.set, description: 'what went wrong' });
  });

  it.each(sent)('%s as a JSON-RPC error (MCP)', (code) => {
    const spec = ERRORS[code];
    const r = renderJsonRpc(new AppError(code, 'what went wrong', { headers: { Allow: 'POST' } }));
    expect(r.status).toBe(spec.status);
    expect(r.headers).toEqual({ 'Content-Type': 'application/json', Allow: 'POST' });
    expect(JSON.parse(r.body!)).toEqual({ jsonrpc: '2.0', error: { code: spec.jsonRpc, message: 'what went wrong' }, id: null });
    expect(jsonRpcCode(code)).toBe(spec.jsonRpc);
  });

  it('answers the JSON-RPC codes the MCP endpoint always answered', () => {
    expect(ERRORS.INVALID_JSON.jsonRpc).toBe(JSON_RPC.PARSE_ERROR);
    expect(ERRORS.INVALID_BODY.jsonRpc).toBe(JSON_RPC.INVALID_REQUEST);
    expect(ERRORS.INTERNAL_ERROR.jsonRpc).toBe(JSON_RPC.INTERNAL_ERROR);
    for (const c of ['PAYLOAD_TOO_LARGE', 'METHOD_NOT_ALLOWED', 'UNAUTHORIZED', 'INSUFFICIENT_SCOPE', 'RATE_LIMITED'] as const)
      expect(ERRORS[c].jsonRpc).toBe(JSON_RPC.SERVER_ERROR);
    for (const c of sent.filter((x) => ERRORS[x].type === 'not-found')) expect(ERRORS[c].jsonRpc).toBe(JSON_RPC.RESOURCE_NOT_FOUND);
    expect(jsonRpcCode('NOT_A_REGISTERED_CODE')).toBe(JSON_RPC.SERVER_ERROR);
  });
});

describe('the former error classes, as AppErrors', () => {
  it('OAuthError: the code of its RFC 6749 error, a status of its own where given', () => {
    const e = new OAuthError('invalid_target', 'not here', { 'X-A': 'b' });
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ code: 'INVALID_RESOURCE', error: 'invalid_target', status: 400, name: 'OAuthError' });
    const notFound = render(new OAuthError('invalid_request', 'no claim with this id for this client', {}, 404), 'oauth');
    expect(notFound.status).toBe(404);
    expect(notFound.json).toMatchObject({ error: 'invalid_request', status: 404, title: 'Invalid request' });
    expect(render(new OAuthError('invalid_client', 'who?', { 'WWW-Authenticate': 'Basic realm="x"' }), 'oauth').headers['WWW-Authenticate']).toBe(
      'Basic realm="x"',
    );
  });

  it('a malformed request on an OAuth route is its body error; a body too large stays 413 invalid_request', () => {
    for (const code of ['INVALID_JSON', 'INVALID_BODY', 'UNSUPPORTED_MEDIA_TYPE', 'DUPLICATE_PARAM', 'INVALID_PARAM'] as const) {
      expect(render(new AppError(code, 'x'), 'oauth').json).toMatchObject({ error: 'invalid_request', status: 400 });
      const r = render(new AppError(code, 'x'), 'oauth', { oauthBodyError: 'invalid_client_metadata' });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ error: 'invalid_client_metadata', type: 'https://example.test/errors#invalid_client_metadata', status: 400 });
    }
    const big = render(new AppError('PAYLOAD_TOO_LARGE', 'x'), 'oauth', { oauthBodyError: 'invalid_client_metadata' });
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ error: 'invalid_request', status: 413 });
    // A rate limit on an OAuth route is RFC 6749 JSON (what OAuth clients parse), with its headers;
    // problem details elsewhere.
    const error = () => new AppError('RATE_LIMITED', 'slow down', { headers: { 'Retry-After': '3' }, fields: { violated_policies: ['auth'] } });
    const limited = render(error(), 'oauth');
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toBe('3');
    expect(limited.headers['Content-Type']).toMatch(/^application\/json(;|$)/);
    expect(limited.json).toMatchObject({ error: 'temporarily_unavailable', error_description: 'slow down', status: 429 });
    const problem = render(error(), 'problem');
    expect(problem.status).toBe(429);
    expect(problem.json).toMatchObject({ code: 'RATE_LIMITED', violated_policies: ['auth'] });
  });

  it('ApiError: the type named at the call site is the registry type', () => {
    const e = new ApiError('not-found', 'UNKNOWN_PROJECT', 'No project has the id "x".');
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ type: 'not-found', status: 404, detail: 'No project has the id "x".', extra: { headers: {}, fields: {} } });
  });

  it('InvalidToken, AssertionError, ConfigError: AppErrors with their codes and names', () => {
    expect(new InvalidToken('expired')).toMatchObject({ code: 'INVALID_TOKEN', name: 'InvalidToken', status: 401, message: 'expired' });
    expect(new AssertionError('WRONG_AUDIENCE', 'the audience is not this server')).toMatchObject({
      code: 'WRONG_AUDIENCE',
      reason: 'WRONG_AUDIENCE',
      name: 'AssertionError',
    });
    const config = new ConfigError('TRUST_PROXY', 'expected a number');
    expect(config).toBeInstanceOf(AppError);
    expect(config).toMatchObject({ code: 'CONFIG_INVALID', name: 'ConfigError', variable: 'TRUST_PROXY', message: 'TRUST_PROXY: expected a number' });
  });
});

describe('anything else is a logged 500 that tells nothing', () => {
  const unknowns: [string, unknown][] = [
    ['an Error', new Error('secret stack')],
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a string', 'boom'],
    ['undefined', undefined],
    ['null', null],
    ['an object with a code', { code: 'INVALID_PARAM', message: 'looks like one' }],
    ['an internal AppError (ConfigError)', new ConfigError('SIGNING_KEY', 'secret value')],
  ];

  it.each(unknowns)('%s, in every HTTP format', (_, value) => {
    for (const format of ['problem', 'oauth', 'set'] as const) {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const r = render(value, format);
      expect(r.status).toBe(500);
      expect(r.headers['Content-Type']).toBe('application/problem+json; charset=utf-8');
      expect(r.json).toEqual({
        type: 'https://example.test/errors#internal-error',
        title: 'Internal server error',
        status: 500,
        detail: 'The server failed to answer this request.',
        code: 'INTERNAL_ERROR',
        instance: INSTANCE,
      });
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![0]).toBe('[api] internal error');
      expect(log.mock.calls[0]!.at(-1)).toBe(value);
      log.mockRestore();
    }
  });

  it.each(unknowns)('%s, as JSON-RPC', (_, value) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = renderJsonRpc(value);
    expect(r.status).toBe(500);
    expect(JSON.parse(r.body!)).toEqual({ jsonrpc: '2.0', error: { code: JSON_RPC.INTERNAL_ERROR, message: 'Internal error' }, id: null });
    expect(log).toHaveBeenCalledWith('[mcp] internal error', value);
  });

  it('a 500 AppError the code raised on purpose is sent as it is, without a log', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = render(new ApiError('internal-error', 'INTERNAL_ERROR', 'The authorization server is not running here.'), 'problem');
    expect(r.json).toMatchObject({ status: 500, detail: 'The authorization server is not running here.' });
    expect(log).not.toHaveBeenCalled();
  });
});

describe('jose failures map to assertion reasons by their codes', () => {
  it('the table: each jose code to its reason, and the RFC 8935 err of that reason', () => {
    const expected: Record<string, [ErrorCode, string]> = {
      ERR_JWT_EXPIRED: ['EXPIRED', 'invalid_request'],
      ERR_JWT_CLAIM_VALIDATION_FAILED: ['INVALID_CLAIMS', 'invalid_request'],
      ERR_JWS_SIGNATURE_VERIFICATION_FAILED: ['BAD_SIGNATURE', 'invalid_key'],
      ERR_JWS_INVALID: ['BAD_SIGNATURE', 'invalid_key'],
      ERR_JWKS_NO_MATCHING_KEY: ['UNKNOWN_KEY', 'invalid_key'],
      ERR_JWKS_MULTIPLE_MATCHING_KEYS: ['UNKNOWN_KEY', 'invalid_key'],
      ERR_JWKS_TIMEOUT: ['KEY_SET_UNAVAILABLE', 'invalid_key'],
      ERR_JOSE_ALG_NOT_ALLOWED: ['ALG_NOT_ALLOWED', 'invalid_request'],
      ERR_A_FUTURE_JOSE_CODE: ['INVALID_CLAIMS', 'invalid_request'],
    };
    for (const [code, [reason, set]] of Object.entries(expected)) {
      expect(joseReason(code), code).toBe(reason);
      expect(ERRORS[reason].set, code).toBe(set);
    }
    for (const reason of Object.values(JOSE_REASONS)) expect(ERRORS[reason].type).toBe('invalid_grant');
    expect(joseReason('constructor')).toBe('INVALID_CLAIMS');
  });

  describe('through the trust store (real jose errors)', () => {
    const ISSUER = 'https://idp.example';
    const AUDIENCE = 'https://rs.example';
    const now = Math.floor(Date.now() / 1000);
    const opts = { typ: 'secevent+jwt', audience: AUDIENCE, required: ['iss', 'aud', 'iat', 'jti'], now };
    let key: { privateKey: CryptoKey; jwk: JWK };
    let other: { privateKey: CryptoKey };
    const setup = async () => {
      const pair = await generateKeyPair('ES256');
      key = { privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' } };
      other = { privateKey: (await generateKeyPair('ES256')).privateKey };
      return createTrustStore([{ issuer: ISSUER, jwks: { keys: [key.jwk as Record<string, unknown>] } }]);
    };
    const sign = (claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}, signer?: CryptoKey) =>
      new SignJWT({ iss: ISSUER, aud: AUDIENCE, iat: now, jti: crypto.randomUUID(), ...claims })
        .setProtectedHeader({ alg: 'ES256', typ: 'secevent+jwt', kid: 'k1', ...header })
        .sign(signer ?? key.privateKey);
    const refusal = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AssertionError);
      const e = err as AssertionError;
      return { reason: e.reason, detail: e.detail, set: ERRORS[e.reason].set };
    };

    it('each failure has its reason, detail and RFC 8935 err', async () => {
      const trust = await setup();
      await expect(trust.verify(await sign(), opts)).resolves.toMatchObject({ iss: ISSUER });
      const cases: [string, () => Promise<unknown>, ErrorCode, string, string][] = [
        ['not a JWT', async () => trust.verify('not.a.jwt', opts), 'NOT_A_JWT', 'not a signed JWT', 'invalid_request'],
        ['wrong typ', async () => trust.verify(await sign({}, { typ: 'JWT' }), opts), 'WRONG_TYP', 'typ must be secevent+jwt', 'invalid_request'],
        [
          'untrusted issuer',
          async () => trust.verify(await sign({ iss: 'https://other.example' }), opts),
          'UNTRUSTED_ISSUER',
          'the issuer is not trusted',
          'invalid_issuer',
        ],
        [
          'wrong audience',
          async () => trust.verify(await sign({ aud: 'https://other.example' }), opts),
          'WRONG_AUDIENCE',
          'the audience is not this server',
          'invalid_audience',
        ],
        [
          'another key, same kid',
          async () => trust.verify(await sign({}, {}, other.privateKey), opts),
          'BAD_SIGNATURE',
          'invalid (ERR_JWS_SIGNATURE_VERIFICATION_FAILED)',
          'invalid_key',
        ],
        [
          'an unknown kid',
          async () => trust.verify(await sign({}, { kid: 'k2' }, other.privateKey), opts),
          'UNKNOWN_KEY',
          'no key of the issuer matches',
          'invalid_key',
        ],
        ['expired', async () => trust.verify(await sign({ exp: now - 3600 }), opts), 'EXPIRED', 'expired', 'invalid_request'],
        [
          'not yet valid',
          async () => trust.verify(await sign({ nbf: now + 3600 }), opts),
          'INVALID_CLAIMS',
          'invalid (ERR_JWT_CLAIM_VALIDATION_FAILED)',
          'invalid_request',
        ],
        [
          'a required claim missing',
          async () => trust.verify(await sign({ jti: undefined }), opts),
          'INVALID_CLAIMS',
          'invalid (ERR_JWT_CLAIM_VALIDATION_FAILED)',
          'invalid_request',
        ],
        [
          'issued in the future',
          async () => trust.verify(await sign({ iat: now + 3600 }), opts),
          'ISSUED_IN_FUTURE',
          'issued in the future',
          'invalid_request',
        ],
      ];
      for (const [name, p, reason, detail, set] of cases) expect(await refusal(p()), name).toEqual({ reason, detail, set });
    });

    it('a key set that cannot be fetched is KEY_SET_UNAVAILABLE (invalid_key)', async () => {
      await setup();
      const trust = createTrustStore([{ issuer: ISSUER, jwks_uri: 'http://127.0.0.1:9/jwks.json' }]);
      expect(await refusal(trust.verify(await sign(), opts))).toEqual({
        reason: 'KEY_SET_UNAVAILABLE',
        detail: 'the issuer key set could not be used',
        set: 'invalid_key',
      });
    });
  });
});

describe('the router answers each route in its format (in process)', () => {
  const source = loadPortfolioSource(contentDir());
  const portfolio = createPortfolio(
    portfolioData({
      profile: source.profile ? { data: source.profile.data, body: source.profile.body } : null,
      projects: source.projects.map((p) => ({ id: p.id, data: p.data, body: p.body })),
      skills: source.skills,
    }),
  );
  const call = async (method: string, path: string, body?: string, contentType?: string) => {
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    const result = await handleApi(
      {
        method,
        path,
        query: new URLSearchParams(),
        header: (name) => headers[name],
        ...(body === undefined ? {} : { body: { text: body, bytes: Buffer.byteLength(body), tooLarge: Buffer.byteLength(body) > 64 * 1024 } }),
      },
      { portfolio, urls },
    );
    return { ...result, json: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : undefined };
  };

  it('API: problem details', async () => {
    const r = await call('GET', '/v1/nope');
    expect(r.status).toBe(404);
    expect(r.headers['Content-Type']).toBe('application/problem+json; charset=utf-8');
    expect(r.json).toMatchObject({ code: 'NOT_FOUND', type: 'https://example.test/errors#not-found', instance: '/v1/nope' });
  });

  it('OAuth endpoints: RFC 6749 JSON for a wrong content type, a repeated parameter, bad JSON, a body too large', async () => {
    const wrongType = await call('POST', '/v1/auth/token', 'grant_type=client_credentials', 'text/plain');
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toEqual({
      error: 'invalid_request',
      error_description: 'the body must be application/x-www-form-urlencoded',
      type: 'https://example.test/errors#invalid_request',
      title: 'Invalid request',
      status: 400,
      detail: 'the body must be application/x-www-form-urlencoded',
    });
    const repeated = await call('POST', '/v1/auth/token', 'grant_type=a&grant_type=b', 'application/x-www-form-urlencoded');
    expect(repeated.json).toMatchObject({ error: 'invalid_request', detail: 'the grant_type parameter is repeated' });
    const badJson = await call('POST', '/v1/auth/identity', '{"client_name": "x",', 'application/json');
    expect(badJson.status).toBe(400);
    expect(badJson.json).toMatchObject({ error: 'invalid_client_metadata', type: 'https://example.test/errors#invalid_client_metadata' });
    const big = await call('POST', '/v1/auth/token', `x=${'y'.repeat(70_000)}`, 'application/x-www-form-urlencoded');
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ error: 'invalid_request', status: 413 });
  });

  it('the events endpoint: RFC 8935 JSON; its media type is parsed (case, parameters, spaces)', async () => {
    const wrong = await call('POST', '/v1/auth/events', 'x.y.z', 'application/json');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ err: 'invalid_request', description: 'the body must be application/secevent+jwt' });
    // Accepted as application/secevent+jwt: it reaches the handler, and no authorization server runs here.
    const right = await call('POST', '/v1/auth/events', 'x.y.z', ' Application/SECEVENT+JWT ; charset="utf-8"');
    expect(right.status).toBe(500);
    expect(right.json).toMatchObject({ code: 'INTERNAL_ERROR', detail: 'The authorization server is not running here.' });
  });
});
