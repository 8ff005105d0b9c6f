// The copy a visitor sees, read from the apps' own locale files so the tests follow the translations.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes } from '../../tools/remotes.mjs';
import { repoRoot } from './servers';

export type Locale = 'en' | 'ms';

const localeFolders: Record<string, string> = {
  shell: 'shell/src/locales',
  /** @teduh/shared's domain texts (validation messages). */
  shared: 'shared/src/locales',
  'shared-ui': 'shared/src/ui/locales',
  'shared-social': 'shared/src/social/locales',
  ...Object.fromEntries(remotes.map(({ namespace, folder }) => [namespace, `${folder}/src/locales`])),
};

const cache = new Map<string, Record<string, unknown>>();

function bundle(namespace: string, locale: Locale): Record<string, unknown> {
  const file = path.join(repoRoot, localeFolders[namespace] ?? '', `${locale}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  return cache.get(file)!;
}

/** `copy('shell', 'ms', 'remoteUnavailable.retry')`; `{{name}}` placeholders are filled from `values`. */
export function copy(
  namespace: string,
  locale: Locale,
  key: string,
  values: Record<string, string> = {},
): string {
  let node: unknown = bundle(namespace, locale);
  for (const segment of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[segment];
  if (typeof node !== 'string') throw new Error(`No ${locale} copy for ${namespace}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Exact text match, for getByRole(..., { name }) and toHaveText. */
export const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** A text at the start, for a field's label followed by its required mark or hint (getByLabel). */
export const startingWith = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * A copy text as a pattern found anywhere in a text, each `{{name}}` placeholder matching the regular
 * expression source given for it (`copyPattern('pusara', 'ms', 'result.success.number', { number: 'TPP-\\d+' })`).
 */
export function copyPattern(
  namespace: string,
  locale: Locale,
  key: string,
  placeholders: Record<string, string>,
): RegExp {
  const text = copy(namespace, locale, key);
  const parts = text.split(/(\{\{\s*\w+\s*\}\})/);
  const source = parts
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = placeholders[name];
      if (pattern === undefined) throw new Error(`No pattern for {{${name}}} in ${namespace}:${key}`);
      return `(?:${pattern})`;
    })
    .join('');
  return new RegExp(source);
}
