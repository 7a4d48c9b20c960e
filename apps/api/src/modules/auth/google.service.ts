import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { API_BASE, API_PATHS } from '@app/shared/api/paths';
import type { Language } from '@app/shared/constants/domain';
import type { TokenPair } from '@app/shared/schemas/auth';
import type { Config } from '../../config.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { AppContext } from '../../app-context.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { startSession } from './auth.service.ts';
import {
  consumeOidcState,
  deleteStaleOidcStates,
  findOidcState,
  insertOidcState,
  type OidcStateRow,
} from './google.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'jwt' | 'config' | 'log' | 'actors'>;
type GoogleClient = { issuerUrl: string; clientId: string; clientSecret: string | undefined };

/** How long a sign-in may take between the button and the provider's return. */
const STATE_TTL_SECONDS = 10 * 60;
/** Used and expired states are kept a day more, so a late or replayed callback still finds its page. */
const STATE_GRACE_SECONDS = 24 * 60 * 60;
const DISCOVERY_TIMEOUT_SECONDS = 10;
/**
 * The starting browser keeps a random value in an HttpOnly cookie scoped to the Google paths;
 * the state row keeps its hash. One value per browser, so sign-ins in two tabs both work.
 */
export const BROWSER_BINDING_COOKIE = 'cotiza_google_binding';
/** As long as a state is kept, so a late callback is told it expired, not that it is foreign. */
export const BROWSER_BINDING_MAX_AGE_SECONDS = STATE_TTL_SECONDS + STATE_GRACE_SECONDS;
const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's binding value: the one its cookie already holds, or a new one. */
export function browserBinding(cookieValue: string | undefined): string {
  return cookieValue && BINDING_PATTERN.test(cookieValue)
    ? cookieValue
    : randomBytes(32).toString('base64url');
}

const hashBinding = (binding: string) => createHash('sha256').update(binding).digest('hex');

function isSameBinding(binding: string | undefined, hash: string): boolean {
  if (!binding || !BINDING_PATTERN.test(binding)) return false;
  return timingSafeEqual(Buffer.from(hashBinding(binding)), Buffer.from(hash));
}

/** The web page that stores the tokens; also where a callback with an unknown state goes. */
const WEB_GOOGLE_CALLBACK_PATH = '/google-callback';

const notConfigured = () =>
  new AppError({
    code: 'google_not_configured',
    messageKey: 'errors.googleNotConfigured',
  });
const providerUnavailable = () =>
  new AppError({ code: 'google_unavailable', messageKey: 'errors.googleFailed' });

function googleClient(config: Config): GoogleClient | undefined {
  const { clientId, clientSecret, issuerUrl } = config.google;
  return clientId ? { clientId, clientSecret, issuerUrl } : undefined;
}

/** The provider returns here: registered as the authorized redirect URI of the client. */
export function googleRedirectUri(config: Config): string {
  return `${config.appUrl}${API_BASE}${API_PATHS.googleCallback}`;
}

function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/**
 * The issuer's discovered configuration, fetched once per process and lazily; a failed discovery
 * is forgotten so the next sign-in tries again. Plain http is allowed for a loopback issuer only
 * (the test provider), never for a remote one.
 */
function discoverIssuer(client: GoogleClient): Promise<oidc.Configuration> {
  const key = JSON.stringify(client);
  const cached = configurations.get(key);
  if (cached) return cached;
  const issuer = new URL(client.issuerUrl);
  const isInsecureAllowed = issuer.protocol === 'http:' && isLoopback(issuer);
  const pending = oidc.discovery(
    issuer,
    client.clientId,
    client.clientSecret,
    client.clientSecret ? undefined : oidc.None(),
    {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(isInsecureAllowed ? { execute: [oidc.allowInsecureRequests] } : {}),
    },
  );
  configurations.set(key, pending);
  pending.catch(() => {
    if (configurations.get(key) === pending) configurations.delete(key);
  });
  return pending;
}

/**
 * A return address the API may send a browser to: on APP_URL's origin, without credentials, and
 * normalised (so `http://app\@evil` becomes a path of the app). Any `tokens` or `error` it carries
 * is dropped: only the API puts those there.
 */
function parseCallbackUrl(raw: string, appUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(appUrl).origin || url.username || url.password) return undefined;
  url.searchParams.delete('tokens');
  url.searchParams.delete('error');
  url.hash = '';
  return url.href.length <= 2048 ? url.href : undefined;
}

/**
 * The web page words the error from a fixed list of codes, so a crafted link cannot make /login
 * show a text of its own (docs/product-rules.md § Security).
 */
function errorCode(messageKey: string): string {
  return messageKey.replace(/^errors\./, '');
}

function withParam(base: string, name: string, value: string): string {
  const url = new URL(base);
  url.search = `${url.search ? `${url.search}&` : '?'}${name}=${encodeURIComponent(value)}`;
  return url.href;
}

