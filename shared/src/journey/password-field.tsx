import { TextField, type TextFieldProps } from '@teduh/shared/forms';
import { PasswordVisibilityToggle } from './password-visibility-toggle';

/**
 * A password field, shown as typed while `visible`. With `toggle`, it carries the eye button that shows
 * the password; one button may serve several fields (a new password and its confirmation).
 */
export function PasswordField({
  visible,
  toggle,
  ...props
}: Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  visible: boolean;
  toggle?: { label: string; onToggle: () => void };
}) {
  return (
    <TextField
      spellCheck={false}
      required
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        toggle ? (
          <PasswordVisibilityToggle visible={visible} onToggle={toggle.onToggle} label={toggle.label} />
        ) : undefined
      }
    />
  );
}
