import { useId, type ReactNode } from 'react';
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

/** A Formik-bound checkbox whose label may hold links (a click on a link does not tick the box). */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const { submitCount } = useFormikContext();
  const id = useId();
  const errorId = `${id}-error`;
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
          aria-describedby={error ? errorId : undefined}
        />
        <Label htmlFor={id}>{label}</Label>
      </Row>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Root>
  );
}
