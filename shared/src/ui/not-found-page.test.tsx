import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@teduh/shared/router';
import { initI18n } from '../i18n/i18n';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the spec copy and a link home', () => {
    initI18n('en');
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This hurts us more than it hurts you. The page you are looking for might have been removed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('This page could not be found | Teduh');
  });

  it('speaks Malay under /ms and links to the Malay home page', () => {
    const i18n = initI18n('ms');
    render(
      <MemoryRouter initialEntries={['/ms/tiada']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Halaman ini tidak dapat ditemui' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Laman Utama' })).toHaveAttribute('href', '/ms');
    expect(document.title).toBe('Halaman ini tidak dapat ditemui | Teduh');
    act(() => {
      void i18n.changeLanguage('en');
    });
  });

  it('works outside a router with a plain link', () => {
    initI18n('en');
    render(<NotFoundPage />);
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });
});

describe('ErrorPage', () => {
  it('shows the title, the message when given, and Back to Homepage', () => {
    initI18n('en');
    render(
      <MemoryRouter initialEntries={['/en/faq']}>
        <ErrorPage message="The FAQ could not be loaded." />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The FAQ could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/en');
  });
});
