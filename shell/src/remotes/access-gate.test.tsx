import { profileFixture } from '@teduh/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@teduh/shared/router';
import { initI18n, resetSessionStore, safeNextPath, useSessionStore } from '@teduh/shared';
import { AccessGate } from './access-gate';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** What the dashboard's sign-in page does once the API accepts the password. */
function SignInLike() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = () => {
    useSessionStore.getState().setAuthenticated(profileFixture());
    navigate(safeNextPath(new URLSearchParams(search).get('next')) ?? '/user/profile', { replace: true });
  };
  return (
    <button type="button" onClick={signIn}>
      Sign in
    </button>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/:locale?/user/sign-in"
          element={
            <AccessGate access="logged-out-only">
              <SignInLike />
            </AccessGate>
          }
        />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => resetSessionStore());

test('a member signing in goes on to the page in next, not to the profile', async () => {
  act(() => useSessionStore.getState().setAnonymous());
  renderAt('/ms/user/sign-in?next=%2Fms%2Fekyc%2Fbegin-verification');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Another page')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/ms\/ekyc\/begin-verification$/);
});

test('a signed-in member opening sign-in with next is sent to that page', async () => {
  act(() => useSessionStore.getState().setAuthenticated(profileFixture()));
  renderAt('/user/sign-in?next=%2Fpusara-pro%2Fcreate-quotation%3Fdob%3D1990-01-01');
  expect(await screen.findByTestId('location')).toHaveTextContent(
    /^\/pusara-pro\/create-quotation\?dob=1990-01-01$/,
  );
});

test('a next that leaves the site is ignored: the profile', async () => {
  act(() => useSessionStore.getState().setAuthenticated(profileFixture()));
  renderAt('/user/sign-in?next=%2F%2Fevil.example');
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/user\/profile$/);
});
