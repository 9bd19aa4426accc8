import { useEffect } from 'react';
import { InstallHost } from './install-host';
import { PushHost } from './push-host';
import { registerServiceWorker } from './register-worker';

/** Install flow, push popup and the service worker, mounted once by the app. */
export function PwaHosts() {
  useEffect(() => registerServiceWorker(), []);
  return (
    <>
      <InstallHost />
      <PushHost />
    </>
  );
}
