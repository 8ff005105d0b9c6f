import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, radii, space } from '../tokens';

const Root = styled.div`
  margin-bottom: ${space.sm};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
`;

const Box = styled.input`
  flex: none;
  width: 24px;
  height: 24px;
  margin: 0.1rem 0 0;
  accent-color: ${colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: ${radii.sm};
  }
`;

const Label = styled.label`
  color: ${colors.text};
  line-height: ${lineHeights.body};
  cursor: pointer;

  a,
  button {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
`;

const ErrorText = styled.p`
  margin: ${space.xxs} 0 0 calc(24px + ${space.sm});
  color: ${colors.error};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

// Always in the page (empty when there is nothing to say), so a screen reader announces the message it gets.
const GroupErrorText = styled(ErrorText)`
  margin: 0 0 ${space.sm};

  &:empty {
    margin: 0;
  }
`;

/**
 * A Formik-bound checkbox whose label may hold links (a click on a link does not tick the box). With `errorId`,
 * its error is shown once for a group of boxes by CheckboxGroupError: the box is marked invalid and described
 * by that message, and shows none of its own.
 */
export function CheckboxField({
  name,
  label,
  errorId,
}: {
  name: string;
  label: ReactNode;
  errorId?: string;
}) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const { submitCount } = useFormikContext();
  const id = useId();
  const ownErrorId = `${id}-error`;
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;

  return (
    <Root>
      <Row>
        <Box
          name={field.name}
          checked={field.value === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? (errorId ?? ownErrorId) : undefined}
        />
        <Label htmlFor={id}>{label}</Label>
      </Row>
      {error && !errorId ? (
        <ErrorText id={ownErrorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Root>
  );
}

const AllLabel = styled(Label)`
  font-weight: ${fontWeights.semibold};
`;

const AllRoot = styled(Root)`
  padding-top: ${space.sm};
  border-top: 1px solid ${colors.border};
  margin-top: ${space.sm};
`;

/**
 * One box that ticks (or clears) every box of a group of CheckboxFields: ticked when all are, mixed when some
 * are. Each box stays on screen, readable and tickable on its own; this one only saves the ticks one by one.
 */
export function CheckAllField({ names, label }: { names: readonly string[]; label: ReactNode }) {
  const { values, touched, setValues, setTouched } = useFormikContext<Record<string, unknown>>();
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const ticked = names.filter((name) => values[name] === true).length;
  const all = ticked === names.length;
  const some = ticked > 0 && !all;

  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);

  const toggle = () => {
    const group = Object.fromEntries(names.map((name) => [name, !all]));
    void setTouched({ ...touched, ...Object.fromEntries(names.map((name) => [name, true])) }, false);
    void setValues({ ...values, ...group });
  };

  return (
    <AllRoot>
      <Row>
        <Box
          ref={box}
          id={id}
          type="checkbox"
          checked={all}
          onChange={toggle}
          aria-checked={some ? 'mixed' : all}
        />
        <AllLabel htmlFor={id}>{label}</AllLabel>
      </Row>
    </AllRoot>
  );
}

/** The one message of a group of CheckboxFields given this `id` as their `errorId`: the first box's error. */
export function CheckboxGroupError({ id, names }: { id: string; names: readonly string[] }) {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const shown = names.find((name) => (touched[name] || submitCount > 0) && errors[name]);
  const message = shown ? errors[shown] : null;
  return (
    <GroupErrorText id={id} role="alert">
      {typeof message === 'string' ? message : null}
    </GroupErrorText>
  );
}
