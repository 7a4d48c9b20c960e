import { createHash } from 'node:crypto';
import { OAuth2Server, type MutableRedirectUri, type MutableToken } from 'oauth2-mock-server';

/** Who the provider says signed in: the claims of the ID tokens it issues from now on. */
export type OidcUser = { email: string; emailVerified?: boolean; name?: string };

export type OidcProvider = {
  /** `http://127.0.0.1:<port>`: set it as GOOGLE_ISSUER_URL. */
  issuerUrl: string;
  /** The user every following sign-in is made as, until it is called again. */
  setNextUser: (user: OidcUser) => void;
  /** The next visit to /authorize answers `?error=access_denied`, as when the user cancels. */
  denyNextAuthorization: () => void;
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (oauth2-mock-server) on loopback with a random port, for API tests
 * and the browser suite alike: discovery, JWKS, /authorize (which redirects straight back with a
 * code, as if the user had consented) and a token endpoint that checks PKCE and signs RS256 ID
 * tokens carrying the nonce. Needs nothing from Vitest or Playwright. `port` fixes the port (a
 * browser suite that must know GOOGLE_ISSUER_URL before the server starts); 0 or unset is random.
 */
export async function startOidcProvider(options: { port?: number } = {}): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(options.port ?? 0, '127.0.0.1');
  const issuerUrl = server.issuer.url;
  if (!issuerUrl) throw new Error('the OIDC provider did not report its issuer URL');

  let user: OidcUser | undefined;
  // Fired for the access token and for the ID token of each exchange; only the ID token has `aud`.
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    if (!user || token.payload.aud === undefined) return;
    Object.assign(token.payload, {
      sub: createHash('sha256').update(user.email.toLowerCase()).digest('hex').slice(0, 21),
      email: user.email,
      email_verified: user.emailVerified ?? true,
      ...(user.name ? { name: user.name } : {}),
    });
  });

  return {
    issuerUrl,
    setNextUser: (next) => {
      user = { ...next };
    },
    denyNextAuthorization: () => {
      server.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      });
    },
    close: () => server.stop(),
  };
}
