// Entry @teduh/shared/check-list, bundled by the pages that list conditions; tokens by package name.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, lineHeights, space } from '@teduh/shared';

const List = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  color: ${colors.text};
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.body};

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${colors.primary};
  }
`;

/** A list of facts, each with a tick. */
export function CheckList({ items }: { items: { id: string; text: ReactNode }[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.id}>
          <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="9" fill={colors.primarySoft} />
            <path d="M6 10.5l2.5 2.5L14 7.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{item.text}</span>
        </Item>
      ))}
    </List>
  );
}
