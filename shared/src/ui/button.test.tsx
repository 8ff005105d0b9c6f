import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@teduh/shared/router';
import { initI18n } from '../i18n/i18n';
import { Button } from './button';

beforeAll(() => {
  initI18n('en');
});

describe('Button', () => {
  it('is busy and ignores clicks while loading, keeping focus', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Calculate
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Calculate/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('does not submit its form while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Submit
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /Submit/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders a router link with `to`, localized on request', () => {
    render(
      <MemoryRouter initialEntries={['/ms/faq']}>
        <Button to="/pusara-pro/quick-quote" localize>
          Calculate coverage
        </Button>
        <Button to="/help-center" variant="link">
          Help centre
        </Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Calculate coverage' })).toHaveAttribute(
      'href',
      '/ms/pusara-pro/quick-quote',
    );
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help-center');
  });
});
