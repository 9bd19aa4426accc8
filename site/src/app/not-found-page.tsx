import { NotFoundContent } from '../components/not-found/not-found';

/** 404 (platform §2.4) for the public pages. */
export function NotFoundPage() {
  return (
    <main>
      <NotFoundContent />
    </main>
  );
}
