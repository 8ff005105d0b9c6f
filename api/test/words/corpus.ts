// Every string the product shows, in English and Malay, with where it comes from: the web apps' locale files,
// the API's messages, e-mails, PDFs and CMS seed content. The glossary check and the product-facts tests read it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { remotes } from '../../../tools/remotes.mjs';

export type Lang = 'en' | 'ms';

export interface ShownString {
  /** Path from the repository root. */
  file: string;
  /** The locale key, or the chain of names that leads to a string in source code, with its line. */
  key: string;
  /** The string's language; `null` for a bilingual string ("English / Melayu"). */
  lang: Lang | null;
  text: string;
}

export const repoRoot = path.resolve(__dirname, '../../..');

/** The locale folders of the web apps and the shared library (each holds en.json and ms.json). */
export const localeFolders = [
  'shared/src/locales',
  'shared/src/ui/locales',
  'shell/src/locales',
  ...remotes.map((remote) => `${remote.folder}/src/locales`),
];

/** API sources whose strings reach members: messages, e-mails, PDFs, CMS and reference seed content. */
export const apiSourceFiles = [
  'api/src/lib/i18n.ts',
  'api/src/modules/certificates/messages.ts',
  'api/src/modules/ekyc/messages.ts',
  'api/src/modules/payments/messages.ts',
  'api/src/modules/needs-test/messages.ts',
  'api/src/modules/referral/messages.ts',
  'api/src/modules/cms/messages.ts',
  'api/src/modules/certificates/emails.ts',
  'api/src/modules/ekyc/emails.ts',
  'api/src/modules/mail/templates.ts',
  'api/src/modules/certificates/certificate-pdf.ts',
  'api/src/modules/documents/product-documents.ts',
  'api/src/modules/documents/privacy-policy.ts',
  'api/src/modules/products/catalogue.ts',
  'api/src/modules/underwriting/reference-seed.ts',
  'api/src/modules/cms/content/articles-claims.ts',
  'api/src/modules/cms/content/articles-family-planning.ts',
  'api/src/modules/cms/content/articles-money.ts',
  'api/src/modules/cms/content/articles-takaful-basics-1.ts',
  'api/src/modules/cms/content/articles-takaful-basics-2.ts',
  'api/src/modules/cms/content/categories.ts',
  'api/src/modules/cms/content/faq.ts',
  'api/src/modules/cms/content/glossary.ts',
  'api/src/modules/cms/content/milestones.ts',
  'api/src/modules/cms/content/people.ts',
  'api/src/modules/cms/content/records.ts',
];

function flatten(value: unknown, prefix: string, out: Array<[string, string]>): void {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const childKey = Array.isArray(value) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;
      flatten(child, childKey, out);
    }
  }
}

export function localeStrings(root = repoRoot): ShownString[] {
  const found: ShownString[] = [];
  for (const folder of localeFolders) {
    for (const lang of ['en', 'ms'] as const) {
      const file = `${folder}/${lang}.json`;
      const pairs: Array<[string, string]> = [];
      flatten(JSON.parse(readFileSync(path.join(root, file), 'utf8')), '', pairs);
      for (const [key, text] of pairs) found.push({ file, key, lang, text });
    }
  }
  return found;
}

const langName = (name: string): Lang | null => {
  if (name === 'en' || /[a-z]En$/.test(name)) return 'en';
  if (name === 'ms' || /[a-z]Ms$/.test(name)) return 'ms';
  return null;
};

function nameOf(node: ts.Node, file: ts.SourceFile): string | null {
  if (
    (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) &&
    node.name
  ) {
    return ts.isStringLiteral(node.name) || ts.isIdentifier(node.name)
      ? node.name.text
      : node.name.getText(file);
  }
  return null;
}

/** The language a conditional's branch is in, when its condition names one (`locale === 'ms'`, `en`). */
function branchLang(
  conditional: ts.ConditionalExpression,
  branch: ts.Node,
  file: ts.SourceFile,
): Lang | null {
  const condition = conditional.condition.getText(file).replace(/\s/g, '');
  let whenTrue: Lang | null = null;
  if (condition === 'en' || /==='en'$/.test(condition) || /!=='ms'$/.test(condition)) whenTrue = 'en';
  if (condition === '!en' || /==='ms'$/.test(condition) || /!=='en'$/.test(condition)) whenTrue = 'ms';
  if (!whenTrue) return null;
  const other: Lang = whenTrue === 'en' ? 'ms' : 'en';
  return branch === conditional.whenTrue ? whenTrue : branch === conditional.whenFalse ? other : null;
}

/** The language of a string from its surroundings: an `en`/`ms` property or variable, `both(en, ms)`, a branch. */
function contextOf(node: ts.Node, file: ts.SourceFile): { lang: Lang | null; names: string[] } {
  const names: string[] = [];
  let lang: Lang | null = null;
  let child: ts.Node = node;
  for (let current = node.parent; current; child = current, current = current.parent) {
    const name = nameOf(current, file);
    if (name) {
      names.unshift(name);
      lang ??= langName(name);
    }
    if (!lang && ts.isCallExpression(current) && current.expression.getText(file) === 'both') {
      const index = current.arguments.indexOf(child as ts.Expression);
      if (index === 0) lang = 'en';
      if (index === 1) lang = 'ms';
    }
    if (!lang && ts.isConditionalExpression(current)) lang = branchLang(current, child, file);
  }
  return { lang, names };
}

const looksMalay = /\b(?:anda|kami|dan|yang|untuk|dalam|ialah|adalah|sila|tidak)\b/i;
const looksEnglish = /\b(?:the|you|your|and|of|we|is|are|to)\b/i;

/** A bilingual line ("English / Melayu") or a string whose context names no language: guess from its words. */
function guessLang(text: string): Lang | null {
  const malay = looksMalay.test(text);
  const english = looksEnglish.test(text);
  if (malay && !english) return 'ms';
  if (english && !malay) return 'en';
  return null;
}

function sourceStrings(file: string, root: string): ShownString[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found: ShownString[] = [];
  const visit = (node: ts.Node): void => {
    let value: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) value = node.text;
    if (ts.isTemplateExpression(node)) {
      value = node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join('');
    }
    const isModuleName =
      !!node.parent && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent));
    // Prose only: identifiers, codes and module names have no spaces.
    if (value !== null && /\s/.test(value.trim()) && !isModuleName) {
      const { lang, names } = contextOf(node, source);
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({
        file,
        key: `${names.join('.') || '(top level)'} (line ${line})`,
        lang: lang ?? guessLang(value),
        text: value,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function apiStrings(root = repoRoot): ShownString[] {
  return apiSourceFiles.flatMap((file) => sourceStrings(file, root));
}

/** Every string the product shows. */
export function shownStrings(root = repoRoot): ShownString[] {
  return [...localeStrings(root), ...apiStrings(root)];
}
