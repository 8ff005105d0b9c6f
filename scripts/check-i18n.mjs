#!/usr/bin/env node
// `npm run check:i18n`: every namespace has the same keys in en and ms, and every literal key the code
// uses exists in en. Exits 1 with one line per problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '../tools/remotes.mjs';

// An optional folder argument checks another tree (the script's own checks use a temporary one).
const repoRoot = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const languages = ['en', 'ms'];
const defaultNamespace = 'shared'; // initI18n's defaultNS

/** Namespace, its locale folder, and the source folders whose unqualified keys default to it. */
const namespaces = [
  {
    ns: 'shared',
    locales: 'shared/src/locales',
    sources: ['shared/src'],
    exclude: ['shared/src/ui', 'shared/src/social'],
  },
  { ns: 'shared-ui', locales: 'shared/src/ui/locales', sources: ['shared/src/ui'] },
  { ns: 'shared-social', locales: 'shared/src/social/locales', sources: ['shared/src/social'] },
  { ns: 'shell', locales: 'shell/src/locales', sources: ['shell/src'] },
  ...remotes.map(({ namespace, folder }) => ({
    ns: namespace,
    locales: `${folder}/src/locales`,
    sources: [`${folder}/src`],
  })),
];

/** Hooks that wrap useTranslation with a fixed namespace. */
const namespaceHooks = { useUiTranslation: 'shared-ui' };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const problems = [];
const rel = (file) => path.relative(repoRoot, file);

/** Leaf paths of a bundle, `a.b.c` → value. */
function flatten(value, prefix = '', out = new Map()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readBundle(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${rel(file)}: ${existsSync(file) ? `invalid JSON (${error.message})` : 'missing'}`);
    return null;
  }
}

/** Malay has no plural forms, so `x_one`/`x_other` in en and `x_other` in ms are the same key. */
const parityKey = (key) => key.replace(pluralSuffix, '');

function checkParity({ ns, locales }, bundles) {
  const [en, ms] = languages.map((lang) => flatten(bundles[lang]));
  const sides = [
    ['en', en, 'ms', ms],
    ['ms', ms, 'en', en],
  ];
  for (const [lang, keys, otherLang, otherKeys] of sides) {
    const otherParity = new Set([...otherKeys.keys()].map(parityKey));
    for (const [key, value] of keys) {
      if (!otherParity.has(parityKey(key))) {
        problems.push(`${ns}: "${key}" is in ${lang} but missing from ${locales}/${otherLang}.json`);
      }
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${ns}: "${key}" in ${locales}/${lang}.json must be a non-empty string`);
      }
    }
  }
  return en.size;
}

/** A used key exists when it names a string, a subtree (returnObjects) or plural forms. */
function hasKey(bundle, key) {
  const segments = key.split('.');
  const last = segments.pop();
  let node = bundle;
  for (const segment of segments) {
    node = node?.[segment];
    if (node === null || typeof node !== 'object') return false;
  }
  if (!node) return false;
  if (Object.hasOwn(node, last)) return true;
  return Object.keys(node).some((k) => k.startsWith(`${last}_`) && pluralSuffix.test(k));
}

function sourceFiles(dir, exclude) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (exclude.some((ex) => full === path.join(repoRoot, ex))) continue;
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'locales'].includes(entry.name)) out.push(...sourceFiles(full, exclude));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Which namespace each translate function of the file (`t`, `tShared`, ...) belongs to. */
function translateFunctions(code, fileNamespace) {
  const constants = new Map(
    [...code.matchAll(/const\s+(\w+)\s*=\s*['"]([\w-]+)['"]/g)].map((m) => [m[1], m[2]]),
  );
  const fns = new Map();
  const hook =
    /\{([^{}]*)\}\s*=\s*(useTranslation|use\w+Translation|withTranslation)\(\s*\[?\s*(['"]([\w-]+)['"]|\w+)?/g;
  for (const m of code.matchAll(hook)) {
    const [, destructured, hookName, arg, literal] = m;
    const ns =
      namespaceHooks[hookName] ??
      literal ??
      (arg ? constants.get(arg) : undefined) ??
      (arg ? null : defaultNamespace);
    if (ns === null || ns === undefined) continue; // namespace known only at run time
    for (const part of destructured.split(',')) {
      const [name, alias] = part.split(':').map((s) => s.trim());
      if (name === 't') fns.set(alias || 't', ns);
    }
  }
  // `t` handed in as an argument or prop: the package's own namespace.
  if (!fns.has('t')) fns.set('t', fileNamespace);
  return fns;
}

function checkUsage(file, fileNamespace, bundles) {
  const code = readFileSync(file, 'utf8');
  const fns = translateFunctions(code, fileNamespace);
  const calls = /(?<![\w$.])(i18n(?:ext)?\.t|[A-Za-z_$][\w$]*)\(\s*(['"`])([\w.:-]+)\2\s*(,\s*\{[^}]*\})?/g;
  let used = 0;
  for (const m of code.matchAll(calls)) {
    const [, fn, , literal, options] = m;
    const isGlobal = fn === 'i18n.t' || fn === 'i18next.t';
    if (!isGlobal && !fns.has(fn)) continue;
    const optionNs = options && /\bns:\s*['"]([\w-]+)['"]/.exec(options)?.[1];
    const [ns, key] = literal.includes(':')
      ? literal.split(':', 2)
      : [optionNs ?? (isGlobal ? defaultNamespace : fns.get(fn)), literal];
    used += 1;
    const bundle = bundles.get(ns);
    if (bundle === undefined) {
      problems.push(`${rel(file)}:${lineOf(code, m.index)}: "${literal}" uses the unknown namespace "${ns}"`);
    } else if (bundle && !hasKey(bundle, key)) {
      const { locales } = namespaces.find((n) => n.ns === ns);
      problems.push(`${rel(file)}:${lineOf(code, m.index)}: "${key}" is missing from ${locales}/en.json`);
    }
  }
  for (const m of code.matchAll(/i18nKey=["']([\w.:-]+)["']/g)) {
    const [ns, key] = m[1].includes(':') ? m[1].split(':', 2) : [fns.get('t'), m[1]];
    used += 1;
    if (bundles.get(ns) && !hasKey(bundles.get(ns), key)) {
      problems.push(`${rel(file)}:${lineOf(code, m.index)}: "${key}" is missing from the ${ns} en.json`);
    }
  }
  return used;
}

const enBundles = new Map();
let keyCount = 0;
const present = namespaces.filter(({ sources }) => existsSync(path.join(repoRoot, sources[0])));
for (const entry of present) {
  const bundles = Object.fromEntries(
    languages.map((lang) => [lang, readBundle(path.join(repoRoot, entry.locales, `${lang}.json`))]),
  );
  enBundles.set(entry.ns, bundles.en);
  if (bundles.en && bundles.ms) keyCount += checkParity(entry, bundles);
}

let usedCount = 0;
for (const { ns, sources, exclude = [] } of present) {
  for (const file of sources.flatMap((dir) => sourceFiles(path.join(repoRoot, dir), exclude))) {
    usedCount += checkUsage(file, ns, enBundles);
  }
}

const skipped = namespaces.filter((n) => !present.includes(n)).map((n) => n.ns);
const summary =
  `check:i18n: ${present.length} namespaces, ${keyCount} keys in each of en and ms, ` +
  `${usedCount} literal keys in code` +
  (skipped.length ? ` (no sources yet: ${skipped.join(', ')})` : '');
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${summary}: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.log(`${summary}: OK.`);
