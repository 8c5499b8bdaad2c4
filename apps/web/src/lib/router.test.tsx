import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  browserHistory,
  Link,
  matchPath,
  memoryHistory,
  Navigate,
  Router,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search, state } = useLocation();
  const params = useParams();
  const query = useSearchParams();
  return (
    <p>
      at {pathname}
      {search} id={params.id ?? '-'} q={query.get('q') ?? '-'} state={JSON.stringify(state)}
    </p>
  );
}

const routes = [
  { path: '/', element: <Link to="/tracking/AB%2012?q=1">Track</Link> },
  { path: '/tracking/:id', element: <Where /> },
  { path: '/tracking/share', element: <p>share page</p> },
  { path: '/old', element: <Navigate to="/home" replace state={{ returnTo: '/old' }} /> },
  { path: '/home', element: <Where /> },
  { path: '*', element: <p>not found</p> },
];

describe('matchPath', () => {
  it.each([
    ['/tracking/:id', '/tracking/AB12', { id: 'AB12' }],
    ['/tracking/:id', '/tracking/AB%2012', { id: 'AB 12' }],
    ['/booking.html', '/Booking.html', {}],
    ['/booking.html', '/booking.html/', {}],
    ['/', '/', {}],
    ['*', '/anything/at/all', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/tracking/:id', '/tracking'],
    ['/tracking/:id', '/tracking/AB12/more'],
    ['/booking.html', '/bookingxhtml'],
    ['/', '/booking'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });
});

describe('Router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows a link without reloading, with the decoded parameter and the query', async () => {
    const history = memoryHistory(['/']);
    render(
      <Router history={history}>
        <Routes routes={routes} />
      </Router>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Track' }));
    expect(await screen.findByText('at /tracking/AB%2012?q=1 id=AB 12 q=1 state=null')).toBeInTheDocument();
    expect(history.entries).toEqual(['/', '/tracking/AB%2012?q=1']);
  });

  it('prefers a static route over a parameter, and shows the catch-all for any other path', () => {
    const { unmount } = render(
      <Router history={memoryHistory(['/tracking/share'])}>
        <Routes routes={routes} />
      </Router>,
    );
    expect(screen.getByText('share page')).toBeInTheDocument();
    unmount();
    render(
      <Router history={memoryHistory(['/no/such/page'])}>
        <Routes routes={routes} />
      </Router>,
    );
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const history = memoryHistory(['/']);
    render(
      <Router history={history}>
        <Routes routes={routes} />
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Track' });
    expect(link).toHaveAttribute('href', '/tracking/AB%2012?q=1');
    // The browser's own navigation is stopped after the router has had its say (jsdom cannot open a tab).
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    document.removeEventListener('click', stopNavigation);
    expect(history.entries).toEqual(['/']);
  });

  it('redirects in place of the old entry and carries the state (return after sign-in)', async () => {
    const history = memoryHistory(['/old']);
    render(
      <Router history={history}>
        <Routes routes={routes} />
      </Router>,
    );
    expect(await screen.findByText('at /home id=- q=- state={"returnTo":"/old"}')).toBeInTheDocument();
    expect(history.entries).toEqual(['/home']);
  });

  it('keeps the state of a browser history entry across back and forward', async () => {
    window.history.replaceState(null, '', '/old');
    const history = browserHistory();
    render(
      <Router history={history}>
        <Routes routes={routes} />
      </Router>,
    );
    expect(await screen.findByText('at /home id=- q=- state={"returnTo":"/old"}')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home');
    act(() => history.push('/tracking/X1'));
    expect(await screen.findByText(/id=X1/)).toBeInTheDocument();
    act(() => {
      window.history.replaceState({ usr: { returnTo: '/old' } }, '', '/home');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('at /home id=- q=- state={"returnTo":"/old"}')).toBeInTheDocument();
  });
});
