// The shell's entry. experiments.asyncStartup initialises the shared singletons before this runs.
import { yieldToMain } from './lib/yield-to-main';

/**
 * The modules are evaluated in three tasks rather than one (it was the page's longest task): React's DOM
 * renderer, then the shared kit, then the shell. "eager" keeps them in this chunk: nothing more is fetched.
 */
async function start(container: HTMLElement): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@teduh/shared');
  await yieldToMain();
  const { startShell } = await import(/* webpackMode: "eager" */ './app/start-shell');
  await startShell(container);
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => {
    // Start-up failed before React (and i18next) could render: never leave the visitor on a spinner.
    console.error(error);
    const message = document.createElement('div');
    message.className = 'boot-noscript';
    message.setAttribute('role', 'alert');
    message.innerHTML =
      '<p>This page could not load. Please check your connection and <a href="">reload the page</a>.</p>' +
      '<p lang="ms">Halaman ini tidak dapat dimuatkan. Sila semak sambungan anda dan <a href="">muat semula halaman</a>.</p>';
    container.replaceChildren(message);
  });
}
