// npm run sandbox:google | sandbox:apple | sandbox:facebook -w api: a local identity provider on its own.
// PORT (defaults 4031, 4032, 4033); IDENTITY_SANDBOX_API_URL, the API the providers send people back to
// (http://localhost:4000); IDENTITY_SANDBOX_PUBLIC_URL, the provider's own address (issuer) seen by browsers;
// IDENTITY_SANDBOX_SIGNING_JWK, a private JWK (JSON) to sign ID tokens with (tests mint tokens with it).
// The client ids, secrets and Apple developer key are the API's development defaults (config.ts).
import crypto from 'node:crypto';
import type http from 'node:http';
import type { JWK } from 'jose';
import { identitySandboxDefaults } from '../../config';
import { buildFacebookSandbox } from './facebook-server';
import { buildOidcSandbox } from './oidc-server';
import { applePeople, facebookPeople, googlePeople } from './people';

const which = process.argv[2];
const defaultPorts: Record<string, number> = { google: 4031, apple: 4032, facebook: 4033 };

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('The identity sandboxes must not run in production.\n');
    process.exit(1);
  }
  if (!which || !(which in defaultPorts)) {
    process.stderr.write('Usage: main.ts google|apple|facebook\n');
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? defaultPorts[which]);
  const host = process.env.HOST ?? '127.0.0.1';
  const publicUrl = (process.env.IDENTITY_SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`).replace(
    /\/$/,
    '',
  );
  const apiUrl = (process.env.IDENTITY_SANDBOX_API_URL ?? 'http://localhost:4000').replace(/\/$/, '');
  const callback = (provider: string) => [`${apiUrl}/auth/api/v1/social/${provider}/callback/`];
  const signingKeys = process.env.IDENTITY_SANDBOX_SIGNING_JWK
    ? [JSON.parse(process.env.IDENTITY_SANDBOX_SIGNING_JWK) as JWK]
    : undefined;

  let close: () => Promise<void>;
  if (which === 'facebook') {
    const { appId, appSecret } = identitySandboxDefaults.facebook;
    const app = await buildFacebookSandbox({
      appId,
      appSecret,
      redirectUris: callback('facebook'),
      people: facebookPeople,
      logger: process.env.LOG_LEVEL === 'debug',
    });
    await app.listen({ host, port });
    close = () => app.close();
  } else {
    let server: http.Server;
    if (which === 'google') {
      const { clientId, clientSecret } = identitySandboxDefaults.google;
      server = await buildOidcSandbox({
        flavour: 'google',
        issuer: publicUrl,
        clientId,
        clientSecret,
        redirectUris: callback('google'),
        people: googlePeople,
        signingKeys,
      });
    } else {
      const { clientId, teamId, keyId, privateKeyPem } = identitySandboxDefaults.apple;
      const publicKeyPem = crypto
        .createPublicKey(privateKeyPem)
        .export({ type: 'spki', format: 'pem' })
        .toString();
      server = await buildOidcSandbox({
        flavour: 'apple',
        issuer: publicUrl,
        clientId,
        appleDeveloperKey: { teamId, keyId, publicKeyPem },
        redirectUris: callback('apple'),
        people: applePeople,
        signingKeys,
      });
    }
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
  }
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stdout.write(`Identity sandbox (${which}) listening on http://${host}:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The identity sandbox could not start: ${String(error)}\n`);
  process.exit(1);
});
