import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { appRoutes } from '../app/routes';
import { memoryHistory, Router, Routes } from './router';

/**
 * Draws the whole app (its own routes) as a visitor arriving at `path`; returns their user, the history and the
 * paths visited since (redirects included).
 */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const history = memoryHistory([path]);
  const visited: string[] = [];
  history.listen(() => visited.push(history.location.pathname));
  render(
    <Router history={history}>
      <Routes routes={appRoutes()} />
    </Router>,
  );
  return { user, history, visited };
}

/** The WCAG 2.2 AA violations axe finds in the page, as "rule: targets" (contrast is left to the story tests). */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
}
