import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/i18n';
import { Switch } from './switch';

beforeAll(() => {
  initI18n('en');
});

describe('Switch', () => {
  it('toggles with Space and Enter and reports the new state', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Switch label="Subscribe to the newsletter" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Subscribe to the newsletter' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('follows the checked prop when controlled and toggles from its label', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Switch label="Newsletter" checked onChange={onChange} />);
    await user.click(screen.getByText('Newsletter'));
    expect(onChange).toHaveBeenCalledWith(false);
    // Controlled: stays as the parent says until it re-renders.
    expect(screen.getByRole('switch', { name: 'Newsletter' })).toHaveAttribute('aria-checked', 'true');
  });

  it('ignores presses while saving and says it is busy', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Switch label="Newsletter" loading onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: /Newsletter/ });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
