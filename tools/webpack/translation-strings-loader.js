// Cuts an app's translation file (`src/locales/en.json`) into the parts that load separately: an import
// such as `./locales/en.json?strings=faq` gets the top-level sections that `src/string-groups.json` (next
// to the locales folder) gives the `faq` group, and `?strings=core` every section no group claims. The
// translators keep one file per language; the browser downloads a part where it is used.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function translationStringsLoader(source) {
  const groupsFile = path.join(path.dirname(this.resourcePath), '..', 'string-groups.json');
  this.addDependency(groupsFile);
  const groups = JSON.parse(fs.readFileSync(groupsFile, 'utf8'));
  const group = new URLSearchParams(this.resourceQuery.slice(1)).get('strings');
  const strings = JSON.parse(source);
  const claimed = new Set(Object.values(groups).flat());
  for (const section of claimed) {
    if (!(section in strings))
      throw new Error(`${groupsFile} names "${section}", which ${this.resourcePath} lacks`);
  }
  let sections;
  if (group === 'core') sections = Object.keys(strings).filter((section) => !claimed.has(section));
  else if (group in groups) sections = groups[group];
  else throw new Error(`Unknown strings group "${group}" (groups: core, ${Object.keys(groups).join(', ')})`);
  return JSON.stringify(Object.fromEntries(sections.map((section) => [section, strings[section]])));
};
