// `npm run check:glossary`: lists every shown string that uses a wrong variant of a glossary term; exits 1 if any.
import { describeWrongTerm, findWrongTerms } from './glossary-check';

const wrong = findWrongTerms();
for (const term of wrong) console.log(describeWrongTerm(term));
console.log(
  wrong.length
    ? `\n${wrong.length} wrong terms`
    : 'Glossary check: every shown string uses the glossary terms.',
);
process.exit(wrong.length ? 1 : 0);
