import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bodyText, colors, fontSizes, fontWeights, lineHeights, radii, space } from '@teduh/shared';

const List = styled.div`
  display: grid;
  gap: ${space.sm};
  max-width: 52rem;
`;

const Item = styled.div`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
  scroll-margin-top: 6rem;
`;

const Heading = styled.h3`
  margin: 0;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  width: 100%;
  min-height: 44px;
  padding: ${space.md};
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    flex: none;
    width: 0.6em;
    height: 0.6em;
    margin-top: -0.3em;
    border-right: 2px solid ${colors.primary};
    border-bottom: 2px solid ${colors.primary};
    transform: rotate(45deg);
  }

  &[aria-expanded='true']::after {
    margin-top: 0.3em;
    transform: rotate(225deg);
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  padding: 0 ${space.md} ${space.md};

  p {
    ${bodyText}
    white-space: pre-line;
  }
`;

export interface AccordionItem {
  /** Unique in the page: the DOM id of the item (a deep link target) is `id`. */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Questions that open and close: each is a heading with a button (aria-expanded, aria-controls) and a
 * region labelled by it. Which items are open is the page's state (deep links open one).
 */
export function Accordion({
  items,
  openIds,
  onToggle,
}: {
  items: AccordionItem[];
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <List>
      {items.map((item) => {
        const open = openIds.has(item.id);
        const buttonId = `${item.id}-button`;
        const panelId = `${item.id}-panel`;
        return (
          <Item key={item.id} id={item.id}>
            <Heading>
              <Toggle
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
              >
                {item.title}
              </Toggle>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
