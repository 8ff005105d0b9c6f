#!/usr/bin/env node
// Test (`npm test`, after the build, where a browser exists): every first page rendered by React's server
// renderer (scripts/prerender.mjs, as the build does) must be the page Chromium renders from the same build
// (scripts/prerender-browser.mjs), with the same seeded API. Compared: the title, the #root HTML, the CSS rules,
// the API data block and the preloaded scripts. Normalised, because the two legitimately differ there:
// - React's generated ids (useId): a browser's first render numbers them in mount order (`_r_4_`), the server
//   renderer by tree position (`_R_2pa_`); each side's are renamed in order of first appearance, so an id
//   still has to link the same elements.
// - Attribute order: React's client sets an input's `type` after its other attributes, its server writes them
//   in prop order; each element's attributes are sorted.
// - Serialisation: both HTML strings go through Chromium's parser and serialiser (React's server escapes `'`
//   as `&#x27;`, a browser not at all), and each inline style through its CSSOM; the CSS text likewise (a
//   browser's CSSOM writes `color: red;`, styled-components' server output `color:red;`).
// - The footer's newsletter form: it loads when the footer comes within 400px of the window, so the browser
//   renders it on pages shorter than its 1280x720 window plus that, and the server (no window) on none. It is
//   taken out of the browser's copy with the rules only it used; the built footer keeps the form's room.
// - The data block's keys are compared in key order (its calls answer in any order).
// - The preloaded scripts are compared as a set: they are preloaded together, and the browser's order is the
//   order its requests happened to start.
// Class names are NOT normalised: they must match, or a prerendered footer would lose its rules.
import { existsSync, renameSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, hasChromium, renderPagesInBrowser } from './prerender-browser.mjs';
import { buildRenderer, renderPagesOnServer } from './prerender.mjs';
import {
  defaultDeploymentManifest,
  prerenderedDir,
  prerenderPages,
  prerenderRoutes,
  startApi,
} from './prerender-pages.mjs';
import { freePort } from './processes.mjs';

const generatedId = /_[rR]_[A-Za-z0-9]+_/g;

function renameIds(html) {
  const names = new Map();
  return html.replace(generatedId, (id) => {
    if (!names.has(id)) names.set(id, `_id${names.size + 1}_`);
    return names.get(id);
  });
}

/** In the browser: the HTML and CSS as Chromium serialises them. */
function serialiseInBrowser({ html, css, withoutNewsletterForm }) {
  const template = document.createElement('template');
  template.innerHTML = html;
  // The browser's copy only: the footer's newsletter form, and its rules, when the browser rendered it.
  const dropped = new Set();
  const form = withoutNewsletterForm ? template.content.querySelector('footer[data-site-footer] form') : null;
  if (form) {
    const classesOf = (root) =>
      [...root.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    const formClasses = new Set([...form.classList, ...classesOf(form)]);
    form.remove();
    const kept = new Set(classesOf(template.content));
    for (const name of formClasses) if (!kept.has(name)) dropped.add(name);
  }
  for (const element of template.content.querySelectorAll('*')) {
    if (element.hasAttribute('style')) element.setAttribute('style', element.style.cssText);
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, value])
      .sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const rules = [...sheet.cssRules].filter(
    (rule) => !(rule.selectorText ?? '').split(/[^A-Za-z0-9_-]+/).some((name) => dropped.has(name)),
  );
  return { html: template.innerHTML, css: rules.map((rule) => rule.cssText) };
}

/** The first difference of two strings, with some context. */
function firstDifference(a, b) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  const from = Math.max(0, at - 160);
  return `  browser: …${a.slice(from, at + 160)}…\n  server:  …${b.slice(from, at + 160)}…`;
}

/** The data block by key, in key order: calls answer in any order, and a key is looked up, not walked. */
const byKey = (data) =>
  JSON.stringify(Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : 1))));

function compare(browser, server, page) {
  const problems = [];
  if (browser.title !== server.title) problems.push(`title: "${browser.title}" / "${server.title}"`);
  if (browser.html !== server.html)
    problems.push(`#root HTML differs:\n${firstDifference(browser.html, server.html)}`);
  const browserCss = browser.css.join('\n');
  const serverCss = server.css.join('\n');
  if (browserCss !== serverCss) problems.push(`CSS differs:\n${firstDifference(browserCss, serverCss)}`);
  if (page.route.withData && byKey(browser.data) !== byKey(server.data)) {
    problems.push(`API data differs:\n${firstDifference(byKey(browser.data), byKey(server.data))}`);
  }
  const missing = browser.preload.filter((script) => !server.preload.includes(script));
  const extra = server.preload.filter((script) => !browser.preload.includes(script));
  if (missing.length > 0 || extra.length > 0) {
    problems.push(`preload: missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'}`);
  }
  return problems;
}

async function main() {
  if (!hasChromium()) {
    console.log(`No browser at ${chromiumPath}: the server-rendered pages are not compared.`);
    return true;
  }
  const started = Date.now();
  const pages = prerenderPages(prerenderRoutes());
  const webPort = await freePort();
  const apiPort = await freePort();
  const api = { port: apiPort, ...(await startApi(apiPort, `http://127.0.0.1:${webPort}`)) };
  let browser = null;
  try {
    buildRenderer();
    const manifest = await defaultDeploymentManifest();
    const server = await renderPagesOnServer(pages, { manifest, apiOrigin: api.origin });
    // The browser renders every page itself, as before prerendering: the web server must not send it the
    // build's prerendered pages, which are set aside meanwhile.
    const setAside = `${prerenderedDir}.compare`;
    if (existsSync(prerenderedDir)) renameSync(prerenderedDir, setAside);
    let inBrowser;
    try {
      inBrowser = await renderPagesInBrowser(pages, api, webPort);
    } finally {
      if (existsSync(setAside)) renameSync(setAside, prerenderedDir);
    }
    if (inBrowser.manifest.buildId !== manifest.buildId) {
      throw new Error(
        `buildId: the web server's ${inBrowser.manifest.buildId}, the prerender's ${manifest.buildId}`,
      );
    }
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const tab = await browser.newPage();
    let failures = 0;
    for (const { page, reason } of server.failed) {
      failures += 1;
      console.error(`✗ ${page.urlPath}: the server render failed (${reason})`);
    }
    for (const serverPage of server.rendered) {
      const browserPage = inBrowser.rendered.find((candidate) => candidate.urlPath === serverPage.urlPath);
      const normalise = async (rendered, withoutNewsletterForm = false) => {
        const { html, css } = await tab.evaluate(serialiseInBrowser, {
          html: rendered.rootHtml,
          css: rendered.css,
          withoutNewsletterForm,
        });
        return { ...rendered, html: renameIds(html), css };
      };
      const problems = compare(await normalise(browserPage, true), await normalise(serverPage), serverPage);
      if (problems.length === 0) {
        console.log(`✓ ${serverPage.urlPath}`);
      } else {
        failures += 1;
        console.error(`✗ ${serverPage.urlPath}\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
      }
    }
    console.log(
      `${pages.length - failures} of ${pages.length} server-rendered pages match the browser's, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return failures === 0;
  } finally {
    await browser?.close();
    api.stop();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
