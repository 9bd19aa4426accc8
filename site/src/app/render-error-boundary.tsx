import { AppErrorFallback, MobileErrorFallback } from '@arte-gospel/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { openInstallPopup } from '../features/pwa/install-store';

/** platform §9: a fatal render failure is retried once after 2 s. */
export const RENDER_RETRY_MS = 2000;
const MOBILE_MAX_WIDTH = 768;

type State = { errored: boolean; retried: boolean };

const reload = () => window.location.reload();

/**
 * platform §4.3: a render failure retries after 2 s; if it fails again, phones get the
 * mobile error fallback (reload by itself after 3 s, or install the app) and larger
 * screens a message suggesting the app, with a reload button.
 */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { errored: false, retried: false };
  private retry: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): Partial<State> {
    return { errored: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Falha ao desenhar a página', error, info.componentStack);
    if (!this.state.retried) {
      this.retry = setTimeout(
        () => this.setState({ errored: false, retried: true }),
        RENDER_RETRY_MS,
      );
    }
  }

  override componentWillUnmount(): void {
    clearTimeout(this.retry);
  }

  override render() {
    const { errored, retried } = this.state;
    if (!errored) return this.props.children;
    if (!retried) return null; // the retry comes in 2 s
    if (window.innerWidth <= MOBILE_MAX_WIDTH) {
      return <MobileErrorFallback onReload={reload} onInstall={openInstallPopup} />;
    }
    return <AppErrorFallback onReload={reload} />;
  }
}
