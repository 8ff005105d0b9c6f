/**
 * What a visitor types or chooses on a prerendered page before the app takes over. The shell's first commit
 * replaces the prerendered page (ADR 0016), and a field's entry would go with it: the quick quote's date of
 * birth, typed in the first second, was lost. The prerendered fields are kept (detached, they still hold what
 * was entered); after the first commit each entry is replayed on the app's field of the same name, through the
 * events a visitor's own input sends, so the page's state takes it as typed. Focus and the caret follow.
 */
import { fieldSelector } from './prerendered-fields';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** Fields whose value is never carried over. */
const skippedTypes = new Set(['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image']);

interface PrerenderedFields {
  fields: Field[];
  /** The field the visitor was in, if any. */
  focused: Field | null;
}

let kept: PrerenderedFields | null = null;
let onFocusIn: ((event: FocusEvent) => void) | null = null;
/** The app's field to focus once the page's own effects have run, and the prerendered one it stands for. */
let focusLater: { target: Field; from: Field } | null = null;

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** A field's name on both pages: its name (and value, for a choice). Generated ids differ between the two. */
function keyOf(field: Field): string | null {
  if (!field.name || (field instanceof HTMLInputElement && skippedTypes.has(field.type))) return null;
  return isChoice(field) ? `${field.type}:${field.name}=${field.value}` : `${field.tagName}:${field.name}`;
}

/** Keys that name exactly one field in `fields`: a repeated name cannot say which field an entry belongs to. */
function byUniqueKey(fields: Field[]): Map<string, Field> {
  const found = new Map<string, Field | null>();
  for (const field of fields) {
    const key = keyOf(field);
    if (key !== null) found.set(key, found.has(key) ? null : field);
  }
  return new Map([...found].filter((entry): entry is [string, Field] => entry[1] !== null));
}

function entered(field: Field): boolean {
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/** Sets a value as typing does: through the element's own setter (React tracks the property), then `input`. */
function replayValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Keeps the prerendered page's fields, and which one has focus, before the first render replaces them. */
export function keepPrerenderedFields(container: HTMLElement): void {
  const fields = [...container.querySelectorAll<Field>(fieldSelector)];
  if (fields.length === 0) return;
  const active = document.activeElement;
  kept = { fields, focused: fields.find((field) => field === active) ?? null };
  onFocusIn = (event) => {
    if (kept && fields.includes(event.target as Field)) kept.focused = event.target as Field;
  };
  container.addEventListener('focusin', onFocusIn);
}

/**
 * After the first commit: replays what was entered in the prerendered fields on the app's fields, and notes
 * the field to focus again. A field the app renders differently (another name, or none) keeps its own state.
 */
export function replayPrerenderedFields(container: HTMLElement): void {
  if (!kept) return;
  const { fields, focused } = kept;
  kept = null;
  if (onFocusIn) container.removeEventListener('focusin', onFocusIn);
  onFocusIn = null;

  const current = byUniqueKey([...container.querySelectorAll<Field>(fieldSelector)]);
  for (const [key, before] of byUniqueKey(fields)) {
    const after = current.get(key);
    if (!after || after.disabled || !entered(before)) continue;
    if (isChoice(before)) {
      if ((after as HTMLInputElement).checked !== before.checked) (after as HTMLInputElement).click();
    } else if (after.value !== before.value) {
      replayValue(after, before.value);
    }
  }

  const focusKey = focused && !focused.isConnected ? keyOf(focused) : null;
  const target = focusKey === null ? undefined : current.get(focusKey);
  focusLater = focused && target ? { target, from: focused } : null;
}

/**
 * After the page's own effects: the visitor's field gets the focus back, with its caret. It wins over a page
 * that focuses its title on arrival: that announces a new page, and this visitor was already typing in it.
 */
export function restorePrerenderedFocus(): void {
  if (!focusLater) return;
  const { target, from } = focusLater;
  focusLater = null;
  if (!target.isConnected) return;
  target.focus({ preventScroll: true });
  if (from instanceof HTMLInputElement && target instanceof HTMLInputElement) {
    try {
      target.setSelectionRange(from.selectionStart, from.selectionEnd);
    } catch {
      // Types without a caret (date, number, range) refuse a selection.
    }
  }
}
