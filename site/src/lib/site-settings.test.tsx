import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { SiteHead, withCacheBust } from './site-settings';
import { setupMswServer } from './test/msw-server';

const server = setupMswServer();

beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" content="#4F46E5"><link rel="icon" href="/favicon.svg" type="image/svg+xml">';
});
afterEach(() => {
  document.head.innerHTML = '';
});

function mount() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SiteHead />
    </QueryClientProvider>,
  );
}

describe('site settings in the document (platform §3, §2.6)', () => {
  it('applies primaryColor to theme-color and faviconUrl to the icon', async () => {
    server.use(
      http.get('/api/site-settings', () =>
        HttpResponse.json({
          logoUrl: null,
          faviconUrl: '/media/favicon.png',
          primaryColor: '#0F766E',
        }),
      ),
    );
    mount();
    await waitFor(() =>
      expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
        '#0F766E',
      ),
    );
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/media/favicon.png',
    );
  });

  it('keeps the defaults when the settings fail or carry no valid colour', async () => {
    server.use(
      http.get('/api/site-settings', () =>
        HttpResponse.json({ logoUrl: null, faviconUrl: null, primaryColor: 'red; }' }),
      ),
    );
    mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#4F46E5',
    );
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
  });

  it('busts the logo cache with a timestamp', () => {
    expect(withCacheBust('/images/logo.png', 42)).toBe('/images/logo.png?t=42');
    expect(withCacheBust('/media/logo.png?v=2', 42)).toBe('/media/logo.png?v=2&t=42');
  });
});
