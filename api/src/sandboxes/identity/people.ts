// The test people of the local identity providers. Each login page lists them, and offers "another account"
// (any e-mail and name typed in) so that repeated runs can register new members.
import crypto from 'node:crypto';

export interface TestPerson {
  /** The provider's stable subject (Google and Apple `sub`, Facebook app-scoped `id`). */
  id: string;
  label: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** Apple: the address is a private relay one (`is_private_email`). */
  privateEmail?: boolean;
}

export const googlePeople: TestPerson[] = [
  {
    id: '107000000000000000001',
    label: 'Verified e-mail',
    email: 'nur.aisyah.sandbox@gmail.com',
    emailVerified: true,
    givenName: 'Nur Aisyah',
    familyName: 'Kamal',
  },
  {
    id: '107000000000000000002',
    label: 'Unverified e-mail',
    email: 'hafiz.unverified@gmail.com',
    emailVerified: false,
    givenName: 'Hafiz',
    familyName: 'Rahim',
  },
  {
    id: '107000000000000000003',
    label: 'No e-mail shared',
    email: null,
    emailVerified: false,
    givenName: 'Mei Ling',
    familyName: 'Tan',
  },
];

export const applePeople: TestPerson[] = [
  {
    id: '000101.5a1e0c1d2b3a4f5e6d7c8b9a0f1e2d3c.0101',
    label: 'Shares e-mail',
    email: 'siti.apple.sandbox@icloud.com',
    emailVerified: true,
    givenName: 'Siti',
    familyName: 'Zulkifli',
  },
  {
    id: '000102.6b2f1d2e3c4b5a6f7e8d9c0b1a2f3e4d.0102',
    label: 'Hide my e-mail (relay address)',
    email: 'x7k2m9qp4t@privaterelay.appleid.com',
    emailVerified: true,
    givenName: 'Arjun',
    familyName: 'Pillai',
    privateEmail: true,
  },
];

export const facebookPeople: TestPerson[] = [
  {
    id: '10200000000000001',
    label: 'Confirmed e-mail',
    email: 'farah.facebook.sandbox@example.com',
    emailVerified: true,
    givenName: 'Farah',
    familyName: 'Hassan',
  },
  {
    id: '10200000000000002',
    label: 'E-mail not confirmed (same as the demo member)',
    email: 'demo@teduh.my',
    emailVerified: false,
    givenName: 'Demo',
    familyName: 'Impostor',
  },
  {
    id: '10200000000000003',
    label: 'No e-mail (phone sign-up)',
    email: null,
    emailVerified: false,
    givenName: 'Ravi',
    familyName: 'Kumar',
  },
];

/** A person typed in on the login page; the same e-mail always gives the same subject. */
export function typedPerson(
  prefix: string,
  email: string,
  givenName: string,
  familyName: string,
  emailVerified: boolean,
): TestPerson {
  const digest = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const digits = BigInt(`0x${digest.slice(0, 15)}`)
    .toString()
    .padStart(18, '0')
    .slice(0, 18);
  return {
    id: `${prefix}${digits}`,
    label: email,
    email: email.trim().toLowerCase(),
    emailVerified,
    givenName: givenName.trim() || 'Test',
    familyName: familyName.trim() || 'Person',
  };
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The login page every sandbox shows: its people, "another account", and Cancel (consent refused). */
export function loginPage(options: {
  title: string;
  action: string;
  cancelAction: string;
  people: TestPerson[];
  client: string;
  /** Facebook's dialog forwards its query in hidden fields. */
  hidden?: Record<string, string>;
}): string {
  const hidden = Object.entries(options.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const people = options.people
    .map(
      (person) => `<li><form method="post" action="${escape(options.action)}">${hidden}
  <input type="hidden" name="person" value="${escape(person.id)}">
  <button type="submit">Continue as ${escape(person.givenName)} ${escape(person.familyName)}</button>
  <span>${escape(person.email ?? 'no e-mail')} · ${escape(person.label)}</span></form></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(options.title)} (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}li{margin:.75rem 0}
button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}label{display:block;margin:.25rem 0}</style></head>
<body><main><h1>${escape(options.title)}</h1><p>Sandbox: choose who signs in to <strong>${escape(options.client)}</strong>.</p>
<ul>${people}</ul>
<h2>Another account</h2>
<form method="post" action="${escape(options.action)}">${hidden}
<label>E-mail <input name="email" type="email" required></label>
<label>Given name <input name="given_name" required></label>
<label>Family name <input name="family_name" required></label>
<label><input name="email_verified" type="checkbox" value="true" checked> E-mail verified</label>
<button type="submit">Continue</button></form>
<form method="post" action="${escape(options.cancelAction)}">${hidden}<button type="submit">Cancel</button></form>
</main></body></html>`;
}

/** The person a login form chose: a listed one, or one typed in. */
export function chosenPerson(
  body: Record<string, string | undefined>,
  people: TestPerson[],
  prefix: string,
): TestPerson | null {
  if (body.person) return people.find((person) => person.id === body.person) ?? null;
  if (body.email) {
    return typedPerson(
      prefix,
      body.email,
      body.given_name ?? '',
      body.family_name ?? '',
      body.email_verified === 'true',
    );
  }
  return null;
}
