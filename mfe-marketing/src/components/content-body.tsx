import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, space } from '@teduh/shared';

/** One block of a CMS text (article, record), as the API sends it. */
export type ContentBlock =
  { type: 'paragraph'; text: string } | { type: 'heading'; text: string } | { type: 'list'; items: string[] };

const Body = styled.div`
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  line-height: 1.7;

  p {
    margin: 0 0 ${space.md};
  }

  h2 {
    margin: ${space.xl} 0 ${space.sm};
    font-size: ${fontSizes.xxl};
    font-weight: ${fontWeights.bold};
    line-height: ${lineHeights.tight};
  }

  ul {
    margin: 0 0 ${space.md};
    padding-left: ${space.lg};
  }

  li + li {
    margin-top: ${space.xs};
  }
`;

/** A CMS text's body (article, record): paragraphs, headings (h2 under the page's h1) and bulleted lists. */
export function ContentBody({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <Body>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={index}>{block.text}</h2>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          default:
            return null;
        }
      })}
    </Body>
  );
}
