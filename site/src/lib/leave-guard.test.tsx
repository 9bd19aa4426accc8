import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Router } from 'wouter';
import { loadPage, useGuardedBrowserLocation, useLeaveGuard } from './leave-guard';

const QUESTION = 'Sair mesmo assim?';

function Page({ unsaved }: { unsaved: boolean }) {
  useLeaveGuard(unsaved ? QUESTION : null);
  return (
    <>
      <Link href="/painel/artes">Minhas artes</Link>
      <Link href="/artes/7/editar?edicao=3">Endereço salvo</Link>
    </>
  );
}

function app(unsaved: boolean) {
  return (
    <Router hook={useGuardedBrowserLocation}>
      <Page unsaved={unsaved} />
    </Router>
  );
}

// The browser's own dialog is answered here (the editor's journey answers the real one).
describe('leaving a page with unsaved work inside the app', () => {
  beforeEach(() => window.history.replaceState(null, '', '/artes/7/editar'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks before another page, and stays when the answer is no', () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    render(app(true));
    fireEvent.click(screen.getByText('Minhas artes'));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(window.location.pathname).toBe('/artes/7/editar');
  });

  it('goes once the answer is yes', () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    render(app(true));
    fireEvent.click(screen.getByText('Minhas artes'));
    expect(window.location.pathname).toBe('/painel/artes');
  });

  it('does not ask for the same page with another query (the saved edit’s address)', () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    render(app(true));
    fireEvent.click(screen.getByText('Endereço salvo'));
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?edicao=3');
  });

  it('does not ask with nothing unsaved, nor once the page is gone', () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { rerender, unmount } = render(app(true));
    rerender(app(false));
    fireEvent.click(screen.getByText('Minhas artes'));
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/painel/artes');
    act(() => window.history.replaceState(null, '', '/artes/7/editar'));
    rerender(app(true));
    unmount();
    render(
      <Router hook={useGuardedBrowserLocation}>
        <Link href="/planos">Planos</Link>
      </Router>,
    );
    fireEvent.click(screen.getByText('Planos'));
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/planos');
  });
});

// The editor's own app (editor-main.tsx) loads the site's pages whole (useOnePageLocation).
describe('loading another page from the editor’s own app', () => {
  const fakeWindow = () => {
    const win = {
      location: {
        href: 'http://localhost/artes/7/editar',
        assign: vi.fn(),
        replace: vi.fn(),
      },
      addEventListener: vi.fn(),
    };
    return win as typeof win & Pick<Window, 'location' | 'addEventListener'>;
  };
  afterEach(() => vi.unstubAllGlobals());

  it('asks first with unsaved work; no: stays, yes: loads it without the browser asking again', () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    window.history.replaceState(null, '', '/artes/7/editar');
    const { unmount } = render(app(true));
    const win = fakeWindow();
    loadPage('/', {}, win);
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(win.location.assign).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    loadPage('/artes/7', { replace: true }, win);
    expect(win.location.replace).toHaveBeenCalledWith('http://localhost/artes/7');
    // Answered: neither the browser's prompt nor the app asks again on the way out.
    const unloading = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unloading);
    expect(unloading.defaultPrevented).toBe(false);
    loadPage('/', {}, win);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(win.location.assign).toHaveBeenCalledWith('http://localhost/');
    // Back on the page from the browser's cache, with the work still unsaved, it asks again.
    const [event, reset] = win.addEventListener.mock.calls[0] ?? [];
    expect(event).toBe('pageshow');
    (reset as () => void)();
    const again = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    unmount();
  });
});
