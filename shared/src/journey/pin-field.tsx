import { TextField, type TextFieldProps } from '@teduh/shared/forms';

/** A 6-digit code mailed to the member (a PIN, an OTP): digits only, and offered by the phone's autofill. */
export function PinField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'pattern' | 'maxLength'>) {
  return (
    <TextField
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      spellCheck={false}
      required
      {...props}
    />
  );
}
