// The glossary check: every shown string against the glossary's wrong variants, in the string's language.
import { glossary, type GlossaryEntry, type WrongVariant } from '@teduh/shared/domain';
import { shownStrings, type Lang, type ShownString } from './corpus';

export interface WrongTerm {
  file: string;
  key: string;
  lang: Lang;
  found: string;
  right: string;
  concept: string;
}

const wholeWord = (text: string) => new RegExp(`\\b${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');

const looksMalay = /\b(?:anda|kami|dan|yang|untuk|dalam|ialah|adalah|sila|tidak|dengan|bagi)\b/i;

/** A bilingual string ("English / Melayu", as `both` writes it): each half in its own language. */
function parts(shown: ShownString): Array<{ lang: Lang; text: string }> {
  if (shown.lang) return [{ lang: shown.lang, text: shown.text }];
  const halves = shown.text.split(' / ');
  if (halves.length === 2) {
    return [
      { lang: 'en', text: halves[0]! },
      { lang: 'ms', text: halves[1]! },
    ];
  }
  return halves.map((text) => ({ lang: looksMalay.test(text) ? 'ms' : 'en', text }));
}

function check(entry: GlossaryEntry, variant: WrongVariant, shown: ShownString, found: WrongTerm[]) {
  const pattern = variant.pattern ?? wholeWord(variant.text);
  for (const part of parts(shown)) {
    if (part.lang !== variant.lang) continue;
    const match = pattern.exec(part.text);
    if (match) {
      found.push({
        file: shown.file,
        key: shown.key,
        lang: part.lang,
        found: match[0],
        right: variant.right ?? (part.lang === 'ms' ? entry.ms : entry.en),
        concept: entry.concept,
      });
    }
  }
}

export function findWrongTerms(strings: ShownString[] = shownStrings()): WrongTerm[] {
  const found: WrongTerm[] = [];
  for (const shown of strings) {
    for (const entry of glossary) {
      for (const variant of entry.wrong) check(entry, variant, shown, found);
    }
  }
  return found;
}

export const describeWrongTerm = (w: WrongTerm) =>
  `${w.file}: ${w.key} [${w.lang}] says "${w.found}"; the glossary term (${w.concept}) is "${w.right}"`;
