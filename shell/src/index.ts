// The shell's entry. experiments.asyncStartup initialises the shared singletons before this runs.
import { startShell } from './app/start-shell';

const container = document.getElementById('root');
if (container) {
  startShell(container).catch((error: unknown) => {
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
