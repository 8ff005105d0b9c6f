import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { keepPrerenderedFields, replayPrerenderedFields, restorePrerenderedFocus } from './prerendered-input';

/** The app's form: controlled fields whose state the test reads back from the page. */
function QuoteForm({ initialCoverage = '50000' }: { initialCoverage?: string }) {
  const [dob, setDob] = useState('');
  const [gender, setGender] = useState('');
  const [updates, setUpdates] = useState(false);
  const [coverage, setCoverage] = useState(initialCoverage);
  return (
    <form>
      <input id="app-1" name="dob" type="date" value={dob} onChange={(event) => setDob(event.target.value)} />
      <select id="app-2" name="gender" value={gender} onChange={(event) => setGender(event.target.value)}>
        <option value="">Choose</option>
        <option value="m">Male</option>
        <option value="f">Female</option>
      </select>
      <input
        name="updates"
        type="checkbox"
        value="yes"
        checked={updates}
        onChange={(event) => setUpdates(event.target.checked)}
      />
      <input name="coverage" value={coverage} onChange={(event) => setCoverage(event.target.value)} />
      <input name="note" defaultValue="" />
      <input name="note" defaultValue="" />
      <output>{`${dob}|${gender}|${String(updates)}|${coverage}`}</output>
    </form>
  );
}

const prerendered = `
  <form>
    <input id="server-1" name="dob" type="date" value="">
    <select id="server-2" name="gender">
      <option value="" selected>Choose</option><option value="m">Male</option><option value="f">Female</option>
    </select>
    <input name="updates" type="checkbox" value="yes">
    <input name="coverage" value="50000">
    <input name="note" value=""><input name="note" value="">
  </form>`;

function field<T extends Element>(container: HTMLElement, selector: string): T {
  return container.querySelector<T>(selector)!;
}

describe('what a visitor entered on the prerendered page', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    container.innerHTML = prerendered;
    document.body.append(container);
  });
  afterEach(() => container.remove());

  async function takeOver(initialCoverage?: string) {
    keepPrerenderedFields(container);
    const root = createRoot(container);
    await act(async () => root.render(<QuoteForm initialCoverage={initialCoverage} />));
    await act(async () => replayPrerenderedFields(container));
    act(() => restorePrerenderedFocus());
    return root;
  }

  it("reaches the app's state, field by field, and the focus and caret come back", async () => {
    field<HTMLInputElement>(container, '[name=dob]').value = '1990-05-01';
    field<HTMLSelectElement>(container, '[name=gender]').value = 'f';
    field<HTMLInputElement>(container, '[name=updates]').checked = true;
    const coverage = field<HTMLInputElement>(container, '[name=coverage]');
    coverage.value = '80000';
    coverage.focus();
    coverage.setSelectionRange(2, 2);

    const root = await takeOver();

    expect(container.querySelector('output')).toHaveTextContent('1990-05-01|f|true|80000');
    const after = field<HTMLInputElement>(container, '[name=coverage]');
    expect(after).not.toBe(coverage);
    expect(after).toHaveFocus();
    expect(after.selectionStart).toBe(2);
    act(() => root.unmount());
  });

  it('leaves alone what was not entered, and fields whose name is not unique', async () => {
    field<HTMLInputElement>(container, '[name=note]').value = 'which one?';

    const root = await takeOver('70000');

    // The app's own value stands: the visitor did not change the prerendered 50000.
    expect(container.querySelector('output')).toHaveTextContent('||false|70000');
    for (const note of container.querySelectorAll<HTMLInputElement>('[name=note]'))
      expect(note).toHaveValue('');
    expect(document.body).toHaveFocus();
    act(() => root.unmount());
  });

  it('does nothing on a page that was not prerendered', async () => {
    container.innerHTML = '<div role="status">Loading</div>';
    const root = await takeOver();
    expect(container.querySelector('output')).toHaveTextContent('||false|50000');
    act(() => root.unmount());
  });
});
