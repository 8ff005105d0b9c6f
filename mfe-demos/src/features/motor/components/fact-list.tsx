import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, radii, space } from '@teduh/shared';

const Panel = styled.section`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};

  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
  }

  p {
    margin: 0 0 ${space.sm};
    color: ${colors.textMuted};
  }

  ul {
    display: grid;
    gap: ${space.xs};
    margin: 0;
    padding-left: ${space.lg};
    color: ${colors.text};
    line-height: ${lineHeights.body};
  }
`;

/** A titled panel with a bulleted list (optional extras, exclusions). */
export function FactList({
  id,
  title,
  intro,
  items,
}: {
  id: string;
  title: string;
  intro?: string;
  items: { id: string; text: string }[];
}) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.text}</li>
        ))}
      </ul>
    </Panel>
  );
}
