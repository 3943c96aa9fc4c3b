import { ApolloLink } from '@apollo/client';
import { LocalState } from '@apollo/client/local-state';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { catchError, from, mergeMap, throwError } from 'rxjs';
import { createCache } from '../apollo/cache';
import { localResolvers, localTypePolicies } from '../app/local-state';
import { UiProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
import { startSession, type SessionUser } from '../lib/session';
import { SILENT_LIVE_SOCKET } from './neutral-mocks';

type AppRouter = ReturnType<typeof createMemoryRouter>;

export const TEST_TOKEN = 'test-session-token';

/** Signs a person in the way a successful login does: token in storage, user in the saved state. */
export function signIn(role: number, overrides: Partial<SessionUser> = {}): SessionUser {
  const user: SessionUser = { id: 7, email: `user${role}@spectrum.test`, role, ...overrides };
  startSession(TEST_TOKEN, user);
  return user;
}

interface RenderAppOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  routes?: RouteObject[];
  /**
   * Operations (by name) whose requests reach the mocks only once the promise resolves: a test holds an
   * answer while it acts on the page in flight, instead of betting on a mock's delay.
   */
  hold?: Readonly<Record<string, Promise<unknown>>>;
}

/** Operations asked for during the current test that had no mock, each as its name and variables. */
const unmockedRequests: string[] = [];

/** The unmocked requests of the test that just ran (emptied for the next one). */
export function takeUnmockedRequests(): string[] {
  return unmockedRequests.splice(0);
}

/**
 * Notes each request the mocks could not answer: MockLink answers it with an error the page may well show as
 * a state of its own, which would let a test pass against a page it never meant to test.
 */
function unmockedRecordingLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      catchError((error: unknown) => {
        // MockLink's own words for a request no mock matched (its warning is off: this test fails instead).
        if (error instanceof Error && error.message.startsWith('No more mocked responses')) {
          unmockedRequests.push(`${operation.operationName ?? '(anonymous)'} ${JSON.stringify(operation.variables)}`);
        }
        return throwError(() => error);
      }),
    ),
  );
}

/** Promise and its resolver, for `hold`. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function holdingLink(hold: RenderAppOptions['hold']): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const until = hold?.[operation.operationName ?? ''];
    return until ? from(until).pipe(mergeMap(() => forward(operation))) : forward(operation);
  });
}

/** Resolves once the router has loaded the route's code and run its loaders, however long that takes. */
function routerSettled(router: AppRouter): Promise<void> {
  const settled = (state: AppRouter['state']) => state.initialized && state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (settled(router.state)) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!settled(state)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the real route table at `path` with a mocked GraphQL server. It resolves when the page's lazy
 * code is in, so a test's `findBy…` waits for the page's own work, not for a module to load.
 */
export async function renderApp(path: string, { mocks = [], routes = appRoutes, hold }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  // The test's own mocks come first, so one of its own answers an operation before the neutral one.
  const mockLink = new MockLink([...mocks, ...SILENT_LIVE_SOCKET], { showWarnings: false });
  const view = render(
    <MockedProvider
      link={ApolloLink.from([unmockedRecordingLink(), holdingLink(hold), mockLink])}
      cache={createCache(localTypePolicies)}
      localState={new LocalState({ resolvers: localResolvers })}
    >
      <UiProviders>
        {/* As in main.tsx. */}
        <RouterProvider router={router} useTransitions={false} />
      </UiProviders>
    </MockedProvider>,
  );
  await act(() => routerSettled(router));
  return { ...view, router, user };
}
