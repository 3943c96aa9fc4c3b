import { LocalState } from '@apollo/client/local-state';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createCache } from '../apollo/cache';
import { localResolvers } from '../apollo/local-resolvers';
import { UiProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
import { startSession, type SessionUser } from '../features/auth/session';

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
}

/** Renders the real route table at `path` with a mocked GraphQL server. */
export function renderApp(path: string, { mocks = [], routes = appRoutes }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()} localState={new LocalState({ resolvers: localResolvers })}>
      <UiProviders>
        <RouterProvider router={router} />
      </UiProviders>
    </MockedProvider>,
  );
  return { ...view, router, user };
}
