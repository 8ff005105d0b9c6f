import { act, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n/i18n';
import { TableScroll } from './table-scroll';

// jsdom lays nothing out: the box's widths are set by hand.
function widths(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>RM12.39</td>
      </tr>
    </tbody>
  </table>
);

afterEach(() => jest.restoreAllMocks());

describe('TableScroll', () => {
  it('says the table scrolls sideways while it is wider than its box, in a named, focusable region', () => {
    initI18n('en');
    widths(640, 320);
    render(<TableScroll label="Contribution schedule">{table}</TableScroll>);
    expect(screen.getByText('Scroll sideways to see the whole table')).toBeVisible();
    const region = screen.getByRole('region', { name: 'Contribution schedule' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByText('RM12.39'));
  });

  it('says nothing when the table fits, and speaks Malay', () => {
    initI18n('ms');
    widths(320, 320);
    const { unmount } = render(<TableScroll label="Jadual">{table}</TableScroll>);
    expect(screen.queryByText(/Leret ke tepi/)).not.toBeInTheDocument();
    unmount();
    widths(900, 320);
    render(<TableScroll label="Jadual">{table}</TableScroll>);
    expect(screen.getByText('Leret ke tepi untuk melihat seluruh jadual')).toBeInTheDocument();
    // The table is still on screen: it renders again in English.
    act(() => {
      initI18n('en');
    });
  });
});