/**
 * Starts Google sign-in (docs/decisions/009-google-sign-in-bound-to-browser.md): keeps state, nonce
 * and a PKCE verifier in the database for ten minutes and answers the provider's authorization URL.
 * Refuses a `callbackUrl` off APP_URL's origin (no open redirect) and answers 503 when no client id
 * is configured.
 */
export async function startGoogleLogin(
  ctx: Ctx,
  input: { callbackUrl: string; language: Language; browserBinding: string },
): Promise<string> {
  const client = googleClient(ctx.config);
  if (!client) throw notConfigured();
  const callbackUrl = parseCallbackUrl(input.callbackUrl, ctx.config.appUrl);
  if (!callbackUrl) throw badRequest('callback_url_not_allowed', 'errors.callbackUrlNotAllowed');
  const configuration = await discoverIssuer(client).catch((error: unknown) => {
    ctx.log.warn({ err: error, issuer: client.issuerUrl }, 'OpenID Connect discovery failed');
    throw providerUnavailable();
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  await deleteStaleOidcStates(ctx.db, STATE_GRACE_SECONDS);
  await insertOidcState(
    ctx.db,
    {
      state,
      nonce,
      codeVerifier,
      callbackUrl,
      language: input.language,
      browserBindingHash: hashBinding(input.browserBinding),
    },
    STATE_TTL_SECONDS,
  );
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: googleRedirectUri(ctx.config),
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
    ui_locales: input.language,
  }).href;
}

type Outcome = { tokens: TokenPair } | { errorKey: string };

/** Exchanges the code and checks the ID token, then signs in the active user with that verified email. */
async function signInWithProvider(
  ctx: Ctx,
  row: OidcStateRow,
  query: URLSearchParams,
): Promise<Outcome> {
  if (query.has('error')) {
    ctx.log.info({ providerError: query.get('error') }, 'Google sign-in refused by the provider');
    return { errorKey: 'errors.googleFailed' };
  }
  const client = googleClient(ctx.config);
  if (!client) return { errorKey: 'errors.googleNotConfigured' };
  let claims: oidc.IDToken | undefined;
  try {
    const currentUrl = new URL(googleRedirectUri(ctx.config));
    currentUrl.search = query.toString();
    const tokens = await oidc.authorizationCodeGrant(await discoverIssuer(client), currentUrl, {
      expectedState: row.state,
      expectedNonce: row.nonce,
      pkceCodeVerifier: row.codeVerifier,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    ctx.log.warn({ err: error }, 'Google sign-in: code exchange or ID token check failed');
    return { errorKey: 'errors.googleFailed' };
  }
  if (typeof claims?.email !== 'string' || !claims.email)
    return { errorKey: 'errors.googleFailed' };
  // Google sends a boolean; some providers send the string "true".
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    return { errorKey: 'errors.googleEmailUnverified' };
  }
  const user = await findUserByEmail(ctx, claims.email);
  if (!user?.isActive) return { errorKey: 'errors.googleNoAccount' };
  return { tokens: await startSession(ctx, user.id) };
}

/**
 * Finishes Google sign-in at the API callback and answers where to redirect the browser: the kept
 * `callback_url` with `tokens` (JSON of access and refresh) or with `error` in the language chosen
 * at the start. A state is spent atomically, and only by the browser that started it (its binding
 * cookie), so a replayed callback or one planted in another browser is refused; an unknown state
 * has no kept address and goes to the web app's own page, never to an address from the request.
 */
export async function finishGoogleLogin(
  ctx: Ctx,
  input: { rawQuery: string; language: Language; browserBinding: string | undefined },
): Promise<string> {
  const query = new URLSearchParams(input.rawQuery);
  const fallback = withParam(
    `${ctx.config.appUrl}${WEB_GOOGLE_CALLBACK_PATH}`,
    'error',
    errorCode('errors.googleStateInvalid'),
  );
  const state = query.get('state');
  if (!state || state.length > 64) return fallback;
  const target = await findOidcState(ctx.db, state);
  // Checked again on the way out, in case APP_URL changed while the sign-in was under way.
  const callbackUrl = target && parseCallbackUrl(target.callbackUrl, ctx.config.appUrl);
  if (!target || !callbackUrl) return fallback;
  if (!isSameBinding(input.browserBinding, target.browserBindingHash)) {
    ctx.log.warn('Google sign-in: the callback came to a browser that did not start it');
    return withParam(callbackUrl, 'error', errorCode('errors.googleOtherBrowser'));
  }
  const row = await consumeOidcState(ctx.db, state, target.browserBindingHash);
  if (!row) return withParam(callbackUrl, 'error', errorCode('errors.googleStateInvalid'));
  const outcome = await signInWithProvider(ctx, row, query);
  return 'tokens' in outcome
    ? withParam(callbackUrl, 'tokens', JSON.stringify(outcome.tokens))
    : withParam(callbackUrl, 'error', errorCode(outcome.errorKey));
}
