/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between: the
 * start-up's long tasks (evaluating the modules, starting the shared chunks' loads, the first page's effects)
 * are cut into short ones. No dependencies: runtime plugins use it before the shared singletons exist.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
