import { TextField, type TextFieldProps } from './text-field';

export interface DateFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'min' | 'max'
> {
  /** `YYYY-MM-DD` (the wire format), or '' when empty. */
  value?: string;
  defaultValue?: string;
  /** Earliest selectable date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest selectable date, `YYYY-MM-DD`. */
  max?: string;
}

/**
 * A date input using the platform's native picker (best on mobile, keyboard operable, localised by the
 * browser); its value is always `YYYY-MM-DD`, the format the API expects.
 */
export function DateField({ autoComplete, ...props }: DateFieldProps) {
  return <TextField {...props} type="date" autoComplete={autoComplete ?? 'off'} />;
}
